import type { Cart, Currency } from "@contract";
import { FREE_DELIVERY_FROM } from "@contract/constants";
import { memo } from "react";

import { useT } from "~/lib/i18n/use-t";
import type { NavEntry } from "~/lib/menu";
import { formatPrice } from "~/lib/money";
import type { Preferences } from "~/lib/preferences";

import { CartPreview } from "./CartPreview";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { HeaderLink } from "./HeaderLink";
import { CompareIcon, HeartIcon, UserIcon } from "./icons";
import { LogoutForm } from "./LogoutForm";
import { MainMenu, MenuToggle } from "./MainMenu";
import { SearchBox } from "./SearchBox";
import { SettingsPanel } from "./SettingsPanel";
import { SiteLink } from "./SiteLink";

type HeaderProps = {
  menu: NavEntry[];
  shopName: string;
  memberName: string | null;
  currencies: Currency[];
  currency: Currency;
  wishlistCount: number;
  compareCount: number;
  preferences: Preferences;
  cart: Cart | null;
};

// One row on a phone (menu toggle, logo, account, wishlist, cart) with the search under it;
// on a wide screen the search sits in the row and the main menu wraps onto its own line.
// Memoized: its props are the root's data, which a navigation or a fetcher leaves as they are,
// while the layout around it renders again at each router state change.
export const Header = memo(function Header(props: HeaderProps) {
  const { menu, shopName, memberName, currencies, currency, preferences, cart } = props;
  const t = useT();
  return (
    <header className="relative border-b border-slate-200">
      {/* Gray, not slate: the bar stays dark in both themes (slate turns round in the dark one). */}
      <div className="bg-gray-900 text-xs text-gray-100">
        <div className="mx-auto flex max-w-container items-center justify-end gap-4 px-4 sm:justify-between">
          <p className="hidden sm:block">
            {t("shell.header.promise", { amount: formatPrice(FREE_DELIVERY_FROM, currency) })}
          </p>
          <div className="flex items-center gap-3">
            {currencies.length > 0 && <CurrencySwitcher currencies={currencies} current={currency} />}
            <SettingsPanel preferences={preferences} />
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-container flex-wrap items-center gap-x-1 gap-y-2 px-2 py-2 min-[360px]:gap-x-2 min-[360px]:px-3 sm:px-4 lg:gap-x-4 lg:py-3">
        <MenuToggle />
        <SiteLink
          to="/"
          className="flex min-h-11 min-w-0 flex-1 basis-0 items-center whitespace-nowrap text-base font-bold leading-tight tracking-tight text-theme-strong min-[360px]:text-lg md:flex-none md:basis-auto lg:text-xl"
        >
          {shopName}
        </SiteLink>
        <SearchBox />
        <nav
          aria-label={t("shell.header.account")}
          className="ms-auto flex items-center gap-1 text-sm lg:gap-3"
        >
          <HeaderLink
            to={memberName ? "/member/profile" : "/login"}
            icon={<UserIcon />}
            label={memberName ? <AccountLabel memberName={memberName} /> : t("shell.header.signIn")}
          />
          {memberName && (
            <LogoutForm className="hidden lg:block">
              <button type="submit" className="min-h-11 px-1 underline underline-offset-4">
                {t("shell.header.signOut")}
              </button>
            </LogoutForm>
          )}
          <HeaderLink
            to="/wishlist"
            icon={<HeartIcon />}
            label={t("shell.header.wishlist")}
            count={props.wishlistCount}
          />
          <HeaderLink
            to="/compare"
            icon={<CompareIcon />}
            label={t("shell.header.compare")}
            count={props.compareCount}
            className={props.compareCount > 0 ? "flex" : "hidden sm:flex"}
          />
          <CartPreview cart={cart} currency={currency} />
        </nav>
        <MainMenu menu={menu} memberName={memberName} compareCount={props.compareCount} />
      </div>
    </header>
  );
});

// A phone's row has room for one word: the name, in full, is in the menu drawer there (and
// read out with the link).
function AccountLabel({ memberName }: { memberName: string }) {
  const t = useT();
  return (
    <>
      <span className="lg:hidden">
        {t("shell.header.account")}
        <span className="sr-only">: {t("shell.header.hi", { name: memberName })}</span>
      </span>
      <span className="hidden lg:inline">{t("shell.header.hi", { name: memberName })}</span>
    </>
  );
}

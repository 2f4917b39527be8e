import type { Cart, Currency, MenuItem } from "@contract";
import { Form, Link, NavLink } from "@remix-run/react";

import type { Preferences } from "~/lib/preferences";

import { CartPreview } from "./CartPreview";
import { CountBadge } from "./CountBadge";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { SearchBox } from "./SearchBox";
import { SettingsPanel } from "./SettingsPanel";

type HeaderProps = {
  menu: MenuItem[];
  shopName: string;
  memberName: string | null;
  currencies: Currency[];
  currency: Currency;
  wishlistCount: number;
  compareCount: number;
  preferences: Preferences;
  cart: Cart | null;
};

export function Header({
  menu,
  shopName,
  memberName,
  currencies,
  currency,
  wishlistCount,
  compareCount,
  preferences,
  cart,
}: HeaderProps) {
  return (
    <header className="border-b border-slate-200">
      {/* Gray, not slate: the bar stays dark in both themes (slate turns round in the dark one). */}
      <div className="bg-gray-900 text-xs text-gray-100">
        <div className="mx-auto flex max-w-container items-center justify-between gap-4 px-4 py-1.5">
          <p>Free delivery on orders over $50 · Easy 30-day returns</p>
          <div className="flex items-center gap-3">
            {currencies.length > 0 && <CurrencySwitcher currencies={currencies} current={currency} />}
            <SettingsPanel preferences={preferences} />
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-container flex-wrap items-center gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-bold tracking-tight text-theme-strong">
          {shopName}
        </Link>
        <SearchBox />
        <nav aria-label="Account" className="ms-auto flex items-center gap-4 text-sm">
          {memberName ? (
            <>
              <Link to="/member/profile">Hi, {memberName}</Link>
              <Form method="post" action="/logout">
                <button type="submit" className="underline underline-offset-4">
                  Sign out
                </button>
              </Form>
            </>
          ) : (
            <Link to="/login">Sign in</Link>
          )}
          <CountLink to="/wishlist" label="Wishlist" count={wishlistCount} />
          <CountLink to="/compare" label="Compare" count={compareCount} />
          <CartPreview cart={cart} currency={currency} />
        </nav>
      </div>
      <MainMenu menu={menu} />
    </header>
  );
}

// Sub-menus open on hover and on keyboard focus; a plain list of links without JavaScript.
function MainMenu({ menu }: { menu: MenuItem[] }) {
  return (
    <nav aria-label="Main" className="mx-auto max-w-container px-4">
      <ul className="flex flex-wrap gap-x-6 text-sm font-medium">
        {menu.map((item) => (
          <li key={item.path} className="group relative">
            <NavLink to={item.path} className="inline-block py-3 hover:text-theme-strong">
              {item.title}
            </NavLink>
            {item.children.length > 0 && (
              <ul className="invisible absolute start-0 top-full z-30 w-[300px] rounded-b-md border border-slate-200 bg-surface py-2 shadow-lg group-focus-within:visible group-hover:visible">
                {item.children.map((child) => (
                  <li key={child.path}>
                    <Link
                      to={child.path}
                      className="block px-4 py-2 hover:bg-slate-50 hover:text-theme-strong"
                    >
                      {child.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CountLink({ to, label, count }: { to: string; label: string; count: number }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1">
      {label}
      <CountBadge count={count} />
    </Link>
  );
}

import { useLocation } from "@remix-run/react";
import { useEffect, useMemo } from "react";

import { unlocalizedPath } from "~/lib/i18n/locale";
import { useLocale, useT } from "~/lib/i18n/use-t";
import { isCurrentPath, type NavEntry } from "~/lib/menu";
import { WhenHydrated } from "~/lib/use-hydrated";

import { CloseIcon, MenuIcon } from "./icons";
import { LogoutForm } from "./LogoutForm";
import { ServerMarkup } from "./ServerMarkup";
import { SiteLink } from "./SiteLink";

// One main menu for every screen, the same markup with JavaScript or without: on a wide screen a
// bar whose sub-menus open on hover and keyboard focus; on a phone a drawer from the start that
// the menu toggle (a <details>, so it opens without JavaScript) shows, with a backdrop that
// closes it on a tap. CSS decides which (.menu-toggle and .main-menu in tailwind.css). With
// JavaScript, focus moves into the drawer, Escape and the close button shut it and give focus
// back to the toggle, and it shuts after a navigation.

const TOGGLE_ID = "menu-toggle";

const toggle = () => document.getElementById(TOGGLE_ID) as HTMLDetailsElement | null;

function closeMenu() {
  const details = toggle();
  if (!details?.open) return;
  details.open = false;
  details.querySelector("summary")?.focus();
}

export function MenuToggle() {
  const location = useLocation();
  useEffect(() => {
    const details = toggle();
    if (details) details.open = false;
  }, [location]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeMenu();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const t = useT();
  return (
    <details
      id={TOGGLE_ID}
      className="menu-toggle lg:hidden"
      onToggle={(event) => {
        if (event.currentTarget.open) document.querySelector<HTMLElement>(".main-menu a")?.focus();
      }}
    >
      <summary>
        <MenuIcon />
        {t("shell.menu")}
      </summary>
    </details>
  );
}

type MainMenuProps = { menu: NavEntry[]; memberName: string | null; compareCount: number };

// Comes after the toggle among its siblings (the CSS shows it from there).
//
// A visitor's list of links (some seventy elements, on every page) is not hydrated: the browser
// keeps the server's HTML of it (ServerMarkup), and its links are the shop's plain links. A
// client-side navigation renders it anew, with the new page's entry current. A member's list
// holds the sign-out form, a Remix form: it is hydrated as before.
export function MainMenu({ menu, memberName, compareCount }: MainMenuProps) {
  const location = useLocation();
  const { code } = useLocale();
  const t = useT();
  // Menu entries are paths without the locale; the page's path has it.
  const here = { pathname: unlocalizedPath(code, location.pathname), search: location.search };
  const current = (path: string) => (isCurrentPath(path, here) ? "page" : undefined);
  const menuKey = useMemo(() => JSON.stringify(menu), [menu]);
  const items = (
    <>
      {menu.map((item) => (
        <li key={item.path}>
          <SiteLink to={item.path} aria-current={current(item.path)}>
            {item.title}
          </SiteLink>
          {item.children.length > 0 && (
            <ul>
              {item.children.map((child) => (
                <li key={child.path}>
                  <SiteLink to={child.path} aria-current={current(child.path)}>
                    {child.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
      {/* In the header's row on a wide screen. */}
      <li className="lg:hidden">
        <SiteLink to="/compare">
          {t("shell.header.compare")}
          {compareCount > 0 && <bdi>{` (${compareCount})`}</bdi>}
        </SiteLink>
      </li>
      {memberName && (
        <li className="lg:hidden">
          <LogoutForm>
            <button type="submit">{t("shell.header.signOut")}</button>
          </LogoutForm>
        </li>
      )}
    </>
  );
  return (
    <nav aria-label={t("shell.menu.main")} className="main-menu">
      <WhenHydrated>
        <button type="button" className="main-menu-close" onClick={closeMenu}>
          <CloseIcon />
          {t("shell.menu.close")}
        </button>
      </WhenHydrated>
      {memberName && (
        <p className="mb-2 px-2 text-sm text-slate-600 lg:hidden">
          {t("shell.menu.signedInAs")} <bdi className="font-semibold text-slate-900">{memberName}</bdi>
        </p>
      )}
      {memberName ? (
        <ul>{items}</ul>
      ) : (
        // Mounted anew (and rendered) when what it shows changes: the page (its current entry),
        // the locale, the compare count, the menu itself.
        <ServerMarkup
          as="ul"
          key={`${location.pathname}${location.search} ${code} ${compareCount} ${menuKey}`}
        >
          {items}
        </ServerMarkup>
      )}
    </nav>
  );
}

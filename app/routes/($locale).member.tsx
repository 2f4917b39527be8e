// The member area's frame: the side menu and sign-out, around each member page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import { LogoutForm } from "~/components/LogoutForm";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleNavLink } from "~/lib/i18n/Link";
import { type MessageId, useT } from "~/lib/i18n/use-t";
import { requireMember } from "~/lib/routes.server";

// The menu's messages; each member page asks for its own part of `member` (member.children, …).
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireMember(request, context);
  return { messages: routeMessages(request, ["member.menu"]) };
}

const MENU: [string, MessageId][] = [
  ["/member/profile", "member.menu.dashboard"],
  ["/member/orders", "member.menu.orders"],
  ["/member/address-book", "member.menu.addressBook"],
  ["/member/children", "member.menu.children"],
  ["/member/wishlist", "member.menu.wishlist"],
  ["/member/alerts", "member.menu.alerts"],
];

export default function MemberArea() {
  const t = useT();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[220px_minmax(0,1fr)]">
      <nav aria-label={t("member.menu.label")} className="md:border-e md:border-slate-200 md:pe-6">
        {/* Three to a row on a phone: two rows, never three. */}
        <ul className="grid grid-cols-3 gap-2 md:flex md:flex-col">
          {MENU.map(([to, label]) => (
            <li key={to}>
              <LocaleNavLink
                to={to}
                className={({ isActive }) =>
                  `flex min-h-11 items-center justify-center rounded-md px-1 py-1 text-center text-sm leading-tight md:justify-start md:px-3 md:text-start ${isActive ? "bg-theme-strong font-semibold text-white" : "hover:bg-slate-100"}`
                }
              >
                {t(label)}
              </LocaleNavLink>
            </li>
          ))}
        </ul>
        <LogoutForm className="mt-4">
          <button
            type="submit"
            className="min-h-11 px-3 py-2 text-sm text-slate-700 underline underline-offset-4"
          >
            {t("member.menu.signOut")}
          </button>
        </LogoutForm>
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, redirect, useLoaderData } from "@remix-run/react";

import { Notice } from "~/components/AdminPage";
import { ErrorPage } from "~/components/ErrorPage";
import { noticeOf, requireStaff } from "~/lib/routes.server";

// The back office's frame: who is signed in, a small nav, the last action's notice. The API
// answers who the token belongs to (and moves its idle deadline); an owner without a second
// factor is sent to set one up first.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const me = await api.admin.me();
  if (me.totpEnrolmentRequired) throw redirect("/admin/totp");
  return { name: me.staff.name, role: me.staff.role, notice: noticeOf(context) };
}

const link = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 ${isActive ? "bg-slate-100 font-semibold" : "underline"}`;

// The back office's screens; the staff and audit screens are for owners (the API says so too).
const LINKS = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/pages", label: "Pages" },
  { to: "/admin/stock", label: "Low stock" },
  { to: "/admin/moderation", label: "Moderation" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/staff", label: "Staff", ownersOnly: true },
  { to: "/admin/audit", label: "Audit log", ownersOnly: true },
];

export default function AdminLayout() {
  const { name, role, notice } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-2 print:hidden">
        <nav aria-label="Back office">
          <ul className="flex flex-wrap gap-1">
            {LINKS.filter((item) => role === "owner" || !item.ownersOnly).map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === "/admin"} className={link}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/admin/logout" className="flex items-center gap-2 text-sm">
          <span className="text-slate-600">{name}</span>
          <button type="submit" className="min-h-11 rounded-md border border-slate-300 px-3">
            Sign out
          </button>
        </Form>
      </header>
      {notice && <Notice>{notice}</Notice>}
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = ErrorPage;

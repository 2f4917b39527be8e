import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { formatPrice } from "~/lib/money";
import { requireStaff } from "~/lib/routes.server";

// The back office opens on the dashboard: how the shop is doing, and what waits for someone,
// each count a link to the screen where it is done.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const counts = await api.admin.dashboard();
  // The day the API counts "today" from (midnight UTC), for the link to today's orders.
  const today = new Date().toISOString().slice(0, 10);
  return { counts, today };
}

export const meta: MetaFunction = () => [{ title: "Dashboard · Back office" }];

type Counts = ReturnType<typeof useLoaderData<typeof loader>>["counts"];

// What waits, in the order a day's work goes: money to confirm, parcels to pack and send, then
// the words shoppers wrote. Work queues open oldest first.
const WAITING: { label: string; count: (counts: Counts) => number; to: string }[] = [
  {
    label: "Bank transfers to confirm",
    count: (counts) => counts.transfersToConfirm,
    to: "/admin/orders?status=awaiting_transfer&sort=oldest",
  },
  {
    label: "Cash on delivery to collect",
    count: (counts) => counts.cashToCollect,
    to: "/admin/orders?status=awaiting_payment_on_delivery&sort=oldest",
  },
  { label: "Orders to pack", count: (counts) => counts.toPack, to: "/admin/orders?status=paid&sort=oldest" },
  {
    label: "Orders to ship",
    count: (counts) => counts.toShip,
    to: "/admin/orders?status=packed&sort=oldest",
  },
  {
    label: "Reviews and comments to moderate",
    count: (counts) => counts.reviewsToModerate + counts.commentsToModerate,
    to: "/admin/moderation",
  },
  { label: "Unread messages", count: (counts) => counts.unreadMessages, to: "/admin/messages?unread=true" },
];

export default function AdminDashboard() {
  const { counts, today } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">Dashboard</h1>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link
          to={`/admin/orders?from=${today}`}
          className="flex flex-col gap-1 rounded-lg bg-slate-50 p-4 hover:bg-slate-100"
        >
          <span className="text-sm text-slate-600 underline">Orders today</span>
          <span className="text-3xl font-semibold">{counts.ordersToday}</span>
        </Link>
        <p className="flex flex-col gap-1 rounded-lg bg-slate-50 p-4">
          <span className="text-sm text-slate-600">Revenue, last 7 days (less refunds)</span>
          <span className="text-3xl font-semibold">{formatPrice(counts.revenueThisWeek)}</span>
        </p>
      </div>
      <section aria-labelledby="waiting" className="flex flex-col gap-2">
        <h2 id="waiting" className="text-xl font-semibold">
          Waiting for someone
        </h2>
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {WAITING.map(({ label, count, to }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-11 items-center justify-between gap-4 py-2 hover:bg-slate-50"
              >
                <span className="underline">{label}</span>
                <span className="min-w-8 rounded-full bg-slate-100 px-3 py-1 text-center font-semibold">
                  {count(counts)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

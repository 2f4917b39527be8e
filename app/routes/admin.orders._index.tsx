import { ADMIN_ORDER_SORTS, ORDER_STATUSES } from "@contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { howMany, ListPages } from "~/components/AdminPage";
import { ADMIN_STATUS_LABELS } from "~/components/AdminStatus";
import { formatDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { OrderListParams, requireStaff } from "~/lib/routes.server";

const PAGE_SIZE = 25;

// Orders, newest first by default; the filters, search, sort and page live in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const params = OrderListParams.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await api.admin.orders({ ...params, pageSize: PAGE_SIZE });
  return { params, orders: list.data, paging: list.paging };
}

export const meta: MetaFunction = () => [{ title: "Orders · Back office" }];

const SORT_LABELS: Record<(typeof ADMIN_ORDER_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  total_desc: "Largest total",
  total_asc: "Smallest total",
};
const CONTROL = "mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-surface px-3 py-2 text-base";

export default function AdminOrders() {
  const { params, orders, paging } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Orders</h1>
      <OrderFilters params={params} />
      <p role="status" className="text-sm text-slate-600">
        {howMany(paging.total, "order", "orders")}
      </p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {orders.map((order) => (
          <li key={order.invoiceNumber}>
            <Link
              to={`/admin/orders/${order.invoiceNumber}`}
              className="flex min-h-11 flex-wrap justify-between gap-x-4 gap-y-1 py-3 hover:bg-slate-50"
            >
              <span className="font-semibold underline">{order.invoiceNumber}</span>
              <span>{ADMIN_STATUS_LABELS[order.status]}</span>
              <span className="min-w-0 break-words text-slate-600">
                {order.customer.name} · {order.customer.email}
              </span>
              <span className="text-slate-600">{formatDate(order.placedAt)}</span>
              <span className="font-medium">{formatPrice(order.total)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ListPages page={paging.page} totalPages={paging.totalPages} />
    </div>
  );
}

type Params = ReturnType<typeof useLoaderData<typeof loader>>["params"];

function OrderFilters({ params }: { params: Params }) {
  return (
    <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <label className="block text-sm font-medium">
        Search
        <input
          type="search"
          name="q"
          defaultValue={params.q}
          placeholder="Invoice number, email or name"
          maxLength={100}
          className={CONTROL}
        />
      </label>
      <label className="block text-sm font-medium">
        Status
        <select name="status" defaultValue={params.status ?? ""} className={CONTROL}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ADMIN_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        Sort
        <select name="sort" defaultValue={params.sort ?? "newest"} className={CONTROL}>
          {ADMIN_ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        Placed from
        <input type="date" name="from" defaultValue={params.from} className={CONTROL} />
      </label>
      <label className="block text-sm font-medium">
        Placed until
        <input type="date" name="to" defaultValue={params.to} className={CONTROL} />
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className="min-h-11 rounded-md bg-theme-strong px-5 text-white">
          Show orders
        </button>
        <Link to="/admin/orders" className="inline-flex min-h-11 items-center px-3 underline">
          Clear
        </Link>
      </div>
    </Form>
  );
}

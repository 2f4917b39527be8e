import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { METHOD_LABELS, STATUS_LABELS } from "~/components/OrderDetails";
import { Pagination } from "~/components/Pagination";
import { requireMember } from "~/lib/auth.server";
import { pageParam } from "~/lib/blog-params";
import { formatDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  return {
    orders: await api.orders.list({ page: pageParam(new URL(request.url).searchParams), pageSize: 10 }),
  };
}

export const meta: MetaFunction = () => [{ title: "Your orders · Little Sprout" }];

export default function OrderHistory() {
  const { orders } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">Your orders</h1>
      {orders.data.length === 0 ? (
        <p className="text-slate-600">
          No orders yet.{" "}
          <Link to="/products" className="text-theme-strong underline">
            Start shopping
          </Link>
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-start text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 text-start">
                  Order
                </th>
                <th scope="col" className="py-2 text-start">
                  Placed
                </th>
                <th scope="col" className="py-2 text-start">
                  Status
                </th>
                <th scope="col" className="py-2 text-start">
                  Payment
                </th>
                <th scope="col" className="py-2 text-end">
                  Items
                </th>
                <th scope="col" className="py-2 text-end">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.invoiceNumber} className="border-b border-slate-200">
                  <td className="py-2">
                    <Link
                      to={`/member/orders/${order.invoiceNumber}`}
                      className="text-theme-strong underline"
                    >
                      {order.invoiceNumber}
                    </Link>
                  </td>
                  <td className="py-2">{formatDate(order.placedAt)}</td>
                  <td className="py-2">{STATUS_LABELS[order.status]}</td>
                  <td className="py-2">{METHOD_LABELS[order.paymentMethod]}</td>
                  <td className="py-2 text-end">{order.qty}</td>
                  <td className="py-2 text-end">{formatPrice(order.total, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination paging={orders.paging} />
    </div>
  );
}

import type { AdminOrderDetail } from "@contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ErrorPage } from "~/components/ErrorPage";
import { AddressLines } from "~/components/OrderDetails";
import { formatDate } from "~/lib/dates";
import { billOfOrder, formatMinor } from "~/lib/money";
import { orNotFound, requireStaff } from "~/lib/routes.server";

// A packing slip to print and put in the parcel: the address, the lines and their prices; for a
// gift, the buyer's message, and no prices when the buyer asked so at checkout.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  return { order: await orNotFound(api.admin.order(params.invoice ?? "")) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Packing slip ${data?.order.invoiceNumber ?? ""} · Back office` },
];

// On paper only the slip is printed, in the page's width (A4 and Letter alike: no fixed
// sizes, margins in millimetres that fit both).
const PRINT_CSS = `
@page { size: auto; margin: 12mm; }
@media print {
  body * { visibility: hidden; }
  #packing-slip, #packing-slip * { visibility: visible; }
  #packing-slip { position: absolute; inset-inline-start: 0; top: 0; width: 100%; font-size: 11pt; color: #000; }
  #packing-slip .no-print { display: none; }
  #packing-slip tr { break-inside: avoid; }
}`;

export default function PackingSlip() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <article id="packing-slip" className="mx-auto flex max-w-3xl flex-col gap-6">
      <style>{PRINT_CSS}</style>
      <p className="no-print flex flex-wrap gap-4">
        <Link
          to={`/admin/orders/${order.invoiceNumber}`}
          className="inline-flex min-h-11 items-center underline"
        >
          Back to the order
        </Link>
        <span className="inline-flex min-h-11 items-center text-slate-600">
          Print this page (Ctrl+P / Share → Print).
        </span>
      </p>
      <header className="flex flex-wrap justify-between gap-4 border-b border-black pb-2">
        <h1 className="text-2xl font-semibold">Packing slip</h1>
        <p>
          Order <strong>{order.invoiceNumber}</strong>
          <br />
          Placed {formatDate(order.placedAt)}
        </p>
      </header>
      <section aria-labelledby="ship-to">
        <h2 id="ship-to" className="font-semibold">
          Ship to
        </h2>
        <AddressLines address={order.address} />
        <p className="mt-1">{order.shipping.name}</p>
      </section>
      {order.gift?.message && (
        <section aria-labelledby="gift-message" className="border border-black p-3">
          <h2 id="gift-message" className="font-semibold">
            A gift for you
          </h2>
          <p className="whitespace-pre-line break-words">{order.gift.message}</p>
        </section>
      )}
      <SlipLines order={order} withPrices={!order.gift?.hidePrices} />
      {order.note && <p>Customer's note: {order.note}</p>}
    </article>
  );
}

// What goes in the parcel; with the prices paid, unless the buyer of a gift asked to leave them out.
function SlipLines({ order, withPrices }: { order: AdminOrderDetail; withPrices: boolean }) {
  const units = order.items.reduce((sum, line) => sum + line.qty, 0);
  const bill = billOfOrder(order);
  return (
    <table className="w-full border-collapse text-start">
      <caption className="sr-only">What goes in the parcel</caption>
      <thead>
        <tr className="border-b border-black">
          <th scope="col" className="py-1 text-start">
            Item
          </th>
          <th scope="col" className="py-1 text-start">
            SKU
          </th>
          <th scope="col" className="py-1 text-end">
            Qty
          </th>
          {withPrices && (
            <th scope="col" className="py-1 text-end">
              Price
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {order.items.map((line, index) => (
          <tr key={line.sku} className="border-b border-slate-300 align-top">
            <td className="break-words py-1 pe-2">
              {line.title}
              <span className="block text-sm">{[line.color, line.size].filter(Boolean).join(", ")}</span>
            </td>
            <td className="break-all py-1 pe-2 font-mono text-sm">{line.sku}</td>
            <td className="py-1 text-end">{line.qty}</td>
            {withPrices && <td className="py-1 ps-2 text-end">{formatMinor(bill.lineTotals[index])}</td>}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="py-1 text-start">
            Units
          </th>
          <td className="py-1 text-end">{units}</td>
          {withPrices && <td className="py-1 ps-2 text-end">Total {formatMinor(bill.total)}</td>}
        </tr>
      </tfoot>
    </table>
  );
}

export const ErrorBoundary = ErrorPage;

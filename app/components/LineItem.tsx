// A product line as a card: the cart, both wishlists and an order's items share it. On a phone
// the picture and name come first and the price, quantity and buttons wrap under them; on a
// wide screen the same card lays out as one row. No table, so nothing is ever wider than the
// screen.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function LineList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 border-y border-slate-200">
      {children}
    </ul>
  );
}

type LineItemProps = {
  slug: string;
  title: string;
  image: string | null;
  // Under the name: colour and size, stock, a sale note.
  note?: ReactNode;
  // The unit price (and old price), shown beside the name.
  price: ReactNode;
  // Quantity, line total, buttons: a wrapping row under the name on a phone.
  children?: ReactNode;
};

export function LineItem({ slug, title, image, note, price, children }: LineItemProps) {
  return (
    <li className="grid grid-cols-[64px_minmax(0,1fr)] gap-x-3 gap-y-3 py-4 md:grid-cols-[64px_minmax(0,1fr)_auto] md:items-center">
      {image ? (
        <img
          src={`/media/${image}`}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 rounded bg-slate-100 object-cover"
        />
      ) : (
        <span className="h-16 w-16 rounded bg-slate-100" />
      )}
      <div className="min-w-0">
        <Link
          to={`/products/${slug}`}
          className="inline-flex min-h-11 items-center font-medium hover:underline"
        >
          {title}
        </Link>
        {note && <div className="text-sm text-slate-600">{note}</div>}
        <div className="mt-1 text-sm">{price}</div>
      </div>
      {children && (
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 md:col-span-1 md:justify-end">
          {children}
        </div>
      )}
    </li>
  );
}

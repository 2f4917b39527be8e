// A product line as a card: the cart, both wishlists and an order's items share it. On a phone
// the picture and name come first and the price, quantity and buttons wrap under them; on a
// wide screen the same card lays out as one row. No table, so nothing is ever wider than the
// screen. With `columns` (the cart) the rows share their columns on a wide screen (a CSS
// subgrid): picture, name, price, then each of the children, lined up from one line to the next.

import type { ReactNode } from "react";

import { LocaleLink } from "~/lib/i18n/Link";

// The cart's columns at md and up: picture, name, price, quantity, line total, remove.
const COLUMNS = "md:grid md:grid-cols-[64px_minmax(0,1fr)_repeat(4,auto)] md:gap-x-6";

export function LineList({
  label,
  columns = false,
  children,
}: {
  label: string;
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className={`divide-y divide-slate-200 border-y border-slate-200 ${columns ? COLUMNS : ""}`}
    >
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
  // Inside a LineList with columns: take its columns (the price, and each child, in its own).
  columns?: boolean;
};

export function LineItem({ slug, title, image, note, price, children, columns = false }: LineItemProps) {
  const row = columns ? "md:col-span-full md:grid-cols-subgrid" : "md:grid-cols-[64px_minmax(0,1fr)_auto]";
  const rest = columns ? "md:contents" : "md:col-span-1 md:justify-end";
  return (
    <li className={`grid grid-cols-[64px_minmax(0,1fr)] gap-x-3 gap-y-3 py-4 md:items-center ${row}`}>
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
        <LocaleLink
          to={`/products/${slug}`}
          className="inline-flex min-h-11 items-center font-medium hover:underline"
        >
          {title}
        </LocaleLink>
        {note && <div className="text-sm text-slate-600">{note}</div>}
        {!columns && <div className="mt-1 text-sm">{price}</div>}
      </div>
      {columns && <div className="col-start-2 -mt-2 text-sm md:col-start-auto md:mt-0">{price}</div>}
      {children && (
        <div className={`col-span-2 flex flex-wrap items-center justify-between gap-3 ${rest}`}>
          {children}
        </div>
      )}
    </li>
  );
}

import type { Currency } from "@contract";

import { formatPrice } from "~/lib/money";

export function Price({
  price,
  oldPrice,
  currency,
}: {
  price: number;
  oldPrice: number | null;
  currency: Currency;
}) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span className="font-semibold text-slate-900">{formatPrice(price, currency)}</span>
      {oldPrice !== null && (
        <del className="text-sm text-slate-500">
          <span className="sr-only">Was </span>
          {formatPrice(oldPrice, currency)}
        </del>
      )}
    </span>
  );
}

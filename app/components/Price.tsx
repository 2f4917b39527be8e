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
    <span className="price">
      <span>{formatPrice(price, currency)}</span>
      {oldPrice !== null && (
        <del>
          <span className="sr-only">Was </span>
          {formatPrice(oldPrice, currency)}
        </del>
      )}
    </span>
  );
}

import type { Currency } from "@contract";

import { useT } from "~/lib/i18n/use-t";
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
  const t = useT();
  // <bdi>: a price keeps its symbol and digits in order inside right-to-left text.
  return (
    <span className="price">
      <bdi>{formatPrice(price, currency)}</bdi>
      {oldPrice !== null && (
        <del>
          <span className="sr-only">{t("card.was")} </span>
          <bdi>{formatPrice(oldPrice, currency)}</bdi>
        </del>
      )}
    </span>
  );
}

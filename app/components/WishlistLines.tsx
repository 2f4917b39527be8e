// The wishlist as a visitor and as a member sees it: the same cards, each with "Add to cart"
// and a remove button (the visitor's list lives in the session, the member's in the API, so
// the caller says how to remove).
import type { ProductCard } from "@contract";
import type { ReactNode } from "react";

import { useCurrency } from "~/lib/use-shop";

import { CartForm } from "./CartForm";
import { LineItem, LineList } from "./LineItem";
import { Price } from "./Price";

type Entry = { key: number; product: ProductCard; remove: ReactNode };

export function WishlistLines({ entries, redirectTo }: { entries: Entry[]; redirectTo: string }) {
  const currency = useCurrency();
  return (
    <LineList label="Products on your wishlist">
      {entries.map(({ key, product, remove }) => (
        <LineItem
          key={key}
          slug={product.slug}
          title={product.title}
          image={product.images[0]?.src ?? null}
          note={product.stock > 0 ? "In stock" : "Sold out"}
          price={<Price price={product.price} oldPrice={product.oldPrice} currency={currency} />}
        >
          {product.stock > 0 && (
            <CartForm>
              <input type="hidden" name="product" value={product.slug} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button
                type="submit"
                name="intent"
                value="add"
                className="min-h-11 rounded-md bg-theme-strong px-4 text-white"
              >
                Add to cart<span className="sr-only"> {product.title}</span>
              </button>
            </CartForm>
          )}
          {remove}
        </LineItem>
      ))}
    </LineList>
  );
}

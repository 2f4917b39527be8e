// The wishlist page as a visitor and as a member sees it (/wishlist, /member/wishlist): the same
// words and cards, each with "Add to cart" and a remove button (the visitor's list lives in the
// session, the member's in the API, so the route says how to remove).
import type { ProductCard } from "@contract";
import type { ReactNode } from "react";

import { LocaleLink } from "~/lib/i18n/Link";
import { useT } from "~/lib/i18n/use-t";
import { needsChoice } from "~/lib/product-card";
import { useCurrency } from "~/lib/use-shop";

import { CartForm } from "./CartForm";
import { LineItem, LineList } from "./LineItem";
import { Price } from "./Price";
import { QuickAdd } from "./QuickAdd";

type Entry = { key: number; product: ProductCard; remove: ReactNode };

export function Wishlist({ entries, redirectTo }: { entries: Entry[]; redirectTo: string }) {
  const t = useT();
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">{t("wishlist.title")}</h1>
      {entries.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center">
          {t("wishlist.empty")}{" "}
          <LocaleLink to="/products" className="text-theme-strong underline underline-offset-4">
            {t("wishlist.findSomething")}
          </LocaleLink>
          .
        </p>
      ) : (
        <WishlistLines entries={entries} redirectTo={redirectTo} />
      )}
    </div>
  );
}

function WishlistLines({ entries, redirectTo }: { entries: Entry[]; redirectTo: string }) {
  const currency = useCurrency();
  const t = useT();
  return (
    <LineList label={t("wishlist.label")}>
      {entries.map(({ key, product, remove }) => (
        <LineItem
          key={key}
          slug={product.slug}
          title={product.title}
          image={product.images[0]?.src ?? null}
          note={product.stock > 0 ? t("wishlist.inStock") : t("wishlist.soldOut")}
          price={<Price price={product.price} oldPrice={product.oldPrice} currency={currency} />}
        >
          {product.stock > 0 && needsChoice(product) && (
            <QuickAdd
              slug={product.slug}
              title={product.title}
              href={`/products/${product.slug}`}
              className="inline-flex min-h-11 items-center rounded-md bg-theme-strong px-4 text-white"
            />
          )}
          {product.stock > 0 && !needsChoice(product) && (
            <CartForm>
              <input type="hidden" name="product" value={product.slug} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button
                type="submit"
                name="intent"
                value="add"
                className="min-h-11 rounded-md bg-theme-strong px-4 text-white"
              >
                {t("wishlist.addToCart")}
                <span className="sr-only"> {product.title}</span>
              </button>
            </CartForm>
          )}
          {remove}
        </LineItem>
      ))}
    </LineList>
  );
}

import type { Currency } from "@contract";
import { Link, useLocation } from "@remix-run/react";

import { CartForm } from "~/components/CartForm";
import type { View } from "~/lib/listing";
import type { CardProduct as Product } from "~/lib/product-card";
import { useHydrated } from "~/lib/use-hydrated";

import { Price } from "./Price";
import { QuickView } from "./QuickView";
import { Rating } from "./Rating";

type ProductCardProps = { product: Product; currency: Currency; layout?: "card" | "row" };

export function ProductCard({ product, currency, layout = "card" }: ProductCardProps) {
  const [image, hoverImage] = product.images;
  const href = `/products/${product.slug}`;
  const hydrated = useHydrated();
  return (
    <article
      className={`group relative flex gap-3 ${layout === "row" ? "flex-row items-center" : "flex-col"}`}
    >
      <div className={`relative shrink-0 ${layout === "row" ? "w-32 sm:w-48" : ""}`}>
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          className="relative block overflow-hidden rounded-lg bg-slate-100"
        >
          {image && (
            <img
              src={`/media/${image.src}`}
              alt=""
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full object-cover"
            />
          )}
          {/* A second colour shows on hover. */}
          {hoverImage && (
            <img
              src={`/media/${hoverImage.src}`}
              alt=""
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 aspect-square w-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
            />
          )}
        </Link>
        <Badges product={product} />
        {hydrated && <QuickView slug={product.slug} title={product.title} />}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs uppercase tracking-wide text-slate-500">{product.brand}</p>
        <h3 className="text-sm font-medium leading-snug">
          <Link to={href} className="hover:underline">
            {product.title}
          </Link>
        </h3>
        {product.rating > 0 && <Rating value={product.rating} />}
        <Price price={product.price} oldPrice={product.oldPrice} currency={currency} />
        {product.stock > 0 && <AddToCart slug={product.slug} title={product.title} />}
      </div>
    </article>
  );
}

// A card in a slider: one link (picture, brand and title), the stars and the price; no cart
// form, quick view or second picture. A page of sliders stays light, and the product page
// is one tap away.
export function SliderCard({ product, currency }: { product: Product; currency: Currency }) {
  const image = product.images[0];
  return (
    <article className="slider-card">
      <Link to={`/products/${product.slug}`} className="block hover:underline">
        {image && (
          <img src={`/media/${image.src}`} alt="" width={600} height={600} loading="lazy" decoding="async" />
        )}
        <span className="block text-xs uppercase text-slate-500">{product.brand}</span>
        <h3 className="font-medium">{product.title}</h3>
      </Link>
      <Badges product={product} />
      <div className="mt-1 flex flex-wrap items-center gap-x-2">
        {product.rating > 0 && <Rating value={product.rating} />}
        <Price price={product.price} oldPrice={product.oldPrice} currency={currency} />
      </div>
    </article>
  );
}

// The first colour and size in stock; the product page offers the choice.
function AddToCart({ slug, title }: { slug: string; title: string }) {
  const { pathname, search } = useLocation();
  return (
    <CartForm>
      <input type="hidden" name="product" value={slug} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        name="intent"
        value="add"
        className="mt-1 rounded-md border border-slate-300 px-3 py-1 text-xs font-medium hover:border-theme"
      >
        Add to cart<span className="sr-only"> {title}</span>
      </button>
    </CartForm>
  );
}

function Badges({ product }: { product: Product }) {
  return (
    <span className="absolute start-2 top-2 flex flex-col items-start gap-1 text-xs font-semibold uppercase">
      {product.isNew && <span className="rounded bg-slate-900 px-2 py-0.5 text-slate-50">New</span>}
      {/* A signed number reads the same in both directions: -25%, not 25%- in rtl. */}
      {product.sale && (
        <span dir="ltr" className="rounded bg-theme-strong px-2 py-0.5 text-white">
          -{product.discountPercent}%
        </span>
      )}
      {product.stock === 0 && <span className="rounded bg-slate-600 px-2 py-0.5 text-surface">Sold out</span>}
    </span>
  );
}

const GRID_CLASSES: Record<View, string> = {
  grid: "grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4",
  "grid-5": "grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-5",
  list: "flex flex-col gap-6",
};

export function ProductGrid({
  products,
  currency,
  view = "grid",
}: {
  products: Product[];
  currency: Currency;
  view?: View;
}) {
  return (
    <ul className={GRID_CLASSES[view]}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} currency={currency} layout={view === "list" ? "row" : "card"} />
        </li>
      ))}
    </ul>
  );
}

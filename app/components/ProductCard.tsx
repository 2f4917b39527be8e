import type { Currency } from "@contract";
import { useLocation } from "@remix-run/react";

import { CartForm } from "~/components/CartForm";
import { useT } from "~/lib/i18n/use-t";
import type { View } from "~/lib/listing";
import { cardHref, type CardProduct as Product } from "~/lib/product-card";
import { WhenHydrated } from "~/lib/use-hydrated";

import { Price } from "./Price";
import { QuickAdd } from "./QuickAdd";
import { QuickView } from "./QuickView";
import { Rating } from "./Rating";
import { SiteLink } from "./SiteLink";

type ProductCardProps = {
  product: Product;
  currency: Currency;
  layout?: "card" | "row";
  // The first row of a listing: its picture is what a phone paints first, so it is not lazy.
  eager?: boolean;
};

export function ProductCard({ product, currency, layout = "card", eager = false }: ProductCardProps) {
  const [image, hoverImage] = product.images;
  const href = cardHref(product);
  return (
    <article
      className={`group relative flex gap-3 ${layout === "row" ? "flex-row items-center" : "flex-col"}`}
    >
      <div className={`relative shrink-0 ${layout === "row" ? "w-32 sm:w-48" : ""}`}>
        <SiteLink
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
              loading={eager ? "eager" : "lazy"}
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
              className="card-hover-image"
            />
          )}
        </SiteLink>
        <Badges product={product} />
        <WhenHydrated>
          <QuickView slug={product.slug} title={product.title} />
        </WhenHydrated>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs uppercase tracking-wide text-slate-500">{product.brand}</p>
        <h3 className="text-sm font-medium leading-snug">
          <SiteLink to={href} className="hover:underline">
            {product.title}
          </SiteLink>
        </h3>
        {product.rating > 0 && <Rating value={product.rating} />}
        <Price price={product.price} oldPrice={product.oldPrice} currency={currency} />
        {product.stock > 0 &&
          (product.choose ? (
            <QuickAdd slug={product.slug} title={product.title} href={href} />
          ) : (
            <AddToCart slug={product.slug} title={product.title} />
          ))}
      </div>
    </article>
  );
}

// A card in a slider: one link (picture, brand and title), the stars and the price; no cart
// form, quick view or second picture. A page of sliders stays light, and the product page
// is one tap away.
export function SliderCard({
  product,
  currency,
}: {
  product: Omit<Product, "choose" | "color">;
  currency: Currency;
}) {
  const image = product.images[0];
  return (
    <article className="slider-card">
      <SiteLink to={`/products/${product.slug}`}>
        {image && <img src={`/media/${image.src}`} alt="" width={600} height={600} loading="lazy" />}
        <span className="brand">{product.brand}</span>
        <h3>{product.title}</h3>
      </SiteLink>
      <Badges product={product} />
      <div>
        {product.rating > 0 && <Rating value={product.rating} />}
        <Price price={product.price} oldPrice={product.oldPrice} currency={currency} />
      </div>
    </article>
  );
}

// A product in one size and colour: added at once.
function AddToCart({ slug, title }: { slug: string; title: string }) {
  const { pathname, search } = useLocation();
  const t = useT();
  return (
    <CartForm>
      <input type="hidden" name="product" value={slug} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        name="intent"
        value="add"
        aria-label={`${t("quick.addToCart")} ${title}`}
        className="card-add"
      >
        {t("quick.addToCart")}
      </button>
    </CartForm>
  );
}

function Badges({ product }: { product: Pick<Product, "isNew" | "sale" | "stock" | "discountPercent"> }) {
  const t = useT();
  const badges: { key: string; text: string; dir?: "ltr" }[] = [];
  if (product.isNew) badges.push({ key: "new", text: t("card.new") });
  // A signed number reads the same in both directions: -25%, not 25%- in rtl. A sold-out
  // product offers no deal, so it has none.
  if (product.sale && product.stock > 0)
    badges.push({ key: "sale", text: `-${product.discountPercent}%`, dir: "ltr" });
  if (product.stock === 0) badges.push({ key: "out", text: t("card.soldOut") });
  if (badges.length === 0) return null;
  // One badge (most cards) is placed itself; more are stacked in a box (.badge, .badges).
  if (badges.length === 1) {
    const [{ key, text, dir }] = badges;
    return (
      <span dir={dir} className={`badge badge-${key}`}>
        {text}
      </span>
    );
  }
  return (
    <span className="badges">
      {badges.map(({ key, text, dir }) => (
        <span key={key} dir={dir} className={`badge-${key}`}>
          {text}
        </span>
      ))}
    </span>
  );
}

// Two columns on a phone (and one card a row in the list view).
const FIRST_ROW_ON_A_PHONE = 2;

const GRID_CLASSES: Record<View, string> = {
  grid: "grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4",
  "grid-5": "grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-5",
  list: "flex flex-col gap-6",
};

export function ProductGrid({
  products,
  currency,
  view = "grid",
  pageStarts,
}: {
  products: Product[];
  currency: Currency;
  view?: View;
  // A listing of several pages (?page=1-3): the first product of each page after the first is
  // a target (#page-2), where "Load more" opens.
  pageStarts?: { first: number; size: number };
}) {
  const pageStart = (index: number) =>
    pageStarts && index > 0 && index % pageStarts.size === 0
      ? `page-${pageStarts.first + index / pageStarts.size}`
      : undefined;
  return (
    <ul className={GRID_CLASSES[view]}>
      {products.map((product, index) => (
        <li key={product.id} id={pageStart(index)} className="scroll-mt-4">
          <ProductCard
            product={product}
            currency={currency}
            layout={view === "list" ? "row" : "card"}
            eager={index < FIRST_ROW_ON_A_PHONE}
          />
        </li>
      ))}
    </ul>
  );
}

// The pieces of the product page's buying column. Their words are the `product` namespace (and
// the colours', `colour`).
import type { Currency, ProductDetail, RecommendationsResponse, Variant } from "@contract";
import { byAge } from "@contract/constants";
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { CartForm } from "~/components/CartForm";
import { swatchOf } from "~/lib/colors";
import { formatDate } from "~/lib/dates";
import { rich } from "~/lib/i18n/rich";
import { type MessageId, type Translate, useLocale, useT } from "~/lib/i18n/use-t";
import { colourName, variantName } from "~/lib/i18n/vocabulary";
import { formatPrice } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import type { Choice } from "~/lib/variants";

import { PaymentLogo, type PaymentLogoName } from "./PaymentLogos";
import { SiteLink } from "./SiteLink";

const MAX_QUANTITY = 10;
const LOW_STOCK = 5;

// Colour and size are links (?color=&size=), so choosing works without JavaScript and
// the chosen variant is in the URL.
// The size finder's answer, marked on the size chips: the size for now, and the size for a
// later date ("in 3 months") when one was asked for (`ahead`, in months).
export type FitMarks = { now: string; later: string | null; ahead: number };

export function VariantPicker({
  colors,
  sizes,
  chosen,
  fits = null,
  sizeGuide,
}: {
  colors: Choice[];
  sizes: Choice[];
  chosen: Variant | null;
  fits?: FitMarks | null;
  sizeGuide?: string;
}) {
  const { pathname, search } = useLocation();
  const t = useT();
  const href = (changes: Record<string, string>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) params.set(key, value);
    return `${pathname}?${params}`;
  };
  return (
    <div className="flex flex-col gap-4">
      {colors.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-medium">
            {rich(t, "product.colourChosen", {
              colour: <span className="capitalize">{colourName(t, chosen?.color)}</span>,
            })}
          </p>
          <ul className="flex flex-wrap gap-2">
            {colors.map((color) => (
              <li key={color.value}>
                <SiteLink
                  to={href({ color: color.value })}
                  replace
                  preventScrollReset
                  aria-current={chosen?.color === color.value ? "true" : undefined}
                  aria-label={
                    color.available
                      ? colourName(t, color.value)
                      : t("product.soldOutLabel", { name: colourName(t, color.value) })
                  }
                  className="block h-11 w-11 rounded-full border-2 border-slate-200 p-0.5 aria-[current]:border-theme"
                >
                  <span
                    className={`block h-full w-full rounded-full border border-slate-300 ${color.available ? "" : "opacity-40"}`}
                    style={{ background: swatchOf(color.value) }}
                  />
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {sizes.length > 0 && (
        <div>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 text-sm">
            <p className="font-medium">{t("product.sizeChosen", { size: chosen?.size ?? "" })}</p>
            {sizeGuide && (
              <SiteLink
                to={sizeGuide}
                className="inline-flex min-h-11 items-center underline underline-offset-4"
              >
                {t("product.sizeGuide")}
              </SiteLink>
            )}
          </div>
          <SizeChips sizes={sizes} chosen={chosen} fits={fits} href={href} />
        </div>
      )}
    </div>
  );
}

// The size chips: links, with sold-out sizes and the finder's fitting sizes said on the chip.
function SizeChips({
  sizes,
  chosen,
  fits,
  href,
}: {
  sizes: Choice[];
  chosen: Variant | null;
  fits: FitMarks | null;
  href: (changes: Record<string, string>) => string;
}) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2">
      {sizes.map((size) => {
        const fit = fitNote(t, size.value, fits);
        const name = size.available ? size.value : t("product.soldOutLabel", { name: size.value });
        return (
          <li key={size.value}>
            <SiteLink
              to={href({ size: size.value, ...(chosen?.color ? { color: chosen.color } : {}) })}
              replace
              preventScrollReset
              aria-current={chosen?.size === size.value ? "true" : undefined}
              aria-label={fit ? t("product.fitsLabel", { name, when: fit }) : name}
              data-fits={fit || undefined}
              className={`flex min-h-11 min-w-12 flex-col items-center justify-center rounded border px-3 py-1 text-center text-sm aria-[current]:border-theme aria-[current]:bg-theme-strong aria-[current]:text-white ${size.available ? "border-slate-300" : "border-dashed border-slate-300 text-slate-600"} ${fit ? "border-2 border-theme" : ""}`}
            >
              {size.value}
              {/* Said on the chip, not only struck through: a sold-out size reads as one. */}
              {!size.available && <span className="text-xs leading-none">{t("product.chipSoldOut")}</span>}
              {fit && <span className="text-xs leading-none">{t("product.chipFits", { when: fit })}</span>}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

// "now", "in 3 months" or "now and in 3 months" when the finder marks this size, else "".
function fitNote(t: Translate, size: string, fits: FitMarks | null) {
  if (!fits) return "";
  const now = size === fits.now ? t("product.when", { ahead: 0 }) : "";
  const later = size === fits.later ? t("product.when", { ahead: fits.ahead }) : "";
  return now && later ? t("product.whenBoth", { now, later }) : now || later;
}

export function StockBar({ stock }: { stock: number }) {
  const t = useT();
  const percent = Math.min(100, Math.round((stock / 60) * 100));
  const text =
    stock === 0
      ? t("product.outOfStock")
      : stock <= LOW_STOCK
        ? t("product.hurry", { count: stock })
        : t("product.inStock");
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p
        className={
          stock === 0
            ? "font-semibold text-red-700 dark:text-red-300"
            : stock <= LOW_STOCK
              ? "font-medium text-amber-700 dark:text-amber-300"
              : "text-emerald-700 dark:text-emerald-300"
        }
      >
        {text}
      </p>
      <div className="h-1.5 w-full max-w-xs overflow-hidden rounded bg-slate-200" aria-hidden="true">
        <div className="h-full bg-theme-strong" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

// The buy box's form, which the phone's sticky bar (StickyBuyBar) submits too.
export const BUY_BOX_ID = "buy-box";

// Quantity and the two buying buttons, posted to the cart. Without JavaScript the quantity
// is a plain number input; with it, − and + buttons step it.
export function BuyBox({ product, variant }: { product: ProductDetail; variant: Variant | null }) {
  const hydrated = useHydrated();
  const t = useT();
  const { pathname, search } = useLocation();
  const available = variant?.stock ?? 0;
  const max = Math.max(1, Math.min(MAX_QUANTITY, available));
  const [quantity, setQuantity] = useState(1);
  useEffect(() => setQuantity(1), [variant?.sku]);
  const soldOut = !variant || available === 0;
  return (
    <CartForm id={BUY_BOX_ID} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="sku" value={variant?.sku ?? ""} />
      <input type="hidden" name="product" value={product.slug} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <div className="flex flex-col gap-1">
        <label htmlFor="quantity" className="text-sm font-medium">
          {t("product.quantity")}
        </label>
        <div className="flex items-center">
          {hydrated && (
            <button
              type="button"
              aria-label={t("product.fewer")}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={soldOut || quantity <= 1}
              className="h-11 w-11 rounded-s-md border border-slate-300 text-lg disabled:opacity-40"
            >
              −
            </button>
          )}
          <input
            id="quantity"
            type="number"
            name="qty"
            min={1}
            max={max}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value) || 1)}
            disabled={soldOut}
            className={`h-11 w-16 border border-slate-300 text-center ${hydrated ? "" : "rounded-md"}`}
          />
          {hydrated && (
            <button
              type="button"
              aria-label={t("product.more")}
              onClick={() => setQuantity((q) => Math.min(max, q + 1))}
              disabled={soldOut || quantity >= max}
              className="h-11 w-11 rounded-e-md border border-slate-300 text-lg disabled:opacity-40"
            >
              +
            </button>
          )}
        </div>
      </div>
      <button
        type="submit"
        name="intent"
        value="add"
        disabled={soldOut}
        className="h-11 rounded-md bg-theme-strong px-6 font-medium text-white disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {soldOut ? t("product.outOfStock") : t("product.addToCart")}
      </button>
      <button
        type="submit"
        name="intent"
        value="buy"
        disabled={soldOut}
        className="h-11 rounded-md border border-slate-900 px-6 font-medium disabled:cursor-not-allowed disabled:opacity-40"
      >
        {t("product.buyNow")}
      </button>
      {product.sizes.length > 0 && variant && (
        <p className="w-full text-xs text-slate-500">
          {t("product.chosen", { choice: variantName(t, variant.color, variant.size) })}
        </p>
      )}
    </CartForm>
  );
}

// Time left on a sale: a server-rendered figure, ticking every second with JavaScript.
export function SaleCountdown({ endsAt }: { endsAt: string }) {
  const t = useT();
  const { intl } = useLocale();
  const end = new Date(endsAt).getTime();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : Math.max(0, end - now);
  if (left === 0) return null;
  return (
    <p className="text-sm font-medium text-theme-strong">
      {left === null
        ? rich(t, "product.saleEnds", { date: <time dateTime={endsAt}>{formatDate(endsAt, intl)}</time> })
        : rich(t, "product.saleEndsIn", {
            left: (
              <span role="timer" aria-live="off">
                {t("product.countdown", countdown(left))}
              </span>
            ),
          })}
    </p>
  );
}

export function countdown(ms: number) {
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return { days, hours, minutes, seconds: seconds % 60 };
}

const ACCEPTED: [PaymentLogoName, MessageId][] = [
  ["visa", "product.pay.visa"],
  ["mastercard", "product.pay.mastercard"],
  ["amex", "product.pay.amex"],
  ["bank", "product.pay.bank"],
  ["cash", "product.pay.cash"],
];

export function PaymentIcons() {
  const t = useT();
  return (
    <div className="text-sm">
      <p className="mb-1 font-medium">{t("product.securePayment")}</p>
      <ul className="flex flex-wrap gap-2" aria-label={t("product.paymentMethods")}>
        {ACCEPTED.map(([logo, label]) => (
          <li key={logo}>
            <PaymentLogo name={logo} label={t(label)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

// A piece of the bundle: what it shows, and its variants to choose from.
export type BundleItem = Pick<ProductDetail, "id" | "slug" | "title" | "price" | "stock"> & {
  image: string | null;
  variants: Pick<Variant, "sku" | "size" | "color" | "stock">[];
};

// The product itself (its page's answer) or a related one (a card with its variants).
export const toBundleItem = (
  product: Pick<ProductDetail, "id" | "slug" | "title" | "price" | "stock" | "images">,
  variants: Pick<Variant, "sku" | "size" | "color" | "stock">[],
): BundleItem => ({
  ...{ id: product.id, slug: product.slug, title: product.title, price: product.price, stock: product.stock },
  image: product.images[0]?.src ?? null,
  variants: variants.map(({ sku, size, color, stock }) => ({ sku, size, color, stock })),
});

// The product with the related products whose variants came with the recommendations.
export function bundleOf(product: ProductDetail, recommendations: RecommendationsResponse | null) {
  const companions = (recommendations?.bundle ?? []).flatMap(({ productId, variants }) => {
    const card = recommendations?.data.find((one) => one.id === productId);
    return card ? [toBundleItem(card, variants)] : [];
  });
  return [toBundleItem(product, product.variants), ...companions];
}

// This product with two related ones, added to the cart in one go. A piece that comes in more
// than one size or colour asks which (a required choice, so it works without JavaScript too).
export function BundleOffer({ items: all, currency }: { items: BundleItem[]; currency: Currency }) {
  const t = useT();
  const items = all.filter((item) => item.stock > 0);
  if (items.length < 2) return null;
  const bundlePrice = items.reduce((sum, item) => sum + item.price, 0);
  return (
    <section aria-labelledby="bundle-title" className="rounded-xl border border-slate-200 p-6">
      <h2 id="bundle-title" className="mb-4 text-xl font-semibold">
        {t("product.bundle")}
      </h2>
      <CartForm>
        <ul className="flex flex-wrap items-start gap-3">
          {items.map((item, index) => (
            <li key={item.id} className="flex items-start gap-3">
              {index > 0 && (
                <span aria-hidden="true" className="pt-10 text-2xl text-slate-400">
                  +
                </span>
              )}
              <div className="flex w-28 flex-col gap-1 text-xs">
                <SiteLink to={`/products/${item.slug}`} className="flex flex-col gap-1">
                  {item.image && (
                    <img
                      src={`/media/${item.image}`}
                      alt=""
                      width={112}
                      height={112}
                      loading="lazy"
                      className="rounded bg-slate-100"
                    />
                  )}
                  <span>{item.title}</span>
                </SiteLink>
                <BundlePieceChoice item={item} />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          {rich(t, "product.bundlePrice", {
            price: (
              <strong className="text-lg">
                <bdi>{formatPrice(bundlePrice, currency)}</bdi>
              </strong>
            ),
          })}
        </p>
        <button
          type="submit"
          name="intent"
          value="bundle"
          className="mt-3 min-h-11 rounded-md bg-slate-900 px-5 py-2 font-medium text-slate-50"
        >
          {t("product.addAll", { count: items.length })}
        </button>
      </CartForm>
    </section>
  );
}

function BundlePieceChoice({ item }: { item: BundleItem }) {
  const t = useT();
  const [only] = item.variants;
  if (item.variants.length === 1) return <input type="hidden" name="sku" value={only.sku} />;
  const colours = new Set(item.variants.map((variant) => variant.color)).size;
  return (
    <select
      name="sku"
      required
      defaultValue=""
      aria-label={t("product.sizeOf", { title: item.title })}
      className="min-h-11 w-full rounded border border-slate-300 bg-surface px-1 text-sm"
    >
      <option value="" disabled>
        {t("product.sizePlaceholder")}
      </option>
      {[...item.variants]
        .sort((a, b) => byAge(a.size ?? "", b.size ?? ""))
        .map((variant) => (
          <option key={variant.sku} value={variant.sku} disabled={variant.stock === 0}>
            {variantName(t, colours > 1 ? variant.color : null, variant.size)}
            {variant.stock === 0 ? ` ${t("product.chipSoldOut")}` : ""}
          </option>
        ))}
    </select>
  );
}

// A card's "Add to cart" for a product that comes in more than one size or colour: it asks
// which instead of taking the first. Without JavaScript it is a link to the product page,
// where the choice is made; with it, the same link opens a small sheet of the product's
// variants, loaded when asked for (a card carries none of them). Its words are the `quick`
// namespace (and the colours', `colour`): a route that shows it asks for them.
import type { ProductDetail, Variant } from "@contract";
import { byAge } from "@contract/constants";
import { useFetcher } from "@remix-run/react";
import { type RefObject, useEffect, useRef, useState } from "react";

import { CartForm } from "~/components/CartForm";
import { keepFocusInside } from "~/lib/dialog";
import { type Translate, useLocalizedPath, useT } from "~/lib/i18n/use-t";
import { variantName } from "~/lib/i18n/vocabulary";

import { DialogClose } from "./DialogClose";

type ProductData = { product: ProductDetail };

type QuickAddProps = { slug: string; title: string; href: string; className?: string };

export function QuickAdd({ slug, title, href, className = "card-add" }: QuickAddProps) {
  // Mounted at the first tap and kept: closing the sheet must not cancel the add it posted.
  const [asked, setAsked] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();
  return (
    <>
      {/* Named with the product, as a list of cards needs: the visible words, then the title. */}
      <a
        href={href}
        aria-label={`${t("quick.addToCart")} ${title}`}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setAsked(true);
          dialog.current?.showModal();
        }}
      >
        {t("quick.addToCart")}
      </a>
      {asked && <SizeSheet dialog={dialog} slug={slug} title={title} />}
    </>
  );
}

function SizeSheet({
  dialog,
  slug,
  title,
}: {
  dialog: RefObject<HTMLDialogElement>;
  slug: string;
  title: string;
}) {
  const fetcher = useFetcher<ProductData>();
  const { load } = fetcher;
  const t = useT();
  const localize = useLocalizedPath();
  const path = localize(`/products/${slug}`);
  const started = useRef(false);
  // Opens at the first tap (the link opens it again after that) and loads the variants once.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dialog.current?.showModal();
    load(path);
  }, [dialog, load, path]);
  const product = fetcher.data?.product;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`size-sheet-${slug}`}
      onKeyDown={keepFocusInside}
      className="size-sheet"
    >
      <h2 id={`size-sheet-${slug}`} className="pe-12 text-lg font-semibold">
        {t("quick.chooseSize", { title })}
      </h2>
      {product ? (
        <CartForm className="mt-3 space-y-4" onSubmit={() => dialog.current?.close()}>
          <fieldset>
            <legend className="sr-only">{t("quick.sizeAndColour")}</legend>
            <ul className="flex flex-wrap gap-2">
              {inOrder(product).map((variant) => (
                <li key={variant.sku}>
                  <label className="size-choice">
                    <input
                      type="radio"
                      name="sku"
                      value={variant.sku}
                      required
                      disabled={variant.stock === 0}
                      className="overlay-input"
                    />
                    {choiceName(t, variant, product)}
                    {variant.stock === 0 && <span className="text-xs"> {t("quick.soldOut")}</span>}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <input type="hidden" name="qty" value="1" />
          <button
            type="submit"
            name="intent"
            value="add"
            className="min-h-11 w-full rounded-md bg-theme-strong px-5 font-medium text-white"
          >
            {t("quick.addToCart")}
          </button>
        </CartForm>
      ) : (
        <p role="status" className="py-6 text-center">
          {t("quick.loadingSizes")}
        </p>
      )}
      <DialogClose label={t("quick.close")} className="absolute end-2 top-2" />
    </dialog>
  );
}

// By colour in the product's order, then youngest size first.
const inOrder = ({ variants, colors }: ProductDetail) =>
  [...variants].sort(
    (a, b) =>
      colors.indexOf(a.color ?? "") - colors.indexOf(b.color ?? "") || byAge(a.size ?? "", b.size ?? ""),
  );

// "2-3y", or "Pink, 2-3y" when the product comes in more than one colour.
const choiceName = (t: Translate, variant: Variant, product: ProductDetail) =>
  variantName(t, product.colors.length > 1 ? variant.color : null, variant.size);

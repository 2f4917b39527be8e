import type { ProductCard } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { ListToggle } from "~/components/ListToggle";
import { Price } from "~/components/Price";
import { Rating } from "~/components/Rating";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { useT } from "~/lib/i18n/use-t";
import { changeList, loadList } from "~/lib/routes.server";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { products: await loadList(context, "compare"), messages: routeMessages(request, ["compare"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return changeList(request, context, "compare");
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "compare.title") },
  { name: "robots", content: "noindex" },
];

export default function Compare() {
  const { products } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  const t = useT();
  const rows: Row[] = [
    [t("compare.price"), (p) => <Price price={p.price} oldPrice={p.oldPrice} currency={currency} />],
    [t("compare.brand"), (p) => p.brand],
    [
      t("compare.rating"),
      (p) => (p.reviewCount > 0 ? <Rating value={p.rating} count={p.reviewCount} /> : t("compare.notRated")),
    ],
    [t("compare.colours"), (p) => <span className="capitalize">{p.colors.join(", ")}</span>],
    [t("compare.availability"), (p) => (p.stock > 0 ? t("compare.inStock") : t("compare.outOfStock"))],
  ];
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">{t("compare.title")}</h1>
      {products.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center">
          {t("compare.empty")}{" "}
          <LocaleLink to="/products" className="text-theme-strong underline">
            {t("compare.browse")}
          </LocaleLink>
        </p>
      ) : (
        <>
          <CompareSlider products={products} rows={rows} />
          <table className="hidden w-full table-fixed text-start text-sm md:table">
            <thead>
              <tr>
                <td className="w-32" />
                {products.map((product) => (
                  <th key={product.id} scope="col" className="p-3 align-top font-medium">
                    <ProductHeading product={product} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, cell]) => (
                <tr key={name} className="border-t border-slate-200">
                  <th scope="row" className="p-3 font-medium text-slate-600">
                    {name}
                  </th>
                  {products.map((product) => (
                    <td key={product.id} className="p-3">
                      {cell(product)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-slate-200">
                <td />
                {products.map((product) => (
                  <td key={product.id} className="p-3">
                    <RemoveButton product={product} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

type Row = [string, (product: ProductCard) => ReactNode];

// A phone: the products side by side in a row that scrolls and snaps a card at a time, the next
// one peeking in. The cards share the row's grid lines (a subgrid), so each fact sits level with
// the same fact on the card beside it, however long a title or a list of colours runs. Its width
// is the page's, never its cards' (contain: inline-size), and it is the containing block of the
// screen-reader-only texts in the cards (relative), so the page itself never scrolls sideways.
function CompareSlider({ products, rows }: { products: ProductCard[]; rows: Row[] }) {
  const t = useT();
  return (
    <ul
      aria-label={t("compare.label")}
      className="relative grid snap-x snap-mandatory auto-cols-[78%] grid-flow-col gap-x-3 overflow-x-auto pb-2 [contain:inline-size] md:hidden"
      // The heading, one row per fact, and the remove button.
      style={{ gridTemplateRows: `repeat(${rows.length + 2}, auto)` }}
    >
      {products.map((product) => (
        <li
          key={product.id}
          className="row-span-full grid snap-start grid-rows-subgrid gap-y-3 rounded-lg border border-slate-200 p-4"
        >
          <ProductHeading product={product} />
          <dl className="contents text-sm">
            {rows.map(([name, cell]) => (
              <div key={name}>
                <dt className="text-xs font-medium text-slate-600">{name}</dt>
                <dd>{cell(product)}</dd>
              </div>
            ))}
          </dl>
          <RemoveButton product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductHeading({ product }: { product: ProductCard }) {
  return (
    <LocaleLink
      to={`/products/${product.slug}`}
      className="flex items-center gap-3 hover:underline md:flex-col md:items-start"
    >
      {product.images[0] && (
        <img
          src={`/media/${product.images[0].src}`}
          alt=""
          width={160}
          height={160}
          className="h-20 w-20 rounded bg-slate-100 md:h-auto md:w-auto"
        />
      )}
      {product.title}
    </LocaleLink>
  );
}

function RemoveButton({ product }: { product: ProductCard }) {
  const t = useT();
  return (
    <ListToggle
      list="compare"
      productId={product.id}
      active
      add={t("compare.add")}
      remove={t("compare.remove", { title: product.title })}
      className="mt-3 min-h-11 md:mt-0"
    />
  );
}

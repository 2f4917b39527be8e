// The size guide of a category (/size-guide/dr-001): the age, height and weight each of its
// sizes is cut for, in centimetres and kilograms and in inches and pounds, from the one size
// scale (server/contract/sizes.ts).
import { type Age, AGES, isAge } from "@contract/constants";
import { inches, pounds, SIZE_SCALE } from "@contract/sizes";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ErrorPage } from "~/components/ErrorPage";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { rich } from "~/lib/i18n/rich";
import { translator } from "~/lib/i18n/translate.server";
import { type Translate, useT } from "~/lib/i18n/use-t";
import { ageFigures } from "~/lib/i18n/vocabulary";
import { absoluteUrl, catalogueHeaders } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = (params.category ?? "").toUpperCase();
  const categories = await context.api.products.categories();
  const category = categories.find((one) => one.code === code);
  if (!category) throw new Response("Not Found", { status: 404 });
  const scope: Record<string, string> = category.parentCode
    ? { c1: category.parentCode, c2: category.code }
    : { c1: category.code };
  // The sizes the category is sold in (its listing's size facet); the whole scale if none.
  const { facets } = await context.api.products.list({ ...scope, pageSize: 1 });
  const sold = facets.ages.map((entry) => entry.value).filter(isAge);
  const path = `/size-guide/${code.toLowerCase()}`;
  const t = translator(request, ["sizeGuide"]);
  return data(
    {
      messages: routeMessages(request, ["sizeGuide", "sizes"]),
      category,
      listing: `/products?${new URLSearchParams(scope)}`,
      sizes: sold.length ? sold : [...AGES],
      oneSize: sold.length === 0,
      seo: {
        title: t("sizeGuide.title", { category: category.name }),
        description: t("sizeGuide.description", { category: category.name.toLowerCase() }),
        url: absoluteUrl(path),
      },
    },
    { headers: catalogueHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

type Unit = "sizeGuide.cm" | "sizeGuide.in" | "sizeGuide.kg" | "sizeGuide.lb";
// "50–56 cm": the figures in a <bdi>, so they keep their order in right-to-left text.
const range = (t: Translate, [from, to]: readonly [number, number], unit: Unit) =>
  rich(t, unit, { range: <bdi>{`${from}–${to}`}</bdi> });
function ageRange(t: Translate, size: Age) {
  const { unit, from, to } = ageFigures(size);
  const figures = <bdi>{`${from}–${to}`}</bdi>;
  return unit === "months"
    ? rich(t, "sizes.months", { range: figures, to })
    : rich(t, "sizes.years", { range: figures, to });
}

export default function SizeGuide() {
  const { category, sizes, oneSize, listing, seo } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="max-w-3xl">
      <Breadcrumbs
        crumbs={[
          { name: category.name, path: listing },
          { name: t("sizeGuide.crumb"), path: new URL(seo.url).pathname },
        ]}
        baseUrl={seo.url}
      />
      <h1 className="mb-2 text-3xl font-semibold">{t("sizeGuide.title", { category: category.name })}</h1>
      <p className="mb-6 text-slate-600">
        {oneSize ? t("sizeGuide.oneSize", { category: category.name }) : t("sizeGuide.advice")}{" "}
        {t("sizeGuide.figures")}
      </p>
      {/* Four columns, each measure in both units on two lines: it fits a 320 px phone. */}
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("sizeGuide.caption", { category: category.name })}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="py-2 pe-3 text-start font-semibold">
                {t(heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <SizeRow key={size} size={size} />
          ))}
        </tbody>
      </table>
      <p className="mt-6">
        <LocaleLink to={listing} className="inline-flex min-h-11 items-center underline underline-offset-4">
          {t("sizeGuide.back", { category: category.name })}
        </LocaleLink>
      </p>
    </div>
  );
}

const HEADINGS = ["sizeGuide.size", "sizeGuide.age", "sizeGuide.height", "sizeGuide.weight"] as const;

function SizeRow({ size }: { size: Age }) {
  const { heightCm, weightKg } = SIZE_SCALE[size];
  const t = useT();
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className="py-2 pe-3 text-start font-medium">
        {size}
      </th>
      <td className="py-2 pe-3">{ageRange(t, size)}</td>
      <td className="py-2 pe-3">
        {range(t, heightCm, "sizeGuide.cm")}
        <br />
        {range(t, [inches(heightCm[0]), inches(heightCm[1])], "sizeGuide.in")}
      </td>
      <td className="py-2 pe-3">
        {range(t, weightKg, "sizeGuide.kg")}
        <br />
        {range(t, [pounds(weightKg[0]), pounds(weightKg[1])], "sizeGuide.lb")}
      </td>
    </tr>
  );
}

export const ErrorBoundary = ErrorPage;

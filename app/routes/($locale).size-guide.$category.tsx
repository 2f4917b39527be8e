// The size guide of a category (/size-guide/dr-001): the age, height and weight each of its
// sizes is cut for, in centimetres and kilograms and in inches and pounds, from the one size
// scale (server/contract/sizes.ts).
import { type Age, AGES, isAge } from "@contract/constants";
import { inches, pounds, SIZE_SCALE } from "@contract/sizes";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ErrorPage } from "~/components/ErrorPage";
import { LocaleLink } from "~/lib/i18n/Link";
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
  return data(
    {
      category,
      listing: `/products?${new URLSearchParams(scope)}`,
      sizes: sold.length ? sold : [...AGES],
      oneSize: sold.length === 0,
      seo: {
        title: `Size guide: ${category.name}`,
        description: `The age, height and weight each size of ${category.name.toLowerCase()} fits, in cm and kg and in inches and pounds.`,
        url: absoluteUrl(path),
      },
    },
    { headers: catalogueHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

const range = ([from, to]: readonly [number, number], unit: string) => `${from}–${to} ${unit}`;
const ageRange = ([from, to]: readonly [number, number]) =>
  to <= 24 ? `${from}–${to} months` : `${from / 12}–${to / 12} years`;

export default function SizeGuide() {
  const { category, sizes, oneSize, listing, seo } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <Breadcrumbs
        crumbs={[
          { name: category.name, path: listing },
          { name: "Size guide", path: new URL(seo.url).pathname },
        ]}
        baseUrl={seo.url}
      />
      <h1 className="mb-2 text-3xl font-semibold">Size guide: {category.name}</h1>
      <p className="mb-6 text-slate-600">
        {oneSize
          ? `${category.name} come in one size; this is the shop's size scale for clothing.`
          : "Choose by height and weight rather than the age on the label: children grow at their own pace."}{" "}
        Each size fits from the first figure up to the second.
      </p>
      {/* Four columns, each measure in both units on two lines: it fits a 320 px phone. */}
      <table className="w-full text-start text-sm">
        <caption className="sr-only">Sizes of {category.name}: age, height and weight</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {["Size", "Age", "Height", "Weight"].map((heading) => (
              <th key={heading} scope="col" className="py-2 pe-3 text-start font-semibold">
                {heading}
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
          Back to {category.name}
        </LocaleLink>
      </p>
    </div>
  );
}

function SizeRow({ size }: { size: Age }) {
  const { months, heightCm, weightKg } = SIZE_SCALE[size];
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className="py-2 pe-3 text-start font-medium">
        {size}
      </th>
      <td className="py-2 pe-3">{ageRange(months)}</td>
      <td className="py-2 pe-3">
        {range(heightCm, "cm")}
        <br />
        {range([inches(heightCm[0]), inches(heightCm[1])], "in")}
      </td>
      <td className="py-2 pe-3">
        {range(weightKg, "kg")}
        <br />
        {range([pounds(weightKg[0]), pounds(weightKg[1])], "lb")}
      </td>
    </tr>
  );
}

export const ErrorBoundary = ErrorPage;

import type { LookGroup } from "@contract";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ErrorPage } from "~/components/ErrorPage";
import { LookCard } from "~/components/LookCard";
import { LocaleLink } from "~/lib/i18n/Link";
import { LOOK_FILTERS, LOOK_GROUP_LABELS, lookbookPath, lookGroupParam } from "~/lib/lookbook";
import { countOf } from "~/lib/plural";
import { absoluteUrl, catalogueHeaders } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

// Styled outfits, filtered by group with plain links: /lookbook?look=baby.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const group = lookGroupParam(new URL(request.url).searchParams);
  const { api } = context;
  const looks = (await api.content.looks()).filter((look) => group === null || look.group === group);
  const title = group ? `Lookbook: ${LOOK_GROUP_LABELS[group]}` : "Lookbook";
  return data(
    {
      group,
      looks,
      seo: {
        title,
        description:
          "Outfit ideas from the Little Sprout team: everyday layers, party best, baby basics and accessories, with every piece to shop.",
        url: absoluteUrl(lookbookPath(group)),
        image: looks[0] ? `/media/${looks[0].image}` : undefined,
      },
    },
    { headers: catalogueHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function Lookbook() {
  const { group, looks, seo } = useLoaderData<typeof loader>();
  return (
    <div>
      <Breadcrumbs crumbs={[{ name: "Lookbook", path: "/lookbook" }]} baseUrl={seo.url} />
      <h1 className="text-3xl font-semibold">Lookbook</h1>
      <p className="mt-2 max-w-prose text-slate-600">
        Outfits our team put together from the shop. Pick a look you like and shop every piece in it.
      </p>
      <LookFilters current={group} />
      <p role="status" className="mb-4 text-sm text-slate-600">
        {countOf(looks.length, "look")}
        {group && ` in ${LOOK_GROUP_LABELS[group]}`}
      </p>
      {looks.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {looks.map((look, index) => (
            <li key={look.id}>
              <LookCard look={look} eager={index < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">
          No looks here yet.{" "}
          <LocaleLink to="/lookbook" className="text-theme-strong underline underline-offset-4">
            See every look
          </LocaleLink>
        </p>
      )}
    </div>
  );
}

// Links, not buttons: each filter is a URL, so it works without JavaScript and the current one
// is marked for assistive technology (aria-current) and by its filled style.
function LookFilters({ current }: { current: LookGroup | null }) {
  return (
    <nav aria-label="Filter looks" className="my-6">
      <ul className="flex flex-wrap gap-2">
        {LOOK_FILTERS.map(({ group, label }) => (
          <li key={label}>
            <LocaleLink
              to={lookbookPath(group)}
              preventScrollReset
              aria-current={group === current ? "page" : undefined}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-theme aria-[current=page]:border-theme-strong aria-[current=page]:bg-theme-strong aria-[current=page]:text-white"
            >
              {label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const ErrorBoundary = ErrorPage;

import type { LookGroup } from "@contract";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ErrorPage } from "~/components/ErrorPage";
import { LookCard } from "~/components/LookCard";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { LOOK_FILTERS, LOOK_GROUP_LABELS, lookbookPath, lookGroupParam } from "~/lib/lookbook";
import { absoluteUrl, catalogueHeaders } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

// Styled outfits, filtered by group with plain links: /lookbook?look=baby.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const group = lookGroupParam(new URL(request.url).searchParams);
  const { api } = context;
  const looks = (await api.content.looks()).filter((look) => group === null || look.group === group);
  const t = translator(request, ["lookbook"]);
  const title = group ? t("lookbook.titleOf", { group: t(LOOK_GROUP_LABELS[group]) }) : t("lookbook.title");
  return data(
    {
      group,
      looks,
      messages: routeMessages(request, ["lookbook"]),
      seo: {
        title,
        description: t("lookbook.description"),
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
  const t = useT();
  return (
    <div>
      <Breadcrumbs crumbs={[{ name: t("lookbook.title"), path: "/lookbook" }]} baseUrl={seo.url} />
      <h1 className="text-3xl font-semibold">{t("lookbook.title")}</h1>
      <p className="mt-2 max-w-prose text-slate-600">{t("lookbook.intro")}</p>
      <LookFilters current={group} />
      <p role="status" className="mb-4 text-sm text-slate-600">
        {group
          ? t("lookbook.countIn", { count: looks.length, group: t(LOOK_GROUP_LABELS[group]) })
          : t("lookbook.count", { count: looks.length })}
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
          {t("lookbook.none")}{" "}
          <LocaleLink to="/lookbook" className="text-theme-strong underline underline-offset-4">
            {t("lookbook.seeAll")}
          </LocaleLink>
        </p>
      )}
    </div>
  );
}

// Links, not buttons: each filter is a URL, so it works without JavaScript and the current one
// is marked for assistive technology (aria-current) and by its filled style.
function LookFilters({ current }: { current: LookGroup | null }) {
  const t = useT();
  return (
    <nav aria-label={t("lookbook.filter")} className="my-6">
      <ul className="flex flex-wrap gap-2">
        {LOOK_FILTERS.map(({ group, label }) => (
          <li key={label}>
            <LocaleLink
              to={lookbookPath(group)}
              preventScrollReset
              aria-current={group === current ? "page" : undefined}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-theme aria-[current=page]:border-theme-strong aria-[current=page]:bg-theme-strong aria-[current=page]:text-white"
            >
              {t(label)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const ErrorBoundary = ErrorPage;

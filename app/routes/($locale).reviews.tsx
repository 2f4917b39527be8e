import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "~/components/Breadcrumbs";
import { Pagination } from "~/components/Pagination";
import { Rating } from "~/components/Rating";
import { pageParam } from "~/lib/blog-params";
import { formatDate } from "~/lib/dates";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { translator } from "~/lib/i18n/translate.server";
import { useLocale, useT } from "~/lib/i18n/use-t";
import { absoluteUrl } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

const PAGE_SIZE = 10;

// What parents say: every published product review, newest first.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const page = pageParam(new URL(request.url).searchParams);
  const reviews = await api.products.allReviews({ page, pageSize: PAGE_SIZE });
  const t = translator(request, ["reviews"]);
  return {
    reviews,
    baseUrl: absoluteUrl("/"),
    messages: routeMessages(request, ["reviews", "paging"]),
    seo: {
      title: t("reviews.title"),
      description: t("reviews.description"),
      url: absoluteUrl("/reviews"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function Reviews() {
  const { reviews, baseUrl } = useLoaderData<typeof loader>();
  const t = useT();
  const { intl } = useLocale();
  return (
    <div className="mx-auto max-w-3xl">
      <Breadcrumbs baseUrl={baseUrl} crumbs={[{ name: t("reviews.title"), path: "/reviews" }]} />
      <h1 className="mb-6 text-3xl font-semibold">{t("reviews.title")}</h1>
      {reviews.data.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center">{t("reviews.empty")}</p>
      ) : (
        <ul className="space-y-4">
          {reviews.data.map((review) => (
            <li key={review.id}>
              <article className="flex gap-4 rounded-lg border border-slate-200 p-4">
                {review.product.image && (
                  <img
                    src={`/media/${review.product.image.src}`}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="h-20 w-20 rounded bg-slate-100"
                  />
                )}
                <div className="flex flex-col gap-1">
                  <LocaleLink
                    to={`/products/${review.product.slug}`}
                    className="text-sm text-theme-strong hover:underline"
                  >
                    {review.product.title}
                  </LocaleLink>
                  <Rating value={review.rating} />
                  <h2 className="font-semibold">{review.title}</h2>
                  <p className="text-slate-700">{review.body}</p>
                  <p className="text-xs text-slate-500">
                    {review.name},{" "}
                    <time dateTime={review.createdAt}>{formatDate(review.createdAt, intl)}</time>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination paging={reviews.paging} />
    </div>
  );
}

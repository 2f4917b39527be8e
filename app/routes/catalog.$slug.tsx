import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ErrorPage } from "~/components/ErrorPage";
import { ProductListing } from "~/components/ProductListing";
import { catalogueHeaders } from "~/lib/cache.server";
import { loadListing } from "~/lib/listing.server";
import { seoMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/seo.server";
import { orNotFound, upstreamFor } from "~/lib/upstream.server";

// A curated collection (/catalog/new-arrival, /catalog/best-sellers, …): a listing fixed to it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await upstreamFor(request);
  const catalog = await orNotFound(api.content.catalog(params.slug ?? ""));
  const listing = await loadListing(request, { collection: catalog.collection });
  const path = `/catalog/${catalog.slug}`;
  return data(
    {
      ...listing,
      title: catalog.title,
      baseUrl: absoluteUrl(request, "/"),
      crumbs: [{ name: catalog.title, path }],
      seo: {
        title: catalog.title,
        description: catalog.description,
        url: absoluteUrl(request, path),
        image: `/media/${catalog.image}`,
      },
    },
    { headers: catalogueHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function CatalogDetail() {
  return <ProductListing {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ErrorPage;

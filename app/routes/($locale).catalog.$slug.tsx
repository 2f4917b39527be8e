import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";

import { ErrorPage } from "~/components/ErrorPage";
import { ProductListing } from "~/components/ProductListing";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LISTING_NAMESPACES, loadCatalogListing } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

// A curated collection (/catalog/new-arrival, /catalog/best-sellers, …): a listing fixed to it.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { catalog, listing, headers } = await loadCatalogListing(request, context, params.slug ?? "");
  const path = `/catalog/${catalog.slug}`;
  return data(
    {
      ...listing,
      title: catalog.title,
      messages: routeMessages(request, LISTING_NAMESPACES),
      crumbs: [{ name: catalog.title, path }],
      seo: {
        title: catalog.title,
        description: catalog.description,
        url: new URL(path, listing.baseUrl).href,
        image: `/media/${catalog.image}`,
      },
    },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function CatalogDetail() {
  return <ProductListing {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ErrorPage;

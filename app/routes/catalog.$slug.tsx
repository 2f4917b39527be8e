import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorPage } from "~/components/ErrorPage";
import { ProductListing } from "~/components/ProductListing";
import { catalogueHeaders } from "~/lib/cache.server";
import { loadListing } from "~/lib/listing.server";
import { orNotFound, upstreamFor } from "~/lib/upstream.server";

// A curated collection (/catalog/new-arrival, /catalog/best-sellers, …): a listing fixed to it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await upstreamFor(request);
  const catalog = await orNotFound(api.content.catalog(params.slug ?? ""));
  const listing = await loadListing(request, { collection: catalog.collection });
  return data({ ...listing, title: catalog.title, description: catalog.description }, { headers: catalogueHeaders(request) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Collection"} · Little Sprout` },
  { name: "description", content: data?.description ?? "" },
];

export default function CatalogDetail() {
  return <ProductListing {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ErrorPage;

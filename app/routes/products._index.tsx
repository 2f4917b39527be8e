import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductListing } from "~/components/ProductListing";
import { catalogueHeaders } from "~/lib/cache.server";
import { loadListing } from "~/lib/listing.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const listing = await loadListing(request);
  const nameOf = (code?: string) => listing.categories.find((category) => category.code === code)?.name;
  const title = nameOf(listing.params.c2) ?? nameOf(listing.params.c1) ?? "All products";
  return data({ ...listing, title }, { headers: catalogueHeaders(request) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Products"} · Little Sprout` },
  { name: "description", content: `Shop ${data?.title.toLowerCase() ?? "products"} for babies and children at Little Sprout.` },
];

export default function Products() {
  return <ProductListing {...useLoaderData<typeof loader>()} />;
}

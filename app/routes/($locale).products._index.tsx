import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";

import { ProductListing } from "~/components/ProductListing";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { translator } from "~/lib/i18n/translate.server";
import { LISTING_NAMESPACES, loadListing } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { listing, headers } = await loadListing(request, context);
  const t = translator(request, ["listing"]);
  const { c1, c2 } = listing.params;
  const nameOf = (code?: string) => listing.categories.find((category) => category.code === code)?.name;
  const top = nameOf(c1);
  const sub = nameOf(c2);
  const title = sub ?? top ?? t("listing.allProducts");
  // The canonical page of a category is its first page, unfiltered and unsorted.
  const path = c2 && c1 ? `/products?c1=${c1}&c2=${c2}` : c1 ? `/products?c1=${c1}` : "/products";
  return data(
    {
      ...listing,
      title,
      messages: routeMessages(request, LISTING_NAMESPACES),
      crumbs: [
        { name: t("listing.products"), path: "/products" },
        ...(top ? [{ name: top, path: `/products?c1=${c1}` }] : []),
        ...(sub ? [{ name: sub, path }] : []),
      ],
      seo: {
        title,
        description: t("listing.description", { title: title.toLowerCase() }),
        url: new URL(path, listing.baseUrl).href,
      },
    },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function Products() {
  return <ProductListing {...useLoaderData<typeof loader>()} />;
}

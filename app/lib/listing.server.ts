// The data of a catalogue listing (/products, /catalog/{slug}): the page of products,
// the facets for the sidebar and the category names, from the URL's params.
import { parseListingParams, parseView } from "./listing";
import { toCard } from "./product-card";
import { upstreamFor } from "./upstream.server";

export async function loadListing(request: Request, fixed: { collection?: string } = {}) {
  const searchParams = new URL(request.url).searchParams;
  const params = parseListingParams(searchParams);
  const { api } = await upstreamFor(request);
  const [listing, categories] = await Promise.all([
    api.products.list({ ...params, ...fixed }),
    api.products.categories(),
  ]);
  // The cards take only what they draw: the hydration data stays small.
  return {
    params,
    view: parseView(searchParams),
    categories,
    ...listing,
    data: listing.data.map((p) => toCard(p)),
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;

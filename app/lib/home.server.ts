// The data of the home page.
import type { ProductCard } from "@contract";
import type { AppLoadContext } from "@remix-run/node";

import { catalogueHeaders } from "./cache.server";
import { routeMessages, translatorOf } from "./i18n/catalogue.server";
import { type CardProduct, toCard } from "./product-card";
import { absoluteUrl } from "./seo.server";

// The collections shown as product sliders, in order, with the catalog each links to.
const SECTIONS = [
  { title: "home.section.newArrivals", collection: "new arrival", link: "/catalog/new-arrival" },
  { title: "home.section.onSale", collection: "on sale", link: "/catalog/on-sale" },
  { title: "home.section.bestSellers", collection: "best sellers", link: "/catalog/best-sellers" },
  { title: "home.section.trending", collection: "trending product", link: "/products?tag=trending" },
  { title: "home.section.featured", collection: "featured products", link: "/catalog/featured" },
] as const;
// Products per slider: a few swipes on a phone, "See all" for the rest. Five sliders of eight
// made the page too heavy (issue 13: its HTML under 60 KB).
const SLIDER_SIZE = 5;

export async function loadHome(request: Request, { api }: AppLoadContext) {
  const [banners, feed, blog, testimonials, ...sections] = await Promise.all([
    api.content.banners(),
    api.content.feed(),
    api.content.blog({ pageSize: 3 }),
    api.content.testimonials(),
    ...SECTIONS.map((section) =>
      api.products.list({ collection: section.collection, pageSize: SLIDER_SIZE }),
    ),
  ]);
  // A product in several sliders is one object, which the hydration data then carries once.
  const cards = new Map<number, CardProduct>();
  const cardOf = (product: ProductCard) => {
    if (!cards.has(product.id)) cards.set(product.id, toCard(product, 1));
    return cards.get(product.id)!;
  };
  const t = translatorOf(request);
  const home = {
    seo: {
      title: t("home.seo.title"),
      description: t("home.seo.description"),
      url: absoluteUrl("/"),
    },
    banners,
    feed,
    posts: blog.data,
    testimonials,
    // A slider card draws one picture; the collection's name stays on the server.
    sections: SECTIONS.map(({ title, link }, index) => ({
      title: t(title),
      link,
      products: sections[index].data.map(cardOf),
    })),
    // The home page's own messages.
    messages: routeMessages(request, ["home"]),
  };
  return { home, headers: catalogueHeaders(request) };
}

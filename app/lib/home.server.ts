// The data of the home page. The route imports only this server module: each server module a
// route imports becomes an empty script file in the browser build, and the page preloads it.
import { catalogueHeaders } from "./cache.server";
import { toCard } from "./product-card";
import { absoluteUrl } from "./seo.server";
import { upstreamFor } from "./upstream.server";

// The collections shown as product sliders, in order, with the catalog each links to.
const SECTIONS = [
  { title: "New arrivals", collection: "new arrival", link: "/catalog/new-arrival" },
  { title: "On sale", collection: "on sale", link: "/catalog/on-sale" },
  { title: "Best sellers", collection: "best sellers", link: "/catalog/best-sellers" },
  { title: "Trending now", collection: "trending product", link: "/products?tag=trending" },
  { title: "Featured", collection: "featured products", link: "/catalog/featured" },
] as const;

export async function loadHome(request: Request) {
  const { api } = await upstreamFor(request);
  const [banners, feed, blog, testimonials, ...sections] = await Promise.all([
    api.content.banners(),
    api.content.feed(),
    api.content.blog({ pageSize: 3 }),
    api.content.testimonials(),
    ...SECTIONS.map((section) => api.products.list({ collection: section.collection, pageSize: 8 })),
  ]);
  const home = {
    seo: {
      title: "Baby and children's clothing and essentials",
      description:
        "Soft, safe and cheerful clothing, bath, feeding and play essentials for babies and little ones.",
      url: absoluteUrl(request, "/"),
    },
    banners,
    feed,
    posts: blog.data,
    testimonials,
    // A slider card draws one picture; the collection's name stays on the server.
    sections: SECTIONS.map(({ title, link }, index) => ({
      title,
      link,
      products: sections[index].data.map((product) => toCard(product, 1)),
    })),
  };
  return { home, headers: catalogueHeaders(request) };
}

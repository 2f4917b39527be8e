// What search engines and link previews read: title, description, canonical URL, Open Graph,
// and schema.org structured data. Shared by every page; build it in the loader, where the
// absolute URL is known (lib/seo.server.ts), and hand it to `meta`.
import type { MetaDescriptor } from "@remix-run/node";

export const SHOP_NAME = "Little Sprout";
const DESCRIPTION_LENGTH = 160;

export type Seo = {
  title: string;
  description: string;
  // Absolute canonical URL of the page, without its locale: the layout draws the canonical link
  // and the alternates in each locale from it (components/LocaleLinks.tsx).
  url: string;
  // Path or URL of the picture for link previews; resolved against `url`.
  image?: string;
  type?: "website" | "article" | "product";
};

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  // No data: the loader failed and the error page shows.
  if (!seo) return [{ title: SHOP_NAME }];
  const description = shorten(seo.description, DESCRIPTION_LENGTH);
  const image = seo.image ? new URL(seo.image, seo.url).href : undefined;
  return [
    { title: `${seo.title} · ${SHOP_NAME}` },
    { name: "description", content: description },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: description },
    { property: "og:url", content: seo.url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

// Cut at a word boundary, with an ellipsis, so a long text still reads well in a result.
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // Drop a word the cut went through, unless that would drop most of the text.
  const space = flat[max - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

export type Crumb = { name: string; path: string };

// schema.org BreadcrumbList for <JsonLd>; item URLs must be absolute.
export function breadcrumbList(crumbs: Crumb[], baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, baseUrl).href,
    })),
  };
}

import { describe, expect, it } from "vitest";

import { breadcrumbList, seoMeta, shorten } from "./seo";

describe("seoMeta", () => {
  it("gives title, description and Open Graph tags, with the image made absolute", () => {
    const meta = seoMeta({
      title: "Choosing Toys",
      description: "What kind of play suits each stage.",
      url: "https://shop.example/blog/choosing-toys",
      image: "/media/blog/choosing-toys.svg",
      type: "article",
    });
    expect(meta).toContainEqual({ title: "Choosing Toys · Little Sprout" });
    expect(meta).toContainEqual({ name: "description", content: "What kind of play suits each stage." });
    // The canonical link is the layout's, in the page's locale (components/LocaleLinks.tsx).
    expect(meta.filter((tag) => "rel" in tag)).toEqual([]);
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://shop.example/blog/choosing-toys" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://shop.example/media/blog/choosing-toys.svg",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("leaves out the image tags without an image, and falls back to the shop's name without data", () => {
    const meta = seoMeta({ title: "FAQ", description: "Answers.", url: "https://shop.example/faq" });
    expect(meta.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(seoMeta(undefined)).toEqual([{ title: "Little Sprout" }]);
  });
});

describe("shorten", () => {
  it("keeps short text, flattening whitespace", () => {
    expect(shorten("  Soft\n\nand   safe ", 160)).toBe("Soft and safe");
  });

  it("cuts long text at a word boundary with an ellipsis, within the limit", () => {
    const text =
      "Newborns cannot tell you when they are too hot or too cold, so layering is the simplest way to keep them comfortable.";
    const short = shorten(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toBe("Newborns cannot tell you when they are too hot or…");
  });
});

describe("breadcrumbList", () => {
  it("numbers the crumbs and makes their URLs absolute", () => {
    expect(
      breadcrumbList(
        [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
        ],
        "https://shop.example/blog/x",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://shop.example/blog" },
      ],
    });
  });
});

import { describe, expect, it } from "vitest";

import { sitemapIndexXml, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists every URL, escapes ampersands and adds lastmod when known", () => {
    const xml = sitemapXml([
      { loc: "https://shop.example/" },
      { loc: "https://shop.example/products?c1=CL-001&c2=DR-001" },
      { loc: "https://shop.example/blog/hello", lastmod: "2026-01-02" },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://shop.example/products?c1=CL-001&amp;c2=DR-001</loc>");
    expect(xml).not.toMatch(/&(?!amp;)/);
    expect(xml).toContain(
      "<url><loc>https://shop.example/blog/hello</loc><lastmod>2026-01-02</lastmod></url>",
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});

describe("sitemapIndexXml", () => {
  it("names each file once, escaped", () => {
    const xml = sitemapIndexXml([
      "https://shop.example/sitemaps/pages.xml",
      "https://shop.example/a?b=1&c=2",
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml).toContain("<sitemap><loc>https://shop.example/a?b=1&amp;c=2</loc></sitemap>");
    expect(xml.trimEnd().endsWith("</sitemapindex>")).toBe(true);
  });
});

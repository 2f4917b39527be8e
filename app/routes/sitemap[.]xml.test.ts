// /sitemap.xml and its files, loaders called directly against the real API (a catalogue of
// 250 products: one products file; the API's paging test covers the 50,000 split).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readApiConfig } from "../../server/config";
import { startApi } from "../../server/server";
import type { loader as indexLoader } from "./sitemap[.]xml";
import type { loader as fileLoader } from "./sitemaps.$file";

let api: Awaited<ReturnType<typeof startApi>>;
let sitemapIndex: typeof indexLoader;
let sitemapFile: typeof fileLoader;
beforeAll(async () => {
  api = await startApi({ ...readApiConfig({}), port: 0, dataDir: "memory://" });
  // The web reads its configuration when first imported: point it at this API first.
  process.env.API_BASE_URL = api.url;
  process.env.SHOP_URL = "https://shop.example";
  sitemapIndex = (await import("./sitemap[.]xml")).loader;
  sitemapFile = (await import("./sitemaps.$file")).loader;
});
afterAll(() => api.stop());

const args = (path: string, params: Record<string, string> = {}) => ({
  request: new Request(`https://shop.example${path}`),
  params,
  context: {},
});

describe("/sitemap.xml", () => {
  it("is a sitemap index naming the pages file and one file per 50,000 products", async () => {
    const response = await sitemapIndex(args("/sitemap.xml"));
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("s-maxage=3600");
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://shop.example/sitemaps/pages.xml",
      "https://shop.example/sitemaps/products-1.xml",
    ]);
  });
});

describe("/sitemaps/{file}", () => {
  it("lists every product in the products file", async () => {
    const xml = await (
      await sitemapFile(args("/sitemaps/products-1.xml", { file: "products-1.xml" }))
    ).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toHaveLength(250);
    expect(urls.every((url) => /^https:\/\/shop\.example\/products\/[a-z0-9-]+$/.test(url))).toBe(true);
  });

  it("lists the shop's own pages, escaped, in the pages file", async () => {
    const xml = await (await sitemapFile(args("/sitemaps/pages.xml", { file: "pages.xml" }))).text();
    expect(xml).toContain("<loc>https://shop.example/</loc>");
    expect(xml).toContain("<loc>https://shop.example/products?c1=CL-001&amp;c2=DR-001</loc>");
    expect(xml).toContain("<loc>https://shop.example/catalog/new-arrival</loc>");
    expect(xml).toMatch(
      /<loc>https:\/\/shop\.example\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
    expect(xml).toContain("<loc>https://shop.example/page/about-us</loc>");
    expect(xml).not.toContain("/products/");
  });

  it("answers 404 for a file past the last one or any other name", async () => {
    for (const file of ["products-2.xml", "products-0.xml", "products-x.xml", "other.xml"]) {
      const answer = await sitemapFile(args(`/sitemaps/${file}`, { file })).catch(
        (thrown: unknown) => thrown,
      );
      expect(answer, file).toBeInstanceOf(Response);
      expect((answer as Response).status, file).toBe(404);
    }
  });
});

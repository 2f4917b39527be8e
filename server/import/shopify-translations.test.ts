// Shopify's translation CSV: the products' titles and descriptions in the shop's other locales,
// matched by handle; every row left out is counted with its reason.
import { readFile } from "node:fs/promises";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApi } from "../testing";
import { readCatalogue } from "./run";
import { importShopifyTranslations } from "./shopify-translations";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const SAMPLE = "docs/import/shopify-translations.csv";
const summary = async (slug: string, locale: string) =>
  (await api.request(`/api/products/${slug}/summary?locale=${locale}`)).body.data;

describe("Shopify's translation CSV", () => {
  it("a dry run counts what it would store and writes nothing", async () => {
    const before = await summary("padded-bomber-jacket-1", "fr");
    const report = await importShopifyTranslations(api.db, "t.csv", await readFile(SAMPLE), { dryRun: true });
    expect(report).toMatchObject({ dryRun: true, rows: 14, stored: 4 });
    expect(await summary("padded-bomber-jacket-1", "fr")).toEqual(before);
    expect(before.title).not.toBe("Blouson aviateur matelassé");
  });

  it("stores titles and descriptions by handle, and says why each other row was left out", async () => {
    const arabicBefore = await summary("padded-bomber-jacket-1", "ar");
    const report = await importShopifyTranslations(api.db, "t.csv", await readFile(SAMPLE));
    expect(report.stored).toBe(4);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { reason: "the field meta_title: only title and body_html are taken", count: 1, lines: [5] },
        { reason: "the locale de: not one the shop offers", count: 1, lines: [10] },
        { reason: "no handle for the product 8171020190003", count: 1, lines: [11] },
        { reason: "no product at /products/no-such-product", count: 1, lines: [13] },
        { reason: "a COLLECTION row: only products' translations are taken", count: 1, lines: [14] },
        { reason: "no translated content", count: 1, lines: [15] },
      ]),
    );
    expect(report.skipped).toHaveLength(6);
    // The description's HTML read as text; a field the file does not give stays as it was.
    expect(await summary("padded-bomber-jacket-1", "fr")).toMatchObject({
      title: "Blouson aviateur matelassé",
      description: "Un blouson chaud et léger.\nLavable en machine.",
    });
    const arabic = await summary("padded-bomber-jacket-1", "ar");
    expect(arabic.title).toBe("سترة بومبر مبطنة");
    expect(arabic.title).not.toBe(arabicBefore.title);
    expect(arabic.description).toBe(arabicBefore.description);
    // A regional locale (fr-CA) is its language's; the handle came from another locale's row.
    expect((await summary("reversible-hooded-jacket-2", "fr")).title).toBe("Veste à capuche réversible");
    // Searched in the locale at once (the catalogue's caches were told).
    const found = await api.request(`/api/search?q=${encodeURIComponent("aviateur")}&locale=fr`);
    expect(found.body.data.map((card: { slug: string }) => card.slug)).toContain("padded-bomber-jacket-1");
  });

  it("takes the handle from a Handle column when the file has one", async () => {
    const csv = [
      "Type,Identification,Handle,Field,Locale,Market,Status,Default content,Translated content",
      "PRODUCT,gid://shopify/Product/9,sunday-best-waistcoat-set-3,title,fr,,,Sunday Best Waistcoat Set,Ensemble gilet",
    ].join("\n");
    const report = await importShopifyTranslations(api.db, "t.csv", Buffer.from(csv));
    expect(report).toMatchObject({ stored: 1, skipped: [] });
    expect((await summary("sunday-best-waistcoat-set-3", "fr")).title).toBe("Ensemble gilet");
  });

  it("refuses a file without its columns, and the catalogue import refuses a translation file", async () => {
    await expect(
      importShopifyTranslations(api.db, "t.csv", Buffer.from("Type,Field\nPRODUCT,title\n")),
    ).rejects.toThrow(/lacks the columns Identification, Locale, Default content, Translated content/);
    await expect(readCatalogue("t.csv", await readFile(SAMPLE))).rejects.toThrow(
      /a Shopify translation file/,
    );
  });
});

// The spec's JSON with per-locale fields: `title` and `description` as { en, ar, fr } (en
// required) beside the plain text the spec gives. The translations land in the shop's
// translations and show in that locale; a field left out shows in English.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { products } from "../db/schema";
import { createTestApi } from "../testing";
import { largeCatalogue } from "./large-catalogue";
import { importCatalogue, readCatalogue } from "./run";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const importJson = async (records: unknown[]) =>
  importCatalogue(api.db, await readCatalogue("catalogue.json", Buffer.from(JSON.stringify(records))), {
    shopUrl: "http://shop.test",
    pictures: async () => null,
  });

describe("per-locale fields in the spec's JSON", () => {
  it("imports a title and a description in several locales, each falling back to English", async () => {
    const [plain, localised] = largeCatalogue(2);
    const report = await importJson([
      plain,
      {
        ...localised,
        title: { en: "Starry Night Sleepsuit", ar: "بيجامة ليلة النجوم", fr: "Grenouillère nuit étoilée" },
        description: { en: "Soft and warm.", fr: "Douce et chaude." },
      },
    ]);
    expect(report.totals.created).toBe(2);
    const slug = async (id: number) =>
      (await api.db.select({ slug: products.slug }).from(products).where(eq(products.id, id)))[0].slug;
    const path = `/api/products/${await slug(localised.id)}/summary`;
    const [en, ar, fr] = await Promise.all([
      api.request(path),
      api.request(`${path}?locale=ar`),
      api.request(`${path}?locale=fr`),
    ]);
    expect(en.body.data).toMatchObject({ title: "Starry Night Sleepsuit", description: "Soft and warm." });
    expect(ar.body.data).toMatchObject({ title: "بيجامة ليلة النجوم", description: "Soft and warm." });
    expect(fr.body.data).toMatchObject({
      title: "Grenouillère nuit étoilée",
      description: "Douce et chaude.",
    });
    // The plain text of the spec is English in every locale.
    const other = await api.request(`/api/products/${await slug(plain.id)}/summary?locale=ar`);
    expect(other.body.data.title).toBe(plain.title);
    // Searched in the locale.
    const found = await api.request(`/api/search?q=${encodeURIComponent("ليله النجوم")}&locale=ar`);
    expect(found.body.data.map((card: { id: number }) => card.id)).toEqual([localised.id]);
  });

  it("rejects a record whose text has no English or names a locale the shop does not offer", async () => {
    const [, , noEnglish, unknown] = largeCatalogue(4);
    const report = await importJson([
      { ...noEnglish, title: { ar: "بلا إنجليزية" } },
      { ...unknown, title: { en: "Known", de: "Unbekannt" } },
    ]);
    expect(report.totals.rejected).toBe(2);
  });
});

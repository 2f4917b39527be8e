// One catalogue import: read the file, check every record, copy the pictures and write it all
// in one transaction (or, for a dry run, write nothing), and answer the report.
import { eq, inArray, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { categories, mediaFiles, products, productVariants } from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import type { MediaFile } from "../lib/media-store";
import { restockedVariants } from "../lib/stock-alerts";
import { refreshCatalogueSummaries } from "../queries/listing";
import { storeTranslations, translationRow } from "../queries/translations";
import { kebab } from "../seed/demo-data";
import { sizePlacer } from "./category-map";
import { categoryResolver, makeSkusUnique, rejectDuplicates, type SkuPolicy } from "./check";
import { collectPictures, type PictureSource } from "./pictures";
import { IMPORT_LIMITS, type ImportProduct } from "./product";
import { readSpecJson } from "./read-json";
import { readShopifyCsv } from "./read-shopify-csv";
import { type CatalogueBytes, sniffFormat, utf8Pieces } from "./read-text";
import type { ImportReport } from "./report";
import { applyPlan, loadExisting, nextIds, planWrites, readInSlices, type ReadyProduct } from "./write";

export type ImportPhase = "checking" | "pictures" | "writing";

export type ImportOptions = {
  // Category names of the file → the shop's sub-category codes or names.
  categoryMap?: Record<string, string>;
  // Size names of the file → sizes of the shop's scale (category-map.ts).
  sizeMap?: Record<string, string>;
  skuPolicy?: SkuPolicy;
  dryRun?: boolean;
  pictures: PictureSource;
  // Where the shop's pages live, for the links of the back-in-stock mails an import sends.
  shopUrl: string;
  onProgress?: (phase: ImportPhase, done: number, total: number) => void;
};

export type Catalogue = { fileName: string; format: ImportReport["format"]; records: ImportProduct[] };

// Reads and checks a catalogue file on its own, piece by piece, before any database is
// touched; a file that cannot be read throws ImportFileError.
export async function readCatalogue(
  fileName: string,
  bytes: CatalogueBytes,
  limits = IMPORT_LIMITS,
): Promise<Catalogue> {
  const { format, pieces } = await sniffFormat(fileName, utf8Pieces(bytes));
  const records =
    format === "json" ? await readSpecJson(pieces, limits) : await readShopifyCsv(pieces, limits);
  rejectDuplicates(records);
  return { fileName, format, records };
}

// Imports never run side by side: each sees the catalogue the one before it left.
export const IMPORT_LOCK = 20240602;

export async function importCatalogue(
  db: Database,
  { fileName, format, records }: Catalogue,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const ready = await readyProducts(tx, records, options);
    progress("checking", records.length, records.length);
    const accepted = ready.filter((item) => !item.record.issues.rejected);
    // By content: two names for the same bytes are one picture, in a dry run as in a real one.
    const newPictures = new Set<string>();
    await collectPictures(
      accepted.map((item) => item.record),
      options.pictures,
      async (file) => {
        if (newPictures.has(file.path)) return;
        if (await storePicture(tx, file, Boolean(options.dryRun))) newPictures.add(file.path);
      },
      (done) => progress("pictures", done, accepted.length),
    );
    const ids = await nextIds(tx);
    const plan = planWrites(
      accepted,
      await loadExisting(
        tx,
        accepted.map((item) => item.id),
      ),
      ids,
    );
    if (!options.dryRun) {
      let written = 0;
      await applyPlan(tx, plan, (count) => progress("writing", (written += count), plan.products.length));
      // Translations the file gives replace those stored (others stay).
      await storeTranslations(
        tx,
        accepted.flatMap(({ id, record }) =>
          record.translations.map(({ locale, field, value }) =>
            translationRow("product", id, locale, field, value),
          ),
        ),
      );
      // Stored listing counts and facets follow the new catalogue, in the same transaction.
      await refreshCatalogueSummaries(tx);
      // Sizes back from sold out mail their alerts, in the same transaction too.
      await restockedVariants(tx, plan.restockedVariantIds, options.shopUrl);
    }
    return { plan, accepted: accepted.length, pictures: newPictures.size };
  });
  // Cached catalogue answers are stale now.
  if (!options.dryRun) catalogueChanged(db);

  const reports = records.map((record) => record.issues.toReport()).filter((r) => r !== null);
  return {
    file: fileName,
    format,
    dryRun: Boolean(options.dryRun),
    totals: {
      records: records.length,
      imported: outcome.accepted,
      created: outcome.plan.created,
      updated: outcome.plan.updated,
      unchanged: outcome.plan.unchanged,
      rejected: reports.filter((r) => r.outcome === "rejected").length,
      repaired: reports.filter((r) => r.outcome === "repaired").length,
      pictures: outcome.pictures,
    },
    records: reports,
    seconds: (performance.now() - started) / 1000,
  };
}

// Stores a picture as soon as it is read (a dry run only looks it up); true when it is new.
async function storePicture(tx: Database, file: MediaFile, dryRun: boolean) {
  if (dryRun) {
    const stored = await tx
      .select({ path: mediaFiles.path })
      .from(mediaFiles)
      .where(eq(mediaFiles.path, file.path));
    return stored.length === 0;
  }
  const added = await tx
    .insert(mediaFiles)
    .values(file)
    .onConflictDoNothing()
    .returning({ path: mediaFiles.path });
  return added.length > 0;
}

// Each accepted record with its product id, address and category, its SKUs made unique.
async function readyProducts(tx: Database, records: ImportProduct[], options: ImportOptions) {
  const resolve = categoryResolver(await tx.select().from(categories), options.categoryMap ?? {});
  const placeSizes = sizePlacer(options.sizeMap ?? {});
  const slugOf = (record: ImportProduct) =>
    record.handle ?? `${kebab(record.title) || "product"}-${record.id}`;
  const slugs = records.filter((r) => !r.issues.rejected).map(slugOf);
  // Which product has each address now: a handle names its product; a new address must be free.
  const owner = new Map(
    (
      await readInSlices(slugs, (slice) =>
        tx
          .select({ id: products.id, slug: products.slug })
          .from(products)
          .where(inArray(products.slug, slice)),
      )
    ).map((row) => [row.slug, row.id]),
  );
  const [{ max }] = await tx
    .select({ max: sql<number>`coalesce(max(${products.id}), 0)::int` })
    .from(products);
  let nextId = max;
  const ready: ReadyProduct[] = [];
  for (const record of records) {
    if (record.issues.rejected) continue;
    const category = resolve(record);
    if (!category) continue;
    const slug = slugOf(record);
    const id = record.id ?? owner.get(slug) ?? ++nextId;
    if ((owner.get(slug) ?? id) !== id) {
      record.issues.reject(
        "id",
        `the address /products/${slug} belongs to another product (id ${owner.get(slug)})`,
      );
      continue;
    }
    ready.push({ record, id, slug, ...category });
  }
  const skus = ready.flatMap((item) => item.record.variants.map((variant) => variant.sku));
  const owners = await readInSlices(skus, (slice) =>
    tx
      .select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(inArray(productVariants.sku, slice)),
  );
  makeSkusUnique(
    ready.map((item) => ({ record: item.record, productId: item.id })),
    new Map(owners.map((owner) => [owner.sku, owner.productId])),
    options.skuPolicy ?? "suffix",
  );
  // Last, so a rejected record says only why it was rejected.
  for (const item of ready) if (!item.record.issues.rejected) placeSizes(item.record);
  return ready;
}

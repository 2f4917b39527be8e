// `npm run import -- <file> [--dry-run] [--report report.json] [--categories map.json] [--sku-policy suffix|reject]`
// Imports a catalogue (the spec's JSON, or a Shopify product CSV), or the products' translations
// of Shopify's translation CSV, into the shop's database
// (DATABASE_URL, or the embedded one in DATA_DIR; with the embedded one, stop the shop first
// or use the operator API: only one process can open it).
import { constants, createReadStream, existsSync } from "node:fs";
import { access, open, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { z } from "zod";

import { type ApiConfig, readApiConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { shareCatalogueChanges } from "../lib/catalogue-events";
import { seedIfEmpty } from "../seed";
import { CategoryMap } from "./category-map";
import type { PictureSource } from "./pictures";
import { ImportFileError } from "./product";
import { isTranslationHeader } from "./read-shopify-csv";
import { formatReport } from "./report";
import { importCatalogue, type ImportPhase, readCatalogue } from "./run";
import { formatTranslationReport, importShopifyTranslations } from "./shopify-translations";

const USAGE =
  "Usage: npm run import -- <catalogue.json|catalogue.csv> [--dry-run] [--report report.json] [--categories map.json] [--sku-policy suffix|reject]";

async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "dry-run": { type: "boolean", default: false },
      report: { type: "string" },
      categories: { type: "string" },
      "sku-policy": { type: "string", default: "suffix" },
    },
  });
  const skuPolicy = z.enum(["suffix", "reject"]).safeParse(values["sku-policy"]);
  if (positionals.length !== 1 || !skuPolicy.success) throw new UsageError(USAGE);
  const file = path.resolve(positionals[0]);
  await access(file, constants.R_OK).catch(() => {
    throw new UsageError(`Cannot read ${file}`);
  });
  if (await isTranslationFile(file)) return importTranslations(file, values["dry-run"]);
  const { categories, sizes } = values.categories
    ? await readCategoryMap(values.categories)
    : { categories: {}, sizes: {} };
  // A file that cannot be read stops here, before the database is opened.
  const catalogue = await readCatalogue(path.basename(file), createReadStream(file));

  await withShopDatabase(async (db, config) => {
    const report = await importCatalogue(db, catalogue, {
      shopUrl: config.shopUrl,
      categoryMap: categories,
      sizeMap: sizes,
      skuPolicy: skuPolicy.data,
      dryRun: values["dry-run"],
      pictures: picturesBeside(file),
      onProgress: process.stderr.isTTY ? progressBar() : undefined,
    });
    console.info(formatReport(report));
    if (values.report) await writeFile(values.report, `${JSON.stringify(report, null, 2)}\n`);
  });
}

// The shop's database, seeded when new (the categories and demo products an import goes into),
// and told to the other APIs on the same PostgreSQL: they drop their copies of the catalogue once
// the import has come in.
async function withShopDatabase(work: (db: Database, config: ApiConfig) => Promise<void>) {
  const config = readApiConfig();
  const database = await openDatabase(config);
  const stopSharing = config.databaseUrl
    ? await shareCatalogueChanges(database.db, config.databaseUrl)
    : null;
  try {
    await seedIfEmpty(database.db);
    await work(database.db, config);
  } finally {
    await stopSharing?.();
    await database.close();
  }
}

class UsageError extends Error {}

// A CSV whose first line is Shopify's translation file's header.
async function isTranslationFile(file: string) {
  if (!/\.csv$/i.test(file)) return false;
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return isTranslationHeader(buffer.subarray(0, bytesRead).toString("utf8").split("\n")[0]);
  } finally {
    await handle.close();
  }
}

// Products' titles and descriptions in other locales, from Shopify's translation CSV.
async function importTranslations(file: string, dryRun: boolean) {
  await withShopDatabase(async (db) => {
    const report = await importShopifyTranslations(db, path.basename(file), createReadStream(file), {
      dryRun,
    });
    console.info(formatTranslationReport(report));
  });
}

async function readCategoryMap(file: string) {
  const parsed = CategoryMap.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success)
    throw new UsageError(
      `${file}: a category map is a JSON object of names to category codes, or { "categories": {…}, "sizes": {…} } (docs/operating.md)`,
    );
  return parsed.data;
}

// Pictures named by a path (relative to the catalogue file, or absolute, or a file:// URL).
function picturesBeside(catalogue: string): PictureSource {
  return async (source) => {
    const where = source.startsWith("file://")
      ? fileURLToPath(source)
      : path.resolve(path.dirname(catalogue), source);
    return readFile(where).catch(() => null);
  };
}

// One line on the terminal, redrawn at most ten times a second.
function progressBar() {
  let drawn = 0;
  return (phase: ImportPhase, done: number, total: number) => {
    const finished = done >= total;
    if (!finished && Date.now() - drawn < 100) return;
    drawn = Date.now();
    const width = 30;
    const filled = total > 0 ? Math.round((width * done) / total) : width;
    const count = `${done.toLocaleString("en")}/${total.toLocaleString("en")}`;
    process.stderr.write(
      `\r${phase.padEnd(9)} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${count}`,
    );
    if (finished) process.stderr.write("\n");
  };
}

main().catch((error: unknown) => {
  if (error instanceof ImportFileError) console.error(`${error.message}\nNothing was imported.`);
  else if (error instanceof UsageError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});

// Shopify's translation CSV (Settings → Languages → Export, or the Translate & Adapt app): one
// row per translated field of a store's resource in one locale. The shop takes the products'
// titles and descriptions of the locales it offers, and keys them by the product's handle,
// which is its address here too: Shopify's numeric ids mean nothing in this shop. A file names a
// product's handle in a `Handle` column (some apps add it) or in the product's own `handle`
// row's default content (Shopify's export has one per product and locale).
import { inArray, sql } from "drizzle-orm";

import { type Locale, TRANSLATED_LOCALES } from "../contract";
import type { Database } from "../db/client";
import { products } from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import { storeTranslations, type TranslationRow, translationRow } from "../queries/translations";
import { htmlToText } from "./product";
import { readCsvRows, requireColumns } from "./read-shopify-csv";
import { type CatalogueBytes, utf8Pieces } from "./read-text";
import { IMPORT_LOCK } from "./run";

export const TRANSLATION_COLUMNS = [
  "Type",
  "Identification",
  "Field",
  "Locale",
  "Default content",
  "Translated content",
];

// Shopify's field → the shop's, with how its text is read.
const FIELDS: Record<string, { field: "title" | "description"; text: (value: string) => string }> = {
  title: { field: "title", text: (value) => value.trim() },
  body_html: { field: "description", text: htmlToText },
};

export type TranslationImportReport = {
  file: string;
  dryRun: boolean;
  rows: number;
  stored: number;
  // Why rows were left out, with how many and the first lines of each (line 1 is the header).
  skipped: { reason: string; count: number; lines: number[] }[];
  seconds: number;
};

type Row = Record<string, string>;
type Wanted = {
  line: number;
  handle: string | null;
  id: string;
  locale: Locale;
  field: string;
  value: string;
};

export async function importShopifyTranslations(
  db: Database,
  fileName: string,
  bytes: CatalogueBytes,
  options: { dryRun?: boolean } = {},
): Promise<TranslationImportReport> {
  const started = performance.now();
  const rows = await readCsvRows(utf8Pieces(bytes), "translation");
  requireColumns(rows, TRANSLATION_COLUMNS);
  const skipped = skipList();
  const wanted = wantedRows(rows, skipped.add);
  const stored = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const ids = await productIds(tx, [...new Set(wanted.map((row) => row.handle ?? ""))]);
    const toStore: TranslationRow[] = [];
    for (const row of wanted) {
      const id = row.handle === null ? undefined : ids.get(row.handle);
      if (row.handle === null) skipped.add(row.line, `no handle for the product ${row.id}`);
      else if (id === undefined) skipped.add(row.line, `no product at /products/${row.handle}`);
      else toStore.push(translationRow("product", id, row.locale, row.field, row.value));
    }
    if (!options.dryRun) await storeTranslations(tx, toStore);
    return toStore.length;
  });
  if (!options.dryRun && stored > 0) catalogueChanged(db);
  return {
    file: fileName,
    dryRun: Boolean(options.dryRun),
    rows: rows.length,
    stored,
    skipped: skipped.list(),
    seconds: (performance.now() - started) / 1000,
  };
}

// The product rows the shop takes, each with its handle when the file gives one.
function wantedRows(rows: Row[], skip: (line: number, reason: string) => void): Wanted[] {
  const handles = new Map<string, string>();
  for (const row of rows) {
    const id = row.Identification.replace(/^'/, "").trim();
    const handle = row.Handle?.trim() || (row.Field.trim() === "handle" ? row["Default content"].trim() : "");
    if (isProduct(row) && handle) handles.set(id, handle);
  }
  const wanted: Wanted[] = [];
  rows.forEach((row, index) => {
    const line = index + 2;
    const field = FIELDS[row.Field.trim()];
    const locale = localeOf(row.Locale);
    const value = field?.text(row["Translated content"] ?? "");
    if (!isProduct(row))
      return skip(line, `a ${row.Type.trim() || "resource"} row: only products' translations are taken`);
    if (row.Field.trim() === "handle") return;
    if (!field) return skip(line, `the field ${row.Field.trim()}: only title and body_html are taken`);
    if (!locale) return skip(line, `the locale ${row.Locale.trim()}: not one the shop offers`);
    if (!value) return skip(line, "no translated content");
    const id = row.Identification.replace(/^'/, "").trim();
    wanted.push({ line, handle: handles.get(id) ?? null, id, locale, field: field.field, value });
  });
  return wanted;
}

const isProduct = (row: Row) => row.Type.trim().toUpperCase() === "PRODUCT";

// "fr", "fr-CA" and "FR" are French; a locale the shop does not offer is none.
function localeOf(value: string): Locale | null {
  const language = value.trim().toLowerCase().split(/[-_]/)[0];
  return (TRANSLATED_LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
}

async function productIds(db: Database, handles: string[]) {
  const ids = new Map<string, number>();
  for (let i = 0; i < handles.length; i += 1_000) {
    const found = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(inArray(products.slug, handles.slice(i, i + 1_000)));
    for (const { id, slug } of found) ids.set(slug, id);
  }
  return ids;
}

// Skipped rows by reason: each reason once, with its count and its first ten lines.
function skipList() {
  const reasons = new Map<string, { count: number; lines: number[] }>();
  return {
    add: (line: number, reason: string) => {
      const entry = reasons.get(reason) ?? { count: 0, lines: [] };
      entry.count++;
      if (entry.lines.length < 10) entry.lines.push(line);
      reasons.set(reason, entry);
    },
    list: () => [...reasons].map(([reason, entry]) => ({ reason, ...entry })),
  };
}

export function formatTranslationReport(report: TranslationImportReport): string {
  return [
    `${report.dryRun ? "Dry run (nothing written)" : "Imported"}: ${report.file} (Shopify translations), ${report.rows} rows in ${report.seconds.toFixed(1)} s`,
    `  ${report.stored} translations ${report.dryRun ? "to store" : "stored"}, ${report.skipped.reduce((sum, { count }) => sum + count, 0)} rows left out`,
    ...report.skipped.map(
      ({ reason, count, lines }) =>
        `left out ${count}: ${reason} (line ${lines.join(", ")}${count > lines.length ? ", …" : ""})`,
    ),
  ].join("\n");
}

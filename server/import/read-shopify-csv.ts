// A product CSV as Shopify exports it: one row per variant (and per extra picture), grouped by
// Handle; the product's own columns are filled on its first row only.
import { Readable } from "node:stream";

import { CsvError, parse } from "csv-parse";
import { z } from "zod";

import { Slug } from "../contract";
import {
  checkedPrice,
  checkedStock,
  htmlToText,
  ImportFileError,
  type ImportImage,
  type ImportLimits,
  type ImportProduct,
  type ImportVariant,
  recordCounter,
  rejectedRecord,
  rejectInvalid,
} from "./product";
import { RecordIssues } from "./report";

const REQUIRED_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Option1 Name",
  "Option1 Value",
  "Variant SKU",
  "Variant Price",
  "Variant Inventory Qty",
  "Image Src",
] as const;

type Row = Record<string, string>;
type Line = { row: Row; line: number };

const money = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, "is not a number")
  .transform(Number);
const optionalMoney = z
  .string()
  .trim()
  .transform((value) => value || null)
  .pipe(money.nullable());

const ProductRow = z.object({
  Handle: Slug,
  Title: z.string().trim().min(1, "is empty").max(200),
  "Body (HTML)": z.string().max(50_000),
  Vendor: z.string().trim().min(1, "is empty").max(60),
  Type: z.string().trim().max(100),
  Tags: z.string().max(2_000),
  Status: z.string().trim().toLowerCase().optional(),
});

const VariantRow = z.object({
  "Variant SKU": z.string().trim().min(1, "is empty").max(64),
  "Variant Price": money,
  "Variant Compare At Price": optionalMoney.optional(),
  "Variant Inventory Qty": z
    .string()
    .trim()
    .regex(/^-?\d+$/, "is not a whole number")
    .transform(Number),
  "Variant Image": z.string().trim().max(500).optional(),
});

export async function readShopifyCsv(
  pieces: AsyncIterable<string>,
  limits: ImportLimits,
): Promise<ImportProduct[]> {
  const rows = await readCsvRows(pieces, "product");
  if (isTranslationHeader(Object.keys(rows[0]).join(",")))
    throw new ImportFileError(
      "This is a Shopify translation file, not a catalogue: import it with `npm run import -- <file.csv>` (docs/operating.md)",
    );
  requireColumns(rows, REQUIRED_COLUMNS);
  // Rows of one handle, in the order the handles first appear. Line 1 is the header.
  const groups = new Map<string, Line[]>();
  rows.forEach((row, index) => {
    const handle = row.Handle.trim();
    groups.set(handle, [...(groups.get(handle) ?? []), { row, line: index + 2 }]);
  });
  const count = recordCounter(limits);
  return [...groups.values()].map((lines) => {
    const record = fromRows(lines);
    count(record);
    return record;
  });
}

// A CSV's rows as objects by column name; a file that is no CSV or has no rows stops the import
// with what is wrong.
export async function readCsvRows(pieces: AsyncIterable<string>, what: string): Promise<Row[]> {
  const rows: Row[] = [];
  try {
    const reader = Readable.from(pieces).pipe(
      parse({ columns: true, skip_empty_lines: true, bom: true, trim: false }),
    );
    for await (const row of reader as AsyncIterable<Row>) rows.push(row);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const where = error instanceof CsvError && "lines" in error ? ` (line ${error.lines})` : "";
    throw new ImportFileError(`The CSV cannot be read${where}: ${(error as Error).message}`);
  }
  if (rows.length === 0) throw new ImportFileError(`The CSV has no ${what} rows`);
  return rows;
}

// Whether a CSV's header (its first line) is Shopify's translation file's (shopify-translations.ts).
export const isTranslationHeader = (firstLine: string) =>
  firstLine.includes("Identification") && firstLine.includes("Translated content");

export function requireColumns(rows: Row[], required: readonly string[]) {
  const header = Object.keys(rows[0] ?? {});
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new ImportFileError(
      `The CSV lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`,
    );
  }
}

function fromRows(lines: Line[]): ImportProduct {
  const [{ row: first, line }] = lines;
  const issues = new RecordIssues(`line ${line} (handle ${first.Handle.trim() || "—"})`);
  const parsed = ProductRow.safeParse(first);
  if (!parsed.success) {
    rejectInvalid(issues, parsed.error);
    return rejectedRecord(issues, null, first.Handle.trim() || null);
  }
  const product = parsed.data;
  if (product.Status && product.Status !== "active") {
    issues.reject("Status", `is "${product.Status}": only active products are imported`);
  }
  const options = optionColumns(issues, first);
  const images = picturesOf(lines);
  const variants = lines
    .filter(({ row }) => isVariantRow(row))
    .flatMap(({ row, line: at }) => variantOf(issues, row, at, options, images) ?? []);
  if (variants.length === 0 && !issues.rejected)
    issues.reject("Variant SKU", "the product has no variant rows");
  if (issues.rejected) return rejectedRecord(issues, null, product.Handle);
  for (const image of images) {
    image.color = variants.find((variant) => variant.imageRef === image.ref)?.color ?? null;
    image.alt ||= product.Title;
  }
  return {
    issues,
    id: null,
    handle: product.Handle,
    title: product.Title,
    description: htmlToText(product["Body (HTML)"]),
    type: product.Type.toLowerCase(),
    brand: product.Vendor,
    category: product.Type || (first["Product Category"] ?? ""),
    collections: listOf(first.Collection ?? ""),
    tags: listOf(product.Tags),
    ...onePrice(issues, variants),
    isNew: listOf(product.Tags).includes("new"),
    variants: variants.map(({ priceCents: _p, listPriceCents: _l, ...variant }) => variant),
    images,
    translations: [],
  };
}

type PricedVariant = ImportVariant & { priceCents: number; listPriceCents: number };

// One variant row; null (and the record rejected) when it does not pass its checks. A picture
// the variant names that no row lists is added to the product's pictures.
function variantOf(
  issues: RecordIssues,
  row: Row,
  at: number,
  options: { size?: string; color?: string },
  images: ImportImage[],
): PricedVariant | null {
  const result = VariantRow.safeParse(row);
  if (!result.success) {
    for (const issue of result.error.issues)
      issues.reject(`line ${at} ${issue.path.join(".")}`, issue.message);
    return null;
  }
  const v = result.data;
  const priceCents = checkedPrice(issues, `line ${at} Variant Price`, v["Variant Price"]) ?? 0;
  const compareAt = v["Variant Compare At Price"] ?? null;
  const value = (column: string | undefined) =>
    column ? row[`${column} Value`]?.trim().toLowerCase() || null : null;
  const imageRef = v["Variant Image"] || null;
  if (imageRef && !images.some((image) => image.ref === imageRef)) images.push(picture(imageRef, ""));
  return {
    ref: `line ${at}`,
    sku: v["Variant SKU"],
    size: value(options.size),
    color: value(options.color),
    stock: checkedStock(issues, `line ${at} Variant Inventory Qty`, v["Variant Inventory Qty"]),
    imageRef,
    priceCents,
    listPriceCents:
      compareAt !== null && compareAt * 100 > priceCents ? Math.round(compareAt * 100) : priceCents,
  };
}

// The shop has one price per product: the first variant's. Others that differ are reported.
function onePrice(issues: RecordIssues, variants: PricedVariant[]) {
  const [{ priceCents, listPriceCents }] = variants;
  const others = variants.filter((v) => v.priceCents !== priceCents || v.listPriceCents !== listPriceCents);
  if (others.length > 0) {
    issues.repair(
      "Variant Price",
      "variants have different prices: the first variant's price is used for all",
    );
  }
  const discountPercent = Math.round(((listPriceCents - priceCents) * 100) / listPriceCents);
  return { priceCents, listPriceCents, discountPercent };
}

// Which of Option1..3 hold the size and the colour; other options are not kept.
function optionColumns(issues: RecordIssues, first: Row) {
  const found: { size?: string; color?: string } = {};
  for (const column of ["Option1", "Option2", "Option3"]) {
    const name = first[`${column} Name`]?.trim().toLowerCase();
    if (!name || (name === "title" && first[`${column} Value`]?.trim() === "Default Title")) continue;
    if (["size", "sizes", "age"].includes(name)) found.size = column;
    else if (["color", "colour"].includes(name)) found.color = column;
    else
      issues.repair(`${column} Name`, `option "${first[`${column} Name`]}" is not size or colour: not kept`);
  }
  return found;
}

const isVariantRow = (row: Row) =>
  Boolean(row["Variant SKU"]?.trim() || row["Variant Price"]?.trim() || row["Option1 Value"]?.trim());

function picturesOf(lines: Line[]): ImportImage[] {
  const found: { image: ImportImage; position: number }[] = [];
  for (const { row } of lines) {
    const src = row["Image Src"]?.trim();
    if (!src || found.some(({ image }) => image.source === src)) continue;
    const position = Number(row["Image Position"]) || found.length + 1;
    found.push({ image: picture(src, row["Image Alt Text"]?.trim() ?? ""), position });
  }
  return found.sort((a, b) => a.position - b.position).map(({ image }) => image);
}

const picture = (source: string, alt: string): ImportImage => ({ ref: source, source, alt, color: null });

const listOf = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  ),
];

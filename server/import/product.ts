// A product as both file formats read it, before it meets the database, and the rules every
// record goes through whatever its format (see docs/decisions/002-catalogue-import-repairs.md).
import type { ZodError } from "zod";

import type { Locale } from "../contract";
import type { RecordIssues } from "./report";

export type ImportImage = {
  ref: string; // the file's own name for the picture (image_id, or its Image Src)
  source: string; // where the picture is: a path, relative to the catalogue file
  alt: string;
  color: string | null;
};

export type ImportVariant = {
  ref: string; // the file's own name for the variant (variant_id, or its row)
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
  imageRef: string | null;
};

export type ImportProduct = {
  issues: RecordIssues;
  // The key the file gives: an id (the spec's JSON) or a handle (Shopify), which becomes the slug.
  id: number | null;
  handle: string | null;
  title: string;
  description: string;
  type: string;
  brand: string;
  category: string; // as the file names it; mapped to a sub-category code later
  collections: string[];
  tags: string[];
  listPriceCents: number;
  priceCents: number;
  discountPercent: number;
  isNew: boolean;
  variants: ImportVariant[];
  images: ImportImage[];
  // The title and description in other locales, where the file gives them (the spec's JSON).
  translations: { locale: Locale; field: "title" | "description"; value: string }[];
};

// A whole file that cannot be read: nothing is imported.
export class ImportFileError extends Error {}

// A file past these is refused as soon as it is seen: they bound the work one upload can cause.
// So many rejected records means the file is not a catalogue in a format the shop reads.
export type ImportLimits = { records: number; rejected: number };
export const IMPORT_LIMITS: ImportLimits = { records: 200_000, rejected: 1_000 };

// Counts the records a reader makes, and stops the file at a limit.
export function recordCounter(limits: ImportLimits) {
  let records = 0;
  let rejected = 0;
  let firstRejected = "";
  return (record: ImportProduct) => {
    if (++records > limits.records)
      throw new ImportFileError(
        `The file holds more than ${limits.records.toLocaleString("en")} products. Split it into smaller files and import each.`,
      );
    if (!record.issues.rejected) return;
    firstRejected ||= describeIssues(record);
    if (++rejected > limits.rejected)
      throw new ImportFileError(
        `More than ${limits.rejected.toLocaleString("en")} products in the file are invalid, so nothing was imported. Is it a catalogue in the spec's JSON or Shopify's CSV? The first: ${firstRejected}`,
      );
  };
}

function describeIssues({ issues }: ImportProduct) {
  return `${issues.label}: ${issues.issues.map((issue) => `${issue.field} ${issue.message}`).join("; ")}`;
}

const LIMITS = { maxPrice: 100_000, maxStock: 1_000_000, minDiscount: 1, maxDiscount: 90 };

// Price in dollars → cents, or null (and the record rejected) when out of range.
export function checkedPrice(issues: RecordIssues, field: string, price: number): number | null {
  if (!(price > 0 && price <= LIMITS.maxPrice)) {
    issues.reject(
      field,
      `price ${price} is out of range (above 0, at most ${LIMITS.maxPrice.toLocaleString("en")})`,
    );
    return null;
  }
  return Math.round(price * 100);
}

export function checkedStock(issues: RecordIssues, field: string, stock: number): number {
  if (stock < 0) {
    issues.repair(field, `stock ${stock} is below 0: set to 0 (out of stock)`);
    return 0;
  }
  if (stock > LIMITS.maxStock) {
    issues.reject(field, `stock ${stock} is out of range (at most ${LIMITS.maxStock.toLocaleString("en")})`);
  }
  return stock;
}

// The one rule for the sale flag and the discount text: a product is on sale only when the
// flag says so AND the discount is a whole percentage from 1 to 90. When they disagree the
// product is not on sale (a shopper never sees a cut price nobody asked for), and the report says so.
export function saleDiscount(
  issues: RecordIssues,
  sale: boolean,
  discount: string | number | null | undefined,
) {
  const text = discount === null || discount === undefined ? "" : String(discount).trim();
  const match = /^(\d{1,3})\s*%?$/.exec(text);
  const percent = match ? Number(match[1]) : null;
  const valid = percent !== null && percent >= LIMITS.minDiscount && percent <= LIMITS.maxDiscount;
  if (sale && valid) return percent;
  if (sale) {
    issues.repair("sale", `on sale but the discount "${text}" is not a percentage from 1 to 90: not on sale`);
  } else if (text && percent !== 0) {
    issues.repair("discount", `discount "${text}" without the sale flag: not on sale, discount dropped`);
  }
  return 0;
}

// Stock the spec's JSON gives per product, spread over its variants so that they add up to it.
export function spreadStock(stock: number, variants: number, index: number) {
  return Math.floor(stock / variants) + (index < stock % variants ? 1 : 0);
}

export function rejectInvalid(issues: RecordIssues, error: ZodError) {
  for (const issue of error.issues) issues.reject(issue.path.join(".") || "record", issue.message);
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

// Shopify's descriptions are HTML; the shop shows text.
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

// A record that failed its checks: kept only so the report and the totals can name it.
export function rejectedRecord(
  issues: RecordIssues,
  id: number | null,
  handle: string | null = null,
): ImportProduct {
  return {
    issues,
    id,
    handle,
    title: "",
    description: "",
    type: "",
    brand: "",
    category: "",
    collections: [],
    tags: [],
    listPriceCents: 0,
    priceCents: 0,
    discountPercent: 0,
    isNew: false,
    variants: [],
    images: [],
    translations: [],
  };
}

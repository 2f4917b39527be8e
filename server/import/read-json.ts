// The spec's own catalogue shape: a JSON array of products (or { "products": [...] }) with their
// variants and images. Each record is checked with zod, then repaired or rejected.
import { z } from "zod";

import { DEFAULT_LOCALE, type Locale, TRANSLATED_LOCALES } from "../contract";
import { JsonListSplitter } from "./json-list";
import {
  checkedPrice,
  checkedStock,
  ImportFileError,
  type ImportImage,
  type ImportLimits,
  type ImportProduct,
  type ImportVariant,
  recordCounter,
  rejectedRecord,
  rejectInvalid,
  saleDiscount,
  spreadStock,
} from "./product";
import { RecordIssues } from "./report";

const text = (max: number) => z.string().trim().min(1).max(max);
const optionText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const RawVariant = z.object({
  variant_id: z.number().int().positive(),
  sku: text(64),
  size: optionText(20),
  color: optionText(30),
  image_id: z.number().int().nullish(),
});

const RawImage = z.object({
  image_id: z.number().int().positive(),
  alt: z.string().trim().max(200).default(""),
  src: text(500),
  variant_id: z.array(z.number().int()).max(200).default([]),
});

// A text in the default locale, or in several: { "en": "…", "ar": "…", "fr": "…" } (en required,
// the others optional; docs/decisions/012-translated-content.md).
const localised = <T extends z.ZodType<string>>(english: T, other: z.ZodType<string>) =>
  z.union([
    english,
    z
      .object({
        [DEFAULT_LOCALE]: english,
        ...Object.fromEntries(TRANSLATED_LOCALES.map((code) => [code, other.optional()])),
      })
      .strict(),
  ]);

const RawProduct = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  title: localised(text(200), z.string().trim().max(200)),
  description: localised(z.string().trim().max(10_000), z.string().trim().max(10_000)).default(""),
  type: text(50),
  brand: text(60),
  collection: z.array(text(50)).max(20).default([]),
  category: text(100),
  price: z.number(),
  sale: z.boolean().default(false),
  discount: z.union([z.string().max(20), z.number()]).nullish(),
  stock: z.number().int(),
  new: z.boolean().default(false),
  tags: z.array(text(50)).max(50).default([]),
  variants: z.array(RawVariant).max(200).default([]),
  images: z.array(RawImage).max(50).default([]),
});
type RawProduct = z.infer<typeof RawProduct>;

// Reads the records one by one as the text streams in; only the checked records are kept.
export async function readSpecJson(
  pieces: AsyncIterable<string>,
  limits: ImportLimits,
): Promise<ImportProduct[]> {
  const list = new JsonListSplitter();
  const count = recordCounter(limits);
  const records: ImportProduct[] = [];
  for await (const piece of pieces) {
    for (const element of list.push(piece)) {
      const record = checkedRecord(parseElement(element, records.length), records.length);
      count(record);
      records.push(record);
    }
  }
  if (!list.complete) throw notJson("the file ends before its last value does");
  if (!list.listFound) throw noList();
  return records;
}

function parseElement(element: string, index: number): unknown {
  if (!element.trim()) throw notJson(`product #${index + 1} is empty (a comma too many?)`);
  try {
    return JSON.parse(element);
  } catch (error) {
    throw notJson(`product #${index + 1}: ${(error as Error).message}`);
  }
}

const notJson = (why: string) => new ImportFileError(`The file is not valid JSON: ${why}`);

function checkedRecord(record: unknown, index: number): ImportProduct {
  const id = (record as { id?: unknown } | null)?.id;
  const issues = new RecordIssues(`#${index + 1}${typeof id === "number" ? ` (id ${id})` : ""}`);
  const result = RawProduct.safeParse(record);
  if (!result.success) {
    rejectInvalid(issues, result.error);
    return rejectedRecord(issues, typeof id === "number" ? id : null);
  }
  return fromRaw(issues, result.data);
}

const noList = () =>
  new ImportFileError('The JSON holds no list of products (an array, or { "products": [...] })');

function fromRaw(issues: RecordIssues, raw: RawProduct): ImportProduct {
  const listPriceCents = checkedPrice(issues, "price", raw.price) ?? 0;
  const discountPercent = saleDiscount(issues, raw.sale, raw.discount);
  const stock = checkedStock(issues, "stock", raw.stock);
  const { variants, images } = linkedVariantsAndImages(issues, raw, stock);
  const [title, titles] = inLocales(raw.title);
  const [description, descriptions] = inLocales(raw.description);
  return {
    issues,
    id: raw.id,
    handle: null,
    title,
    description,
    translations: TRANSLATED_LOCALES.flatMap((locale) => [
      ...(titles[locale] ? [{ locale, field: "title" as const, value: titles[locale] }] : []),
      ...(descriptions[locale]
        ? [{ locale, field: "description" as const, value: descriptions[locale] }]
        : []),
    ]),
    type: raw.type.toLowerCase(),
    brand: raw.brand,
    category: raw.category,
    collections: [...new Set(raw.collection.map((name) => name.toLowerCase()))],
    tags: [...new Set(raw.tags.map((tag) => tag.toLowerCase()))],
    listPriceCents,
    priceCents: Math.round((listPriceCents * (100 - discountPercent)) / 100),
    discountPercent,
    isNew: raw.new,
    variants,
    images,
  };
}

// The English text, and the others by locale (empty ones left out: English shows).
function inLocales(
  value: string | Record<string, string | undefined>,
): [string, Partial<Record<Locale, string>>] {
  if (typeof value === "string") return [value, {}];
  return [value[DEFAULT_LOCALE] ?? "", value as Partial<Record<Locale, string>>];
}

// Variants and images name each other both ways; links to things that are not there are dropped.
function linkedVariantsAndImages(issues: RecordIssues, raw: RawProduct, stock: number) {
  const variantIds = new Set(raw.variants.map((variant) => variant.variant_id));
  const imageIds = new Set(raw.images.map((image) => image.image_id));
  for (const image of raw.images) {
    const missing = image.variant_id.filter((id) => !variantIds.has(id));
    if (missing.length > 0) {
      issues.repair(
        `images.${image.image_id}.variant_id`,
        `names variants that do not exist (${missing.join(", ")}): those links dropped`,
      );
    }
  }
  const rawVariants =
    raw.variants.length > 0 ? raw.variants : [{ variant_id: 0, sku: `P${raw.id}`, size: null, color: null }];
  if (raw.variants.length === 0) issues.repair("variants", `none: one variant made, SKU P${raw.id}`);
  const variants: ImportVariant[] = rawVariants.map((variant, index) => {
    let imageId = "image_id" in variant ? (variant.image_id ?? null) : null;
    if (imageId !== null && !imageIds.has(imageId)) {
      issues.repair(
        `variants.${variant.variant_id}.image_id`,
        `names image ${imageId}, which does not exist: link dropped`,
      );
      imageId = null;
    }
    imageId ??= raw.images.find((image) => image.variant_id.includes(variant.variant_id))?.image_id ?? null;
    return {
      ref: String(variant.variant_id),
      sku: variant.sku,
      size: variant.size?.toLowerCase() ?? null,
      color: variant.color?.toLowerCase() ?? null,
      stock: spreadStock(stock, rawVariants.length, index),
      imageRef: imageId === null ? null : String(imageId),
    };
  });
  const images: ImportImage[] = raw.images.map((image) => ({
    ref: String(image.image_id),
    source: image.src,
    alt: image.alt || inLocales(raw.title)[0],
    color: variants.find((variant) => variant.imageRef === String(image.image_id))?.color ?? null,
  }));
  return { variants, images };
}

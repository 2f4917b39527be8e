// The spec's own catalogue shape: a JSON array of products (or { "products": [...] }) with their
// variants and images. Each record is checked with zod, then repaired or rejected.
import { z } from "zod";

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

const RawProduct = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  title: text(200),
  description: z.string().trim().max(10_000).default(""),
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
  return {
    issues,
    id: raw.id,
    handle: null,
    title: raw.title,
    description: raw.description,
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
    alt: image.alt || raw.title,
    color: variants.find((variant) => variant.imageRef === String(image.image_id))?.color ?? null,
  }));
  return { variants, images };
}

// The operator's category mapping file: the catalogue's category names → the shop's
// sub-category codes (DR-001) or names (Dress), and, optionally, the catalogue's size names →
// the shop's size scale (s → 3-6m). Either a flat object of categories (the first form), or
// { "categories": {…}, "sizes": {…} }.
import { z } from "zod";

import { AGES, isAge } from "../contract";
import type { ImportProduct } from "./product";

const Names = z.record(z.string(), z.string().trim().min(1));

export const CategoryMap = z.union([
  z
    .object({
      categories: Names.default({}),
      sizes: z.record(z.string(), z.enum(AGES, `a size maps to one of ${AGES.join(", ")}`)).default({}),
    })
    .strict(),
  Names.transform((categories) => ({ categories, sizes: {} })),
]);
export type CategoryMap = z.output<typeof CategoryMap>;

// Every variant's size on the shop's scale: a scale size as it is, another through the map's
// size table; a size neither places is kept as it came and reported, so the operator can add
// it to the table (it then shows on the product page but in no "fits now" listing).
export function sizePlacer(sizes: Record<string, string>) {
  const table = new Map(Object.entries(sizes).map(([from, to]) => [from.trim().toLowerCase(), to]));
  return (record: ImportProduct) => {
    const unplaced = new Set<string>();
    for (const variant of record.variants) {
      if (variant.size === null || isAge(variant.size)) continue;
      const placed = table.get(variant.size.trim().toLowerCase());
      if (placed) variant.size = placed;
      else unplaced.add(variant.size);
    }
    for (const size of unplaced)
      record.issues.repair(
        "size",
        `"${size}" has no place on the size scale (${AGES[0]} … ${AGES[AGES.length - 1]}): kept as it is; map it in the "sizes" table of the category map`,
      );
  };
}

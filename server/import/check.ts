// Rules across records: duplicate keys, categories, SKUs. A record that fails one is rejected;
// its issues say why.
import type { ImportProduct } from "./product";

export type CategoryRow = { code: string; name: string; parentCode: string | null };
export type SkuPolicy = "suffix" | "reject";

// The same id (or handle) twice: the first is kept, later ones are rejected.
export function rejectDuplicates(records: ImportProduct[]) {
  const first = new Map<string, ImportProduct>();
  for (const record of records) {
    const key = record.id !== null ? `id ${record.id}` : record.handle ? `handle ${record.handle}` : null;
    if (key === null) continue;
    const kept = first.get(key);
    if (kept && !record.issues.rejected) {
      record.issues.reject(
        "id",
        `${key} appears again (first at ${kept.issues.label}): only the first is imported`,
      );
    } else if (!kept) first.set(key, record);
  }
}

// The sub-category a record names: through the operator's mapping file first, then as a
// sub-category code (DR-001) or name (Dress), ignoring case. Anything else is rejected.
export function categoryResolver(categories: CategoryRow[], mapping: Record<string, string>) {
  const subs = categories.filter((category) => category.parentCode !== null);
  const byKey = new Map<string, CategoryRow>();
  for (const sub of subs) {
    byKey.set(sub.code.toLowerCase(), sub);
    byKey.set(sub.name.toLowerCase(), sub);
  }
  const mapped = new Map(
    Object.entries(mapping).map(([from, to]) => [from.trim().toLowerCase(), to.trim().toLowerCase()]),
  );
  return (record: ImportProduct) => {
    const name = record.category.trim().toLowerCase();
    const found = byKey.get(mapped.get(name) ?? name);
    if (!found) {
      record.issues.reject(
        "category",
        mapped.has(name)
          ? `"${record.category}" is mapped to "${mapped.get(name)}", which is not a sub-category of the shop`
          : `"${record.category}" is not a category of the shop: map it in a category mapping file`,
      );
      return null;
    }
    return { categoryCode: found.code, parentCategoryCode: found.parentCode as string };
  };
}

// A SKU names one variant in the whole shop. A record that reuses one (from an earlier record,
// or from a product already in the shop that this file does not hold) gets a suffix (-2, -3…)
// or is rejected, as the operator chose.
export function makeSkusUnique(
  records: { record: ImportProduct; productId: number }[],
  ownerInShop: Map<string, number>,
  policy: SkuPolicy,
) {
  const importedIds = new Set(records.map(({ productId }) => productId));
  const taken = new Set([...ownerInShop].filter(([, owner]) => !importedIds.has(owner)).map(([sku]) => sku));
  for (const { record } of records) {
    const renamed: [string, string][] = [];
    const clashes: string[] = [];
    for (const variant of record.variants) {
      if (!taken.has(variant.sku)) {
        taken.add(variant.sku);
        continue;
      }
      if (policy === "reject") {
        clashes.push(variant.sku);
        continue;
      }
      let n = 2;
      while (taken.has(`${variant.sku}-${n}`)) n += 1;
      renamed.push([variant.sku, `${variant.sku}-${n}`]);
      variant.sku = `${variant.sku}-${n}`;
      taken.add(variant.sku);
    }
    for (const [from, to] of renamed)
      record.issues.repair("sku", `"${from}" is already used: made unique as "${to}"`);
    if (clashes.length > 0) {
      record.issues.reject("sku", `already used by another variant: ${clashes.join(", ")}`);
      for (const variant of record.variants) if (!clashes.includes(variant.sku)) taken.delete(variant.sku);
    }
  }
}

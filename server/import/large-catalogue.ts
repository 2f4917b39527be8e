// Writes a large catalogue in the spec's JSON shape, to measure the import:
//   node --import tsx server/import/large-catalogue.ts 100000 /tmp/large-catalogue.json
//   npm run import -- /tmp/large-catalogue.json
// Each product has three variants and one picture (the same file for all, stored once).
import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SUBS = [
  "Dress",
  "Top",
  "Bottom",
  "Sleepsuit",
  "Attire",
  "Accessories",
  "Bath & Care",
  "Feeding",
  "Playtime",
];
const COLORS = ["red", "yellow", "green", "blue", "pink", "white", "grey"];
const FIRST_ID = 100_001;

export function largeCatalogue(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const id = FIRST_ID + index;
    const color = COLORS[index % COLORS.length];
    const discount = index % 4 === 0 ? 10 + (index % 5) * 10 : 0;
    return {
      id,
      title: `Everyday Cotton Piece ${id}`,
      description: "A soft everyday piece in organic cotton, generated to measure the catalogue import.",
      type: "kids",
      brand: ["Little Sprout", "Moonbeam", "Cotton Cloud", "Tiny Acorn"][index % 4],
      collection: discount ? ["on sale"] : [],
      category: SUBS[index % SUBS.length],
      price: 20 + (index % 880),
      sale: discount > 0,
      discount: discount ? `${discount}%` : "",
      stock: index % 97,
      new: index % 10 === 0,
      tags: [color, "cotton"],
      variants: ["s", "m", "l"].map((size, n) => ({
        variant_id: id * 100 + n + 1,
        id,
        sku: `GEN-${id}-${size.toUpperCase()}`,
        size,
        color,
        image_id: id * 100 + 11,
      })),
      images: [
        {
          image_id: id * 100 + 11,
          id,
          alt: color,
          src: "piece.png",
          variant_id: [id * 100 + 1, id * 100 + 2, id * 100 + 3],
        },
      ],
    };
  });
}

// Run as a script (not when a test imports largeCatalogue).
const [count, out] = process.argv.slice(2);
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && count && out) {
  await writeFile(out, JSON.stringify(largeCatalogue(Number(count))));
  await copyFile(
    new URL("../../docs/import/pictures/dress-pink.png", import.meta.url),
    path.join(path.dirname(out), "piece.png"),
  );
  console.info(`${count} products written to ${out}`);
}

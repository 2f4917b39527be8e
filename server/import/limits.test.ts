// The limits that stop a file as soon as it passes them, for both formats.
import { describe, expect, it } from "vitest";

import { readCatalogue } from "./run";

const limits = { records: 3, rejected: 1 };
const product = (id: number) => ({
  id,
  title: `Romper ${id}`,
  type: "romper",
  brand: "Sprout",
  category: "Bodysuits",
  price: 10,
  stock: 1,
});
const csvHeader =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src\n";
const csvRow = (handle: string, price = "10") =>
  `${handle},Romper,,Sprout,Bodysuits,,Title,Default Title,${handle}-1,${price},1,\n`;

describe("import limits", () => {
  it("read a file up to the limits", async () => {
    const json = await readCatalogue("ok.json", Buffer.from(JSON.stringify([1, 2, 3].map(product))), limits);
    expect(json.records).toHaveLength(3);
    const csv = await readCatalogue(
      "ok.csv",
      Buffer.from(csvHeader + ["a", "b", "c"].map((h) => csvRow(h)).join("")),
      limits,
    );
    expect(csv.records).toHaveLength(3);
  });

  it("refuse one product too many", async () => {
    const json = readCatalogue("many.json", Buffer.from(JSON.stringify([1, 2, 3, 4].map(product))), limits);
    await expect(json).rejects.toThrow(/more than 3 products/);
    const csv = readCatalogue(
      "many.csv",
      Buffer.from(csvHeader + ["a", "b", "c", "d"].map((h) => csvRow(h)).join("")),
      limits,
    );
    await expect(csv).rejects.toThrow(/more than 3 products/);
  });

  it("refuse one invalid product too many, naming the first and what is wrong with it", async () => {
    const json = readCatalogue("bad.json", Buffer.from(JSON.stringify([product(1), {}, { id: 3 }])), limits);
    await expect(json).rejects.toThrow(/More than 1 products in the file are invalid.*The first: #2: id /);
    const csv = readCatalogue(
      "bad.csv",
      Buffer.from(csvHeader + csvRow("a") + csvRow("b", "x") + csvRow("c", "y")),
      limits,
    );
    await expect(csv).rejects.toThrow(/More than 1 products in the file are invalid.*The first: line 3/);
  });
});

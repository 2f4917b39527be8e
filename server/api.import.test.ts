// The catalogue import through the operator API: the sample with every quirk, its report and
// the catalogue it leaves, re-imports, changed files, malformed files and the operator token.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  type ImportReport,
  ImportReportResponse,
  OPERATOR_IMPORT_PATH,
  ProductDetailResponse,
} from "./contract";
import { createTestApi } from "./testing";

const SAMPLES = path.resolve("docs/import");
const TOKEN = "operator-token-for-the-import-tests-0123456789";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi({ operatorToken: TOKEN });
});
afterAll(() => api.close());

type Upload = { name: string; bytes: Buffer | string };
const sample = async (name: string): Promise<Upload> => ({
  name,
  bytes: await readFile(path.join(SAMPLES, name)),
});
const pictures = async () =>
  Promise.all((await readdir(path.join(SAMPLES, "pictures"))).map((name) => sample(`pictures/${name}`)));

async function importFile(
  catalogue: Upload,
  options: {
    images?: Upload[];
    categories?: Upload;
    fields?: Record<string, string>;
    token?: string | null;
  } = {},
) {
  const form = new FormData();
  const file = ({ name, bytes }: Upload) =>
    new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], path.basename(name));
  form.append("catalogue", file(catalogue));
  for (const image of options.images ?? []) form.append("images", file(image));
  if (options.categories) form.append("categories", file(options.categories));
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const headers: Record<string, string> = {};
  if (options.token !== null) headers.Authorization = `Bearer ${options.token ?? TOKEN}`;
  return api.request(OPERATOR_IMPORT_PATH, { method: "POST", body: form, headers });
}

async function product(slug: string) {
  const response = await api.request(`/api/products/${slug}/summary`);
  return response.status === 200 ? ProductDetailResponse.parse(response.body).data : null;
}

const totalProducts = async () => (await api.request("/api/products?pageSize=1")).body.paging.total as number;

const issuesOf = (report: ImportReport, record: string) => report.records.find((r) => r.record === record);

describe("importing the sample catalogue (the spec's JSON, every quirk)", () => {
  let report: ImportReport;
  let before: number;

  beforeAll(async () => {
    before = await totalProducts();
    const response = await importFile(await sample("sample-catalogue.json"), {
      images: await pictures(),
      categories: await sample("category-map.json"),
    });
    expect(response.status).toBe(200);
    report = ImportReportResponse.parse(response.body).data;
  });

  it("reports what it took, rejected and repaired", () => {
    expect(report.totals).toMatchObject({
      records: 14,
      imported: 9,
      created: 9,
      updated: 0,
      unchanged: 0,
      rejected: 5,
      repaired: 6,
    });
    expect(report.totals.pictures).toBe(5);
    const outcome = (record: string) => issuesOf(report, record)?.outcome;
    expect(outcome("#3 (id 9002)")).toBe("rejected");
    expect(issuesOf(report, "#3 (id 9002)")?.issues.at(-1)?.message).toMatch(
      /id 9002 appears again \(first at #2/,
    );
    expect(issuesOf(report, "#4 (id 9003)")?.issues[0].message).toMatch(
      /variants that do not exist \(900399\)/,
    );
    expect(issuesOf(report, "#5 (id 9004)")?.issues[0].message).toBe(
      '"SMOCK-PINK-S" is already used: made unique as "SMOCK-PINK-S-2"',
    );
    expect(issuesOf(report, "#6 (id 9005)")?.issues[0].message).toMatch(
      /on sale but the discount "" .*not on sale/,
    );
    expect(issuesOf(report, "#7 (id 9006)")?.issues[0].message).toMatch(
      /discount "25%" without the sale flag/,
    );
    expect(outcome("#8 (id 9007)")).toBe("rejected");
    expect(issuesOf(report, "#9 (id 9008)")?.issues[0].message).toMatch(/stock -3 is below 0: set to 0/);
    expect(issuesOf(report, "#11 (id 9010)")?.issues[0].message).toMatch(/"metro" is not a category/);
    expect(issuesOf(report, "#12 (id 9011)")?.issues[0].field).toBe("title");
    expect(issuesOf(report, "#13 (id 9012)")?.issues.map((issue) => issue.message)).toEqual([
      "none: one variant made, SKU P9012",
      "pictures/teether-box.png was not found: picture dropped",
      "https://cdn.example.com/teether.jpg is on the web and is not fetched: picture dropped",
    ]);
    expect(issuesOf(report, "#14 (id 9013)")?.issues[0].message).toMatch(/stock 5000000 is out of range/);
    // Records taken as they came are not listed.
    expect(issuesOf(report, "#1 (id 9001)")).toBeUndefined();
  });

  it("leaves the products in the catalogue as the report says", async () => {
    expect(await totalProducts()).toBe(before + 9);
    const dress = await product("meadow-smock-dress-9001");
    expect(dress).toMatchObject({
      id: 9001,
      price: 28,
      oldPrice: 40,
      discountPercent: 30,
      sale: true,
      isNew: true,
    });
    expect(dress?.category.code).toBe("DR-001");
    // Its sizes s and m placed on the size scale by the category map's size table.
    expect(dress?.sizes).toEqual(["3-6m", "6-12m"]);
    expect(dress?.parentCategory.code).toBe("CL-001");
    expect(dress?.variants.map((v) => [v.sku, v.size, v.color, v.stock])).toEqual([
      ["SMOCK-PINK-S", "3-6m", "pink", 4],
      ["SMOCK-PINK-M", "6-12m", "pink", 3],
      ["SMOCK-WHITE-S", "3-6m", "white", 3],
    ]);
    const [pink, white] = dress?.images ?? [];
    expect(dress?.variants.map((v) => v.imageId)).toEqual([pink.id, pink.id, white.id]);
    expect(pink).toMatchObject({ alt: "pink", color: "pink" });
    expect(pink.src).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);

    expect((await product("starry-night-sleepsuit-9002"))?.title).toBe("Starry Night Sleepsuit");
    expect(await product("starry-night-sleepsuit-old-copy-9002")).toBeNull();
    const bib = await product("sunshine-bandana-bib-9003");
    expect(bib?.variants[0].imageId).toBe(bib?.images[0].id);
    expect(bib?.category.code).toBe("FE-001");
    const giftBox = await product("meadow-smock-dress-gift-box-9004");
    expect(giftBox?.variants.map((v) => v.sku)).toEqual(["SMOCK-PINK-S-2", "GIFTBOX-PINK-M"]);
    // The same picture as the dress: stored once.
    expect(giftBox?.images[0].src).toBe(pink.src);
    expect(await product("ribbed-leggings-9005")).toMatchObject({
      sale: false,
      discountPercent: 0,
      price: 18,
    });
    expect(await product("cable-knit-beanie-9006")).toMatchObject({
      sale: false,
      discountPercent: 0,
      price: 15,
    });
    expect(await product("free-sample-socks-9007")).toBeNull();
    expect((await product("pull-along-wooden-duck-9008"))?.stock).toBe(0);
    expect((await product("linen-shirt-dress-9009"))?.category.code).toBe("DR-001");
    expect(await product("metro-card-holder-9010")).toBeNull();
    const teether = await product("silicone-teether-ring-9012");
    expect(teether?.variants).toMatchObject([{ sku: "P9012", stock: 25 }]);
    expect(teether?.images).toHaveLength(1);
    expect(await product("warehouse-muslin-squares-9013")).toBeNull();
  });

  it("serves the copied pictures from the media store", async () => {
    const dress = await product("meadow-smock-dress-9001");
    const response = await api.app.request(`/media/${dress?.images[0].src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes).equals(await readFile(path.join(SAMPLES, "pictures/dress-pink.png")))).toBe(
      true,
    );
    expect((await api.app.request("/media/uploads/0123456789abcdef0123456789abcdef.png")).status).toBe(404);
  });

  it("changes nothing when the same file is imported again", async () => {
    const dressBefore = await product("meadow-smock-dress-9001");
    const response = await importFile(await sample("sample-catalogue.json"), {
      images: await pictures(),
      categories: await sample("category-map.json"),
    });
    const again = ImportReportResponse.parse(response.body).data;
    expect(again.totals).toMatchObject({
      imported: 9,
      created: 0,
      updated: 0,
      unchanged: 9,
      rejected: 5,
      pictures: 0,
    });
    expect(await totalProducts()).toBe(before + 9);
    expect(await product("meadow-smock-dress-9001")).toEqual(dressBefore);
  });

  it("updates a changed product by its id and keeps its address and the ids of what stayed", async () => {
    const dressBefore = await product("meadow-smock-dress-9001");
    const records = JSON.parse(
      (await readFile(path.join(SAMPLES, "sample-catalogue.json"))).toString("utf8"),
    );
    const changed = {
      ...records[0],
      title: "Meadow Smock Dress, Summer",
      price: 50,
      variants: records[0].variants.slice(0, 2),
    };
    changed.images = [{ ...records[0].images[0], variant_id: [900101, 900102] }];
    const response = await importFile(
      { name: "changed.json", bytes: JSON.stringify([changed, records[1]]) },
      { images: await pictures() },
    );
    expect(ImportReportResponse.parse(response.body).data.totals).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
    const dress = await product("meadow-smock-dress-9001");
    expect(dress).toMatchObject({ title: "Meadow Smock Dress, Summer", price: 35, oldPrice: 50 });
    expect(dress?.variants.map((v) => v.id)).toEqual(dressBefore?.variants.slice(0, 2).map((v) => v.id));
    expect(dress?.variants.map((v) => v.stock)).toEqual([5, 5]);
    expect(dress?.images.map((i) => i.id)).toEqual([dressBefore?.images[0].id]);
    expect(await totalProducts()).toBe(before + 9);
  });
});

describe("choices and dry runs", () => {
  it("a dry run reports the same and writes nothing", async () => {
    const before = await totalProducts();
    const response = await importFile(await sample("shopify-products.csv"), {
      images: await pictures(),
      fields: { dryRun: "true" },
    });
    const report = ImportReportResponse.parse(response.body).data;
    expect(report).toMatchObject({ dryRun: true, format: "shopify-csv" });
    expect(report.totals).toMatchObject({ created: 3, rejected: 2, pictures: 3 });
    expect(await totalProducts()).toBe(before);
    expect(await product("organic-cotton-romper")).toBeNull();
  });

  it("rejects unknown categories without a mapping file, and shared SKUs when asked to", async () => {
    const response = await importFile(await sample("sample-catalogue.json"), {
      fields: { dryRun: "true", skuPolicy: "reject" },
    });
    const report = ImportReportResponse.parse(response.body).data;
    expect(issuesOf(report, "#10 (id 9009)")?.issues[0].message).toBe(
      '"fashion" is not a category of the shop: map it in a category mapping file',
    );
    // Without the map's size table, s and m have no place on the size scale: reported, kept.
    const sizeIssues = issuesOf(report, "#1 (id 9001)")?.issues.filter((issue) => issue.field === "size");
    expect(sizeIssues).toEqual([
      expect.objectContaining({
        field: "size",
        action: "repaired",
        message: expect.stringMatching(/^"s" has no place on the size scale/),
      }),
      expect.objectContaining({ field: "size", message: expect.stringMatching(/^"m" has no place/) }),
    ]);
    expect(issuesOf(report, "#5 (id 9004)")).toMatchObject({
      outcome: "rejected",
      issues: [{ field: "sku", message: "already used by another variant: SMOCK-PINK-S" }],
    });
  });
});

describe("a Shopify product CSV", () => {
  it("imports products with their variants, prices and pictures, once", async () => {
    const first = ImportReportResponse.parse(
      (await importFile(await sample("shopify-products.csv"), { images: await pictures() })).body,
    ).data;
    expect(first.totals).toMatchObject({ records: 5, created: 3, rejected: 2, repaired: 3, pictures: 3 });
    expect(issuesOf(first, "line 9 (handle smart-baby-monitor)")?.issues[0].message).toMatch(
      /"Electronics" is not a category/,
    );
    expect(issuesOf(first, "line 10 (handle winter-snowsuit)")?.issues[0].message).toMatch(/"draft"/);
    expect(issuesOf(first, "line 8 (handle gift-romper-bundle)")?.issues[0].message).toMatch(
      /made unique as "ROMPER-PINK-03-2"/,
    );

    const romper = await product("organic-cotton-romper");
    expect(romper).toMatchObject({
      title: "Organic Cotton Romper",
      brand: "Tiny Acorn",
      price: 30,
      oldPrice: 40,
      discountPercent: 25,
      isNew: true,
    });
    expect(romper?.description).toBe(
      "A soft romper in organic cotton, with poppers down the front & at the legs.",
    );
    expect(romper?.category.code).toBe("SL-001");
    expect(romper?.variants.map((v) => [v.sku, v.size, v.color, v.stock])).toEqual([
      ["ROMPER-PINK-03", "0-3m", "pink", 6],
      ["ROMPER-PINK-36", "3-6m", "pink", 4],
      ["ROMPER-BLUE-03", "0-3m", "blue", 0],
      ["ROMPER-BLUE-36", "3-6m", "blue", 5],
    ]);
    expect(romper?.images.map((i) => [i.alt, i.color])).toEqual([
      ["Romper in pink", "pink"],
      ["Romper in blue", "blue"],
    ]);
    expect(romper?.variants[2].imageId).toBe(romper?.images[1].id);
    expect((await product("chunky-knit-cardigan"))?.variants).toMatchObject([
      { sku: "CARDIGAN-GREY", size: null, color: null },
    ]);

    const again = ImportReportResponse.parse(
      (await importFile(await sample("shopify-products.csv"), { images: await pictures() })).body,
    ).data;
    expect(again.totals).toMatchObject({ created: 0, updated: 0, unchanged: 3, pictures: 0 });
    expect(await product("organic-cotton-romper")).toEqual(romper);
  });
});

describe("malformed files change nothing", () => {
  const csvHeader =
    "Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src\n";

  it.each([
    [
      "invalid UTF-8",
      "bad.csv",
      Buffer.concat([
        Buffer.from(`${csvHeader}caf`),
        Buffer.from([0xe9]),
        Buffer.from(",Café,,V,Top,,Title,Default Title,C1,10,1,\n"),
      ]),
      /not valid UTF-8 \(first bad bytes on line 2\)/,
    ],
    [
      "missing columns",
      "bad.csv",
      "Handle,Title,Variant Price\nx,X,10\n",
      /lacks the columns Body \(HTML\), Vendor, Type, Tags, Option1 Name/,
    ],
    [
      "an unclosed quote",
      "bad.csv",
      `${csvHeader}romper,"Romper,,V,Top,,Title,Default Title,R1,10,1,\n`,
      /The CSV cannot be read/,
    ],
    [
      "rows of the wrong width",
      "bad.csv",
      `${csvHeader}romper,Romper,,V\n`,
      /The CSV cannot be read \(line 2\)/,
    ],
    ["JSON that does not parse", "bad.json", '[{ "id": 1, ', /not valid JSON/],
    ["JSON that is not a list", "bad.json", '{ "id": 1 }', /no list of products/],
    ["JSON with a comma too many", "bad.json", "[{},]", /product #2 is empty/],
    ["JSON with a bad element", "bad.json", '[{}, {"id": 1,}]', /not valid JSON: product #2/],
  ])("%s", async (_, name, bytes, message) => {
    const before = await totalProducts();
    const response = await importFile({ name, bytes });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: "VALIDATION_ERROR" });
    expect(response.body.message).toMatch(message);
    expect(await totalProducts()).toBe(before);
  });
});

describe("the operator token", () => {
  it("is required, and must be the configured one", async () => {
    const csv = await sample("shopify-products.csv");
    expect((await importFile(csv, { token: null })).status).toBe(401);
    const wrong = await importFile(csv, { token: "not-the-operator-token-not-the-operator-token" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errorCode).toBe("FORBIDDEN");
    expect((await importFile(csv, { fields: { dryRun: "true" } })).status).toBe(200);
  });

  it("without a configured token the operator API is off", async () => {
    const other = await createTestApi();
    try {
      const form = new FormData();
      form.append("catalogue", new File(["[]"], "empty.json"));
      const response = await other.request(OPERATOR_IMPORT_PATH, {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/OPERATOR_TOKEN is not set/);
    } finally {
      await other.close();
    }
  });

  // 20 MB of [{},{},…] as JSON: once parsed (and walked) before the token was checked, it held
  // the event loop for 37 s. Now nothing reads a byte of it without the token, or as JSON at all.
  it("is checked before any of the body is read, and the import takes only a multipart form", async () => {
    const cases: [Record<string, string>, number][] = [
      [{}, 401],
      [{ Authorization: "Bearer not-the-operator-token-not-the-operator-token" }, 403],
      [{ Authorization: `Bearer ${TOKEN}` }, 415],
    ];
    for (const [headers, status] of cases) {
      const body = countedBody(20, '{"a":"b"},');
      const response = await api.app.request(OPERATOR_IMPORT_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: body.stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(status);
      // A stream may pull a chunk ahead; never the 20 MB.
      expect(body.pulledMegabytes()).toBeLessThanOrEqual(2);
    }
  });

  it("refuses an upload declared over 200 MB with 413 before reading it", async () => {
    const body = countedBody(20, "x");
    const response = await api.app.request(OPERATOR_IMPORT_PATH, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(201 * 1024 * 1024),
      },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(body.pulledMegabytes()).toBeLessThanOrEqual(2);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await api.request("/api/openapi.json")).body;
    const operation = doc.paths[OPERATOR_IMPORT_PATH].post;
    expect(operation.security).toEqual([{ operatorToken: [] }]);
    expect(Object.keys(operation.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(doc.components.securitySchemes.operatorToken).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

describe("a large upload streams", () => {
  // A multipart body made as it is read: the catalogue, then `megabytes` of a picture that
  // nothing names, so the test itself never holds the upload either.
  function streamedForm(catalogue: string, megabytes: number) {
    const boundary = "stream-test-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="catalogue"; filename="c.json"\r\n` +
        `Content-Type: application/json\r\n\r\n${catalogue}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="big.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const picture = countedBody(megabytes, "p");
    const reader = picture.stream.getReader();
    let stage = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (stage === 0) {
          stage = 1;
          return controller.enqueue(head);
        }
        const next = await reader.read();
        if (!next.done) return controller.enqueue(next.value);
        if (stage === 1) {
          stage = 2;
          return controller.enqueue(tail);
        }
        controller.close();
      },
    });
    const request = (headers: Record<string, string> = {}) =>
      api.app.request(OPERATOR_IMPORT_PATH, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${TOKEN}`,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          ...headers,
        },
        body: stream,
        duplex: "half",
      } as RequestInit);
    return { request, pulledMegabytes: picture.pulledMegabytes };
  }

  // Before, the body (then the form, then the file as one buffer and as one string) was held
  // whole: 190 MB took the API from 312 to 802 MB. Now the files go to disk as they arrive.
  it("a 150 MB upload adds far less than its size to the API's memory", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const upload = streamedForm("[]", 150);
      const response = await upload.request();
      expect(response.status).toBe(200);
      expect(upload.pulledMegabytes()).toBe(150);
    } finally {
      clearInterval(sampler);
    }
    expect((peak - before) / 1024 / 1024).toBeLessThan(75);
  });

  it("a chunked upload over 200 MB is refused with 413 once it passes the limit", async () => {
    const upload = streamedForm("[]", 260);
    const response = await upload.request();
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorCode: "PAYLOAD_TOO_LARGE" });
    // Streams read a chunk or a few ahead; never the whole 260 MB.
    expect(upload.pulledMegabytes()).toBeLessThanOrEqual(206);
  });

  // 20 MB of [{},{},…] held the event loop for 37 s. Now the file stops at its 1,001st
  // invalid product, whatever follows.
  it("stops a file of invalid products at the 1,001st, and says what the first lacks", async () => {
    const before = await totalProducts();
    const response = await importFile({ name: "junk.json", bytes: `[${"{},".repeat(2_000_000)}{}]` });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/More than 1,000 products in the file are invalid/);
    expect(response.body.message).toMatch(/The first: #1: id /);
    expect(await totalProducts()).toBe(before);
  });

  it('reads a list under "products", with brackets, commas and quotes inside its strings', async () => {
    const tricky = { ...JSON.parse((await sample("sample-catalogue.json")).bytes.toString())[0] };
    tricky.description = 'Soft, "stretchy" [cotton] {knit}, \\ and \\"more\\"';
    const response = await importFile(
      { name: "wrapped.json", bytes: JSON.stringify({ note: "[x]", products: [tricky] }) },
      { categories: await sample("category-map.json"), fields: { dryRun: "true" } },
    );
    expect(response.status).toBe(200);
    expect(ImportReportResponse.parse(response.body).data.totals.records).toBe(1);
  });
});

// A body of `megabytes` 1 MB chunks of `unit` repeated, that counts how many were read.
function countedBody(megabytes: number, unit: string) {
  const chunk = new TextEncoder().encode(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === megabytes) return controller.close();
      pulled += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulledMegabytes: () => pulled };
}

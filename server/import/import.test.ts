// The import below the API: all or nothing when a write fails half-way, and the command line.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { products } from "../db/schema";
import { createTestApi } from "../testing";
import { largeCatalogue } from "./large-catalogue";
import { importCatalogue, readCatalogue } from "./run";

const run = promisify(execFile);

// Each test on its own database, with just over one batch (write.ts writes 1,000 products a
// statement): the smallest file whose import can stop after a batch was written. The tests
// took 14 to 25 s each (their database opened included) with the machine's 2 cores at a load
// average of 20 (other work and the web fuzzer beside them); the old 20 s was too tight for
// that, 60 s leaves more than twice the worst.
describe("one transaction per import", { timeout: 60_000 }, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(() => api.close());

  const PRODUCTS = 1001;
  const catalogue = () => readCatalogue("large.json", Buffer.from(JSON.stringify(largeCatalogue(PRODUCTS))));
  const productCount = async () => (await api.db.select({ n: count() }).from(products))[0].n;

  it("writes nothing when the import fails after its first batch was written", async () => {
    const before = await productCount();
    // A fault we cannot cause otherwise (the process dying half-way): the progress callback
    // throws once the first batch of products is in.
    const importing = importCatalogue(api.db, await catalogue(), {
      shopUrl: "http://shop.test",
      pictures: async () => null,
      onProgress: (phase, done) => {
        if (phase === "writing" && done > 0) throw new Error("stopped half-way");
      },
    });
    await expect(importing).rejects.toThrow("stopped half-way");
    expect(await productCount()).toBe(before);
  });

  it("writes every product of the same file when nothing fails", async () => {
    const before = await productCount();
    const whole = await importCatalogue(api.db, await catalogue(), {
      shopUrl: "http://shop.test",
      pictures: async () => null,
    });
    expect(whole.totals.created).toBe(PRODUCTS);
    expect(await productCount()).toBe(before + PRODUCTS);
  });
});

// Each run starts a process with its own database: give it time on a busy machine.
describe("npm run import", { timeout: 180_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "import-cli-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // On a throwaway embedded database.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const cli = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "server/import/cli.ts", ...args], {
      env: { ...env, DATA_DIR: "memory://" },
    });

  it("prints the report and writes it as JSON", async () => {
    const reportFile = path.join(dir, "report.json");
    const { stdout } = await cli(
      "docs/import/sample-catalogue.json",
      "--dry-run",
      "--categories",
      "docs/import/category-map.json",
      "--report",
      reportFile,
    );
    expect(stdout).toContain("Dry run (nothing written): sample-catalogue.json (json), 14 records");
    expect(stdout).toContain("9 created, 0 updated, 0 unchanged, 5 rejected, 6 repaired, 5 new pictures");
    expect(stdout).toContain("REJECTED #3 (id 9002)");
    const report = JSON.parse(await readFile(reportFile, "utf8"));
    expect(report).toMatchObject({ dryRun: true, totals: { records: 14, created: 9 } });
  });

  it("imports Shopify's translation CSV, told apart by its header", async () => {
    const { stdout } = await cli("docs/import/shopify-translations.csv", "--dry-run");
    expect(stdout).toContain(
      "Dry run (nothing written): shopify-translations.csv (Shopify translations), 14 rows",
    );
    expect(stdout).toContain("4 translations to store, 6 rows left out");
    expect(stdout).toContain("left out 1: no product at /products/no-such-product (line 13)");
  });

  it("stops with a clear message on a malformed file", async () => {
    const bad = path.join(dir, "bad.csv");
    await writeFile(bad, "Handle,Title\nx,X\n");
    const failed = await cli(bad).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/lacks the columns .*\nNothing was imported\./);
  });
});

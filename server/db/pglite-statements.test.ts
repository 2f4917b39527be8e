import { readFile } from "node:fs/promises";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openPglite } from "./client";
import type { PgliteWithStatements } from "./pglite-statements";

// Each answer of the named-statement path beside PGlite's own, on the same database.
let pg: PgliteWithStatements;
const own = <T>(text: string, params?: unknown[], options?: Parameters<PGlite["query"]>[2]) =>
  PGlite.prototype.query.call(pg, text, params, options) as Promise<{ rows: T[] }>;
const prepared = (): Promise<{ rows: { name: string }[] }> =>
  own("select name from pg_prepared_statements where name like 'pglite_%'");

beforeAll(async () => {
  // The run's saved demo database when there is one: a copy opens in a second, initdb takes many.
  const saved = process.env.TEST_SEEDED_DATABASE;
  const loadDataDir = saved ? new Blob([await readFile(saved)]) : undefined;
  pg = await openPglite({ dataDir: "memory://", loadDataDir });
  await pg.exec(`create table statement_probe (id serial primary key, sku text unique not null, qty integer,
    price numeric(10,2), tags text[], data jsonb, made timestamptz default now())`);
  await pg.query("insert into statement_probe (sku, qty, price, tags, data) values ($1, $2, $3, $4, $5)", [
    "A-1",
    3,
    "12.50",
    ["wool", "red"],
    { size: "3-6M" },
  ]);
  await pg.query("insert into statement_probe (sku, qty) values ($1, $2)", ["B-2", null]);
});
afterAll(() => pg.close());

describe("PGlite with named statements", () => {
  it("answers as PGlite does: types, nulls, arrays, JSON, array rows and affected rows", async () => {
    const text = "select * from statement_probe where qty is distinct from $1 order by id";
    for (const params of [[0], [3], [null]]) {
      expect(await pg.query(text, params)).toEqual(await own(text, params));
      expect(await pg.query(text, params, { rowMode: "array" })).toEqual(
        await own(text, params, { rowMode: "array" }),
      );
    }
    const first = await pg.query<{ tags: string[]; data: { size: string } }>(text, [null]);
    expect(first.rows[0]).toMatchObject({ sku: "A-1", tags: ["wool", "red"], data: { size: "3-6M" } });
    const changed = await pg.query(
      "update statement_probe set qty = coalesce(qty, 0) + $1 where sku = any($2)",
      [1, ["A-1", "B-2"]],
    );
    expect(changed.affectedRows).toBe(2);
  });

  it("parses a text once and runs it again from its statement", async () => {
    const text = "select sku from statement_probe where sku = $1";
    const before = (await prepared()).rows.length;
    for (const sku of ["A-1", "B-2", "A-1"]) expect((await pg.query(text, [sku])).rows).toEqual([{ sku }]);
    expect((await prepared()).rows.length).toBe(before + 1);
  });

  it("throws PostgreSQL's error with its code, and the next statement runs", async () => {
    await expect(pg.query("insert into statement_probe (sku) values ($1)", ["A-1"])).rejects.toMatchObject({
      code: "23505",
    });
    await expect(
      pg.query("select qty from statement_probe where id = $1", ["not a number"]),
    ).rejects.toMatchObject({
      code: "22P02",
    });
    await expect(pg.query("selec 1")).rejects.toMatchObject({ code: "42601" });
    expect((await pg.query("select count(*)::int as n from statement_probe")).rows).toEqual([{ n: 2 }]);
  });

  it("parses again when a table changed under a statement", async () => {
    const text = "select * from statement_probe where sku = $1";
    expect(Object.keys((await pg.query<object>(text, ["A-1"])).rows[0]!)).not.toContain("note");
    await pg.exec("alter table statement_probe add column note text default 'new'");
    expect((await pg.query(text, ["A-1"])).rows[0]).toMatchObject({ sku: "A-1", note: "new" });
  });

  it("keeps at most 500 statements, closing those it lets go of", async () => {
    for (let i = 0; i < 520; i++) {
      expect((await pg.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: i + 1 }]);
    }
    expect((await prepared()).rows.length).toBeLessThanOrEqual(501);
    expect((await pg.query("select $1::int + 0 as n", [2])).rows).toEqual([{ n: 2 }]);
  });

  it("names a transaction's statements, and a failed one rolls the whole transaction back", async () => {
    const text = "update statement_probe set qty = $1 where sku = $2";
    await pg.transaction(async (tx) => {
      await tx.query(text, [7, "A-1"]);
      await tx.query(text, [8, "B-2"]);
    });
    expect((await prepared()).rows.length).toBeGreaterThan(0);
    const named = (
      await own<{ n: number }>("select count(*)::int as n from pg_prepared_statements where statement = $1", [
        text,
      ])
    ).rows[0]!.n;
    expect(named).toBe(1);
    await expect(
      pg.transaction(async (tx) => {
        await tx.query(text, [9, "A-1"]);
        await tx.query("insert into statement_probe (sku) values ($1)", ["B-2"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await pg.query("select sku, qty from statement_probe order by sku")).rows).toEqual([
      { sku: "A-1", qty: 7 },
      { sku: "B-2", qty: 8 },
    ]);
  });

  it("waits for a transaction in flight, as PGlite's own query does", async () => {
    let inside!: () => void;
    const held = new Promise<void>((resolve) => (inside = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query("update statement_probe set qty = 100 where sku = $1", ["A-1"]);
      await held;
    });
    const read = pg.query<{ qty: number }>("select qty from statement_probe where sku = $1", ["A-1"]);
    inside();
    await transaction;
    expect((await read).rows).toEqual([{ qty: 100 }]);
  });
});

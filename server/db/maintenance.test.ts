// Vacuum and analyze of the embedded database (maintenance.ts): a table churned on PGlite is
// found due by its own counters and vacuumed by the schedule (its dead rows gone, its counters
// moved), while the API goes on answering requests; a table below the threshold is left alone.
import { readFile } from "node:fs/promises";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApi, seededSnapshot } from "../testing";
import { queryRows } from "./client";
import { maintainOnce, scheduleMaintenance, stepsDue } from "./maintenance";

type Counters = { dead: number; vacuums: number; analyses: number; rows: number };

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  // PGlite always (a snapshot is loaded into it whatever TEST_DATABASE_URL says): PostgreSQL has
  // its own autovacuum, and the API does not run this there.
  const saved = process.env.TEST_SEEDED_DATABASE;
  api = await createTestApi({ snapshot: saved ? new Blob([await readFile(saved)]) : await seededSnapshot() });
});
afterAll(() => api?.close());

const countersOf = async (table: string) =>
  (
    await queryRows<Counters>(
      api.db,
      sql`select n_dead_tup::int as dead, vacuum_count::int as vacuums, analyze_count::int as analyses,
            (select reltuples::int from pg_class where oid = relid) as rows
          from pg_stat_user_tables where relname = ${table}`,
    )
  )[0];

// Every variant's row updated `times` times: as many dead rows each time (stock moving with orders).
async function churnVariants(times: number) {
  for (let i = 0; i < times; i++) await api.db.execute(sql`update product_variants set stock = stock`);
}

describe("the embedded database's maintenance", () => {
  it("vacuums a churned table on its schedule, while requests go on being answered", async () => {
    await maintainOnce(api.db, { minChanges: 50, pauseMs: 0 }); // what the seed left, done first
    const before = await countersOf("product_variants");
    await churnVariants(3);
    expect(before.rows).toBeGreaterThan(100);
    // PostgreSQL hands its counters on at most once a second: they show a moment later (fewer
    // than 3 a row: an update prunes the dead versions on its page as it goes).
    await expect
      .poll(async () => (await countersOf("product_variants")).dead, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2 * before.rows);
    const churned = await countersOf("product_variants");
    const due = (await stepsDue(api.db, 50)).filter((step) => step.table === "product_variants");
    expect(due.map((step) => step.statement)).toEqual(["vacuum", "analyze"]);

    // A shopper's requests, one after another, all the while.
    const answers: { status: number; at: number }[] = [];
    let serving = true;
    const shopper = (async () => {
      for (let page = 1; serving; page = (page % 5) + 1) {
        const { status } = await api.request(`/api/products?page=${page}&sort=low`);
        answers.push({ status, at: performance.now() });
        // As a request from the network would: PGlite answers in promises alone, and a loop of
        // them would never let a timer (the schedule's, the poll's) run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const started = performance.now();
    const stop = scheduleMaintenance(api.db, { everyMs: 50, minChanges: 50 });
    let finished = started;
    try {
      await expect
        .poll(async () => (await countersOf("product_variants")).vacuums, { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(churned.vacuums);
      await expect
        .poll(async () => (await countersOf("product_variants")).analyses, { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(churned.analyses);
    } finally {
      await stop();
      finished = performance.now();
      serving = false;
      await shopper;
    }

    const after = await countersOf("product_variants");
    expect(after.dead).toBeLessThan(churned.dead / 10);
    expect(answers.filter(({ at }) => at > started && at < finished).length).toBeGreaterThan(0);
    expect(answers.every(({ status }) => status === 200)).toBe(true);
    expect(await stepsDue(api.db, 50)).not.toContainEqual(
      expect.objectContaining({ table: "product_variants" }),
    );
  }, 90_000);

  it("leaves a table whose changes are under the threshold; rows only added make one due too", async () => {
    await maintainOnce(api.db, { minChanges: 50, pauseMs: 0 });
    const before = await countersOf("product_variants");
    await churnVariants(1);
    // Every row changed once, under a threshold of more changes than that: nothing runs.
    expect(await maintainOnce(api.db, { minChanges: 1 + before.rows, pauseMs: 0 })).toEqual([]);
    expect((await countersOf("product_variants")).vacuums).toBe(before.vacuums);
    // New rows only, none dead: the visibility map wants a vacuum all the same.
    await api.db.execute(sql`
      insert into audit_log (staff_email, action, target)
      select 'maintenance@staff.example', 'test.churn', 'row ' || n from generate_series(1, 500) n`);
    await expect
      .poll(() => stepsDue(api.db, 100), { timeout: 10_000 })
      .toContainEqual({ table: "audit_log", statement: "vacuum" });
    const steps = await maintainOnce(api.db, { minChanges: 100, pauseMs: 0 });
    expect(steps.map(({ table, statement }) => ({ table, statement }))).toContainEqual({
      table: "audit_log",
      statement: "vacuum",
    });
    expect(steps.findIndex((step) => step.table === "audit_log" && step.statement === "vacuum")).toBeLessThan(
      steps.findIndex((step) => step.table === "audit_log" && step.statement === "analyze"),
    );
    expect(steps.every(({ ms }) => ms >= 0)).toBe(true);
  });
});

import type { Logger } from "drizzle-orm";

import { createTestApi } from "../testing";
import { shopHelpers } from "../testing-shop";

// The process's CPU time per request of `request`, after `warmUp` unmeasured ones, with the
// database statements each made (counted by the caller's logger through `statements`).
// Shared by the in-process probes of this folder; not a test.
export async function cpuPerRequest(
  request: () => Promise<void>,
  { runs, warmUp, statements }: { runs: number; warmUp: number; statements: { count: number } },
) {
  for (let i = 0; i < warmUp; i++) await request();
  statements.count = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await request();
  const used = process.cpuUsage(cpu);
  return (
    `${((used.user + used.system) / 1000 / runs).toFixed(2)} ms CPU, ` +
    `${((performance.now() - started) / runs).toFixed(2)} ms wall, ${(statements.count / runs).toFixed(1)} statements each`
  );
}

// A counter of the database statements run, and the drizzle logger that counts them.
export function countedStatements() {
  const statements = { count: 0 };
  const logger: Logger = { logQuery: () => void statements.count++ };
  return { statements, logger };
}

// The API in process with its statements counted, and a member signed up on it: for the
// probes of a member's calls.
export async function signedInProbe() {
  const { statements, logger } = countedStatements();
  const api = await createTestApi({ logger });
  const shop = shopHelpers(api);
  return { api, shop, shopper: await shop.signUp(), statements };
}

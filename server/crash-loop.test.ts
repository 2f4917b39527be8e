// The crash loop at CI size (tests/support/crash-loop.ts): the API, as `npm run api` runs it
// on a data directory, is killed with SIGKILL at random moments while checkouts,
// registrations and catalogue imports go to it, and started again. No start may fail, every
// order and member it answered 2xx for must be there at the end, and a second API started on
// the directory in use must be refused. `npm run crash-loop -- --kills 200` runs it at length.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, expect, it } from "vitest";

import { crashLoop, prepareDataDir } from "../tests/support/crash-loop";
import { seededSnapshot } from "./testing";

const root = await mkdtemp(path.join(tmpdir(), "crash-loop-test-"));
afterAll(() => rm(root, { recursive: true, force: true }));

it("keeps every committed order through 16 kills at random moments", { timeout: 240_000 }, async () => {
  const saved = process.env.TEST_SEEDED_DATABASE;
  const snapshot = saved ? new Blob([await readFile(saved)]) : await seededSnapshot();
  const dataDir = path.join(root, "data");
  const shop = await prepareDataDir(dataDir, snapshot);
  const result = await crashLoop(dataDir, shop, {
    kills: 16,
    maxUptimeMs: 1500,
    killWhileStartingEvery: 5,
    secondOpenerEvery: 6,
  });
  expect(result.failures).toEqual([]);
  expect(result.startsFailed).toBe(0);
  expect(result.kills).toBe(16);
  // Writes went through between the kills, and none of them was lost.
  expect(result.ordersCommitted).toBeGreaterThan(0);
  expect(result.ordersLost).toBe(0);
  expect(result.membersLost).toBe(0);
  expect(result.secondOpeners).toBeGreaterThan(0);
  expect(result.secondOpenersRefused).toBe(result.secondOpeners);
});

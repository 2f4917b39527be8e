// `npm run crash-loop -- --kills 200`: the crash loop (tests/support/crash-loop.ts) at length,
// on a fresh data directory in the temporary directory; prints its figures and exits 1 if a
// start failed or a committed order or member was lost. The directories are deleted at the end
// when all went well, else kept for a look (and always with --keep-dir).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { seededSnapshot } from "../../server/testing";
import { crashLoop, type CrashLoopResult, prepareDataDir } from "../support/crash-loop";

const { values } = parseArgs({
  options: {
    kills: { type: "string", default: "200" },
    "max-uptime-ms": { type: "string", default: "3000" },
    // Loops side by side, each on its own directory, the kills shared out among them.
    loops: { type: "string", default: "1" },
    // Keep the data directories even when all went well (they are kept when something failed).
    "keep-dir": { type: "boolean", default: false },
  },
});

const loops = Number(values.loops);
const snapshot = await seededSnapshot();
const started = Date.now();
const roots: string[] = [];
const results = await Promise.all(
  Array.from({ length: loops }, async (_, loop) => {
    const root = await mkdtemp(path.join(tmpdir(), "crash-loop-"));
    roots.push(root);
    const dataDir = path.join(root, "data");
    console.info(`Data directory: ${dataDir}`);
    const shop = await prepareDataDir(dataDir, snapshot);
    const result = await crashLoop(dataDir, shop, {
      kills: Math.ceil(Number(values.kills) / loops),
      maxUptimeMs: Number(values["max-uptime-ms"]),
      killWhileStartingEvery: 5,
      secondOpenerEvery: 7,
      onKill: (kill, now) => {
        if (kill % 10 === 0)
          console.info(`loop ${loop + 1}: ${kill} kills, ${now.startsFailed} starts failed`);
      },
    });
    return result;
  }),
);
// The loops' figures added up.
const result = results.reduce((sum, next) => {
  const total = { ...sum };
  for (const key of Object.keys(next) as (keyof CrashLoopResult)[]) {
    if (key === "failures") total.failures = [...sum.failures, ...next.failures];
    else total[key] = sum[key] + next[key];
  }
  return total;
});
const { failures, ...figures } = result;
console.info(JSON.stringify({ ...figures, seconds: Math.round((Date.now() - started) / 1000) }, null, 2));
for (const failure of failures) console.error(`A start that failed:\n${failure}\n`);
const lost = result.ordersLost + result.membersLost;
const refusedAll = result.secondOpenersRefused === result.secondOpeners;
const passed = result.startsFailed === 0 && lost === 0 && refusedAll;
if (passed && !values["keep-dir"]) {
  for (const root of roots) await rm(root, { recursive: true, force: true });
} else console.info(`Data directories kept: ${roots.join(", ")}`);
process.exit(passed ? 0 : 1);

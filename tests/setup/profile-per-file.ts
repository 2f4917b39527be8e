// Profiling the fast loop (docs/performance/ci-time.md): with TEST_CPU_PROFILE naming a
// directory, each test file's V8 CPU profile, from before its imports to its end, is written
// there as <pid>-<n>-<file>.cpuprofile (open in Chrome's DevTools, or sum it by package).
// Nothing without it.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

import { afterAll, expect } from "vitest";

const directory = process.env.TEST_CPU_PROFILE;
if (directory) {
  mkdirSync(directory, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  const file = (expect.getState().testPath ?? "unknown").replace(`${process.cwd()}/`, "");
  afterAll(async () => {
    const { profile } = await session.post("Profiler.stop");
    session.disconnect();
    const name = `${process.pid}-${Date.now()}-${file.replaceAll("/", "_")}.cpuprofile`;
    writeFileSync(`${directory}/${name}`, JSON.stringify(profile));
  });
}

// Measuring the fast loop (docs/performance/ci-time.md): with TEST_CPU_LOG naming a file, each
// test file's CPU time (its worker process's user + system, hashing threads included) and wall
// time, from before its imports to its end, and when it ended, are appended there as one JSON
// line. Nothing without it.
import { appendFileSync } from "node:fs";

import { afterAll } from "vitest";

const log = process.env.TEST_CPU_LOG;
if (log) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  // vitest reads a hook's first parameter as fixtures: it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const used = process.cpuUsage(cpu);
    const line = {
      file: suite.file.filepath.replace(`${process.cwd()}/`, ""),
      project: suite.file.projectName,
      pid: process.pid,
      cpu: Math.round((used.user + used.system) / 1e4) / 100,
      wall: Math.round(performance.now() - wall) / 1000,
      // When it ended (ms since the epoch): the workers' timelines, to see whether both stayed busy.
      ended: Date.now(),
    };
    appendFileSync(log, `${JSON.stringify(line)}\n`);
  });
}

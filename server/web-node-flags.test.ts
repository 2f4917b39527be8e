// The web's node flags are flags node takes, and bound its heap as they say.
import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

import { webNodeFlags } from "./web-node-flags";

const MB = 1024 * 1024;

// V8's own heap limit in a node started with these flags.
function heapLimitMb(flags: string[]) {
  const child = spawnSync(
    process.execPath,
    [...flags, "-e", "console.log(require('node:v8').getHeapStatistics().heap_size_limit)"],
    { encoding: "utf8" },
  );
  expect(child.stderr).toBe("");
  return Number(child.stdout) / MB;
}

describe("webNodeFlags", () => {
  it("leaves the heap to V8 by default, and limits it to what WEB_MAX_OLD_SPACE_MB says", () => {
    expect(webNodeFlags({})).toEqual([]);
    const limit = heapLimitMb(webNodeFlags({ WEB_MAX_OLD_SPACE_MB: "256" }));
    // The old space's 256 MB and the young generation (two 8 MB semi-spaces and a third of that).
    expect(limit).toBeGreaterThanOrEqual(256);
    expect(limit).toBeLessThanOrEqual(256 + 32);
    expect(heapLimitMb([])).toBeGreaterThan(limit);
  });

  it("takes another limit from WEB_MAX_OLD_SPACE_MB, never too small to run the shop", () => {
    expect(heapLimitMb(webNodeFlags({ WEB_MAX_OLD_SPACE_MB: "512" }))).toBeGreaterThanOrEqual(512);
    expect(() => webNodeFlags({ WEB_MAX_OLD_SPACE_MB: "64" })).toThrow(/WEB_MAX_OLD_SPACE_MB: .*128/);
    expect(() => webNodeFlags({ WEB_MAX_OLD_SPACE_MB: "lots" })).toThrow(/WEB_MAX_OLD_SPACE_MB/);
  });
});

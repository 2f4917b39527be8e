// A function fits on one screen: no function passes 80 lines (tests/support/long-functions.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

import { longFunctions, MAX_FUNCTION_LINES } from "./support/long-functions";

// Parsing every file (nothing kept yet, as in CI's clean clone) takes 10 s on a quiet machine;
// a busy one needs room.
test(`no function passes ${MAX_FUNCTION_LINES} lines`, { timeout: 90_000 }, async () => {
  const { scanned, found } = await longFunctions(fileURLToPath(new URL("..", import.meta.url)));
  // The scan reached the code: the shop has well over a thousand functions.
  expect(scanned).toBeGreaterThan(1000);
  expect(found).toEqual([]);
});

// A file's kept result is used only while its text is the same. The scanner here counts its
// calls and finds a long function where the text says "long" (TypeScript's parser is the test
// above's, and costs 2 CPU-s to load).
test("a file's kept result follows its changes", async () => {
  const root = mkdtempSync(join(tmpdir(), "function-length-"));
  try {
    for (const dir of ["app", "server", "tests"]) mkdirSync(join(root, dir));
    const scans: string[] = [];
    const scan = async (file: string, text: string) => {
      scans.push(file);
      const found = text.includes("long") ? [{ file, name: "long", lines: MAX_FUNCTION_LINES + 1 }] : [];
      return { scanned: 1, found };
    };
    const options = { keptIn: join(root, "kept.json"), scan };
    writeFileSync(join(root, "app/a.ts"), "short");
    writeFileSync(join(root, "server/b.ts"), "short");

    expect(await longFunctions(root, options)).toEqual({ scanned: 2, found: [], parsed: 2 });
    expect(await longFunctions(root, options)).toEqual({ scanned: 2, found: [], parsed: 0 });
    writeFileSync(join(root, "app/a.ts"), "long");
    const found = [{ file: "app/a.ts", name: "long", lines: MAX_FUNCTION_LINES + 1 }];
    expect(await longFunctions(root, options)).toEqual({ scanned: 2, found, parsed: 1 });
    expect(await longFunctions(root, options)).toEqual({ scanned: 2, found, parsed: 0 });
    rmSync(join(root, "server/b.ts"));
    expect(await longFunctions(root, options)).toEqual({ scanned: 1, found, parsed: 0 });
    expect(scans).toEqual(["app/a.ts", "server/b.ts", "app/a.ts"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "vitest";

import { addCompileHints, COMPILE_HINT } from "./compile-hints";

// A build as `remix build` leaves it: the manifest, the entry's chunks, a route's chunk.
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(dir, "_shared"));
  const manifest = {
    entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-R.js"] },
    routes: { root: { module: "/build/root-B.js", imports: ["/build/_shared/chunk-C.js"] } },
  };
  writeFileSync(path.join(dir, "manifest-M.js"), `window.__remixManifest=${JSON.stringify(manifest)};`);
  for (const file of ["entry.client-A.js", "root-B.js", "_shared/chunk-R.js", "_shared/chunk-C.js"])
    writeFileSync(path.join(dir, file), `import"./x.js";var ${file.replace(/\W/g, "")}=1;`);
  return dir;
}

test("only the scripts the client entry imports get the hint, at their very start, once", () => {
  const dir = fakeBuild();
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  const before = read("_shared/chunk-R.js");
  addCompileHints(dir);
  addCompileHints(dir);
  expect(read("_shared/chunk-R.js")).toBe(COMPILE_HINT + before);
  for (const file of ["entry.client-A.js", "root-B.js", "_shared/chunk-C.js"])
    expect(read(file)).not.toContain("allFunctionsCalledOnLoad");
});

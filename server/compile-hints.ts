// `node --import tsx server/compile-hints.ts [public/build]`, after `remix build` (package.json):
// marks the scripts the client entry imports (React, React DOM, React Router, Remix: one chunk
// of about 265 KB) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`. Chromium then
// compiles every function of the file while it streams in, off the main thread; without it,
// React DOM's functions are compiled on the main thread when the chunk is evaluated and first
// called, 18-32 ms of the bench host's CPU in one task (about 8 with the hint:
// docs/performance/phone-main-thread-2026-11-29b.md). Other engines read it as a comment. The
// file keeps its name (the hash of esbuild's output): the same build always gives the same file.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

export function addCompileHints(buildDir: string): string[] {
  const manifestFile = readdirSync(buildDir).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!manifestFile) throw new Error(`no manifest-*.js in ${buildDir}`);
  const source = readFileSync(path.join(buildDir, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: { imports: string[] };
  };
  // The manifest's paths are the public ones (/build/_shared/chunk-X.js).
  const files = manifest.entry.imports.map((href) => path.join(buildDir, href.replace(/^\/build\//, "")));
  for (const file of files) {
    const script = readFileSync(file, "utf8");
    if (!script.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + script);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = addCompileHints(process.argv[2] ?? "public/build");
  console.log(`compile hints: ${files.map((file) => path.basename(file)).join(", ")}`);
}

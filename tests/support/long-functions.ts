// Functions longer than a screen (80 lines) in the shop's own code: every function, method
// and arrow function of app/, server/ and tests/, except the seed data (a table, not logic)
// and the bodies of test suites (describe blocks group tests; they are not read as one).
//
// Parsing every file with TypeScript's parser took about 5 CPU-s of the fast loop: each file's
// result is kept (.cache/function-length.json) under a hash of its text and of this scanner,
// and only files that changed since are parsed again (TypeScript loaded only then).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import type ts from "typescript";

const ROOTS = ["app", "server", "tests"];
const SKIPPED = [/^server\/db\/migrations\//];
export const MAX_FUNCTION_LINES = 80;

type Found = { file: string; name: string; lines: number };
type FileResult = { scanned: number; found: Found[] };
type Kept = Record<string, FileResult>;

function sourceFiles(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, root);
    return /\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

function nameOf(typescript: typeof ts, node: ts.Node, source: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (typescript.isVariableDeclaration(parent) || typescript.isPropertyAssignment(parent))
    return parent.name.getText(source);
  return "(anonymous)";
}

function isSuiteBody(typescript: typeof ts, node: ts.Node, source: ts.SourceFile) {
  const parent = node.parent;
  return typescript.isCallExpression(parent) && /^(test\.)?describe$/.test(parent.expression.getText(source));
}

function scanFile(typescript: typeof ts, file: string, text: string): FileResult {
  const result: FileResult = { scanned: 0, found: [] };
  const source = typescript.createSourceFile(file, text, typescript.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (
      typescript.isFunctionLike(node) &&
      "body" in node &&
      node.body &&
      !isSuiteBody(typescript, node, source)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      result.scanned++;
      if (lines > MAX_FUNCTION_LINES)
        result.found.push({ file, name: nameOf(typescript, node, source), lines });
    }
    typescript.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

// The scanner's own text is part of every key: a change to the rules scans every file again.
const SCANNER = readFileSync(fileURLToPath(import.meta.url), "utf8");
const keyOf = (text: string) => createHash("sha1").update(SCANNER).update(text).digest("hex");

function readKept(path: string): Kept {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Kept;
  } catch {
    return {};
  }
}

type Scan = (file: string, text: string) => Promise<FileResult>;

// TypeScript's parser, loaded on the first file that needs it (its import alone is 2 CPU-s).
let typescript: Promise<typeof ts> | undefined;
const parse: Scan = async (file, text) =>
  scanFile(await (typescript ??= import("typescript").then((module) => module.default)), file, text);

// `parsed`: how many files were scanned again (the others' results were kept). `scan` is the
// parser, given by the test of the kept results.
export async function longFunctions(
  root: string,
  { keptIn = join(root, ".cache/function-length.json"), scan = parse }: { keptIn?: string; scan?: Scan } = {},
) {
  const kept = readKept(keptIn);
  const next: Kept = {};
  let parsed = 0;
  const files = ROOTS.flatMap((dir) => sourceFiles(join(root, dir), root)).filter(
    (file) => !SKIPPED.some((pattern) => pattern.test(file)),
  );
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const key = `${file} ${keyOf(text)}`;
    if (!kept[key]) parsed++;
    next[key] = kept[key] ?? (await scan(file, text));
  }
  // Only the files as they are now: a changed or removed file's old result is dropped.
  mkdirSync(dirname(keptIn), { recursive: true });
  writeFileSync(`${keptIn}.${process.pid}`, JSON.stringify(next));
  renameSync(`${keptIn}.${process.pid}`, keptIn);
  const results = Object.values(next);
  return {
    scanned: results.reduce((sum, result) => sum + result.scanned, 0),
    found: results.flatMap((result) => result.found),
    parsed,
  };
}

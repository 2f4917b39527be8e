// Functions longer than a screen (80 lines) in the shop's own code: every function, method
// and arrow function of app/, server/ and tests/, except the seed data (a table, not logic)
// and the bodies of test suites (describe blocks group tests; they are not read as one).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import ts from "typescript";

const ROOTS = ["app", "server", "tests"];
const SKIPPED = [/^server\/db\/migrations\//];
export const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, root);
    return /\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return "(anonymous)";
}

function isSuiteBody(node: ts.Node, source: ts.SourceFile) {
  const parent = node.parent;
  return ts.isCallExpression(parent) && /^(test\.)?describe$/.test(parent.expression.getText(source));
}

export function longFunctions(root: string) {
  const found: { file: string; name: string; lines: number }[] = [];
  let scanned = 0;
  const files = ROOTS.flatMap((dir) => sourceFiles(join(root, dir), root)).filter(
    (file) => !SKIPPED.some((pattern) => pattern.test(file)),
  );
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && "body" in node && node.body && !isSuiteBody(node, source)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        scanned++;
        if (lines > MAX_FUNCTION_LINES) found.push({ file, name: nameOf(node, source), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { scanned, found };
}

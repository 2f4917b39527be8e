// The catalogue check: every locale has every message, each is valid ICU MessageFormat with the
// same placeholders as English's, and every message is used somewhere in the web's code (ids
// are always written out in full where they are used: lib/i18n/use-t.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

import { LOCALES, sentMessages } from "~/lib/i18n/catalogue.server";
import { pageMessages } from "~/lib/i18n/use-t";

import { LOADER_ONLY, SERVER_NAMESPACES } from "./loader-only";

const APP = path.resolve(import.meta.dirname, "..");
const english = LOCALES.en.messages;

// The values a message takes, at any depth: {count, plural, one {# item} other {…}} → count.
function placeholders(message: string) {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, string?, unknown?];
      names.add(name);
      if (choices && typeof choices === "object") Object.values(choices).forEach(walk);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// Where the code reads a message: "server" in a *.server.ts file, else the file and the
// top-level function or constant the id is written in (a route's loader, action or component).
function usesOf(id: string, files: Record<string, string>) {
  const uses: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    for (let at = text.indexOf(`"${id}"`); at >= 0; at = text.indexOf(`"${id}"`, at + 1)) {
      const before = text.slice(0, at);
      const enclosing = [
        ...before.matchAll(/^(?:export )?(?:default )?(?:async )?(?:function\*? |const )(\w+)/gm),
      ].pop();
      uses.push(file.endsWith(".server.ts") ? "server" : `${path.relative(APP, file)}:${enclosing?.[1]}`);
    }
  }
  return uses;
}

describe("the message catalogue", () => {
  it("has a file per configured locale, and no file without its locale", () => {
    const files = readdirSync(path.join(APP, "locales")).filter((file) => file.endsWith(".json"));
    expect(files.map((file) => file.replace(/\.json$/, "")).sort()).toEqual(Object.keys(LOCALES).sort());
  });

  it("has every message in every locale, as valid ICU with English's placeholders", () => {
    for (const [code, { messages }] of Object.entries(LOCALES)) {
      expect(Object.keys(messages).sort(), `messages of ${code}`).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(messages)) {
        expect(() => compileMessageOrThrow(message), `${code} ${id}`).not.toThrow();
        expect(placeholders(message), `${code} ${id}`).toEqual(placeholders(english[id]));
        expect(message.trim(), `${code} ${id}`).not.toBe("");
      }
    }
  });

  it("uses every message", () => {
    const code = sourceFiles(APP)
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = Object.keys(english).filter((id) => !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });

  it("lists exactly the messages only loaders and actions read, and sends pages none of them", () => {
    const files = Object.fromEntries(sourceFiles(APP).map((file) => [file, readFileSync(file, "utf8")]));
    const loaderOnly = Object.keys(english).filter((id) => {
      if (SERVER_NAMESPACES.includes(id.split(".")[0])) return false;
      const uses = usesOf(id, files);
      return uses.length > 0 && uses.every((use) => use === "server" || /:(loader|action)$/.test(use));
    });
    expect([...LOADER_ONLY].sort()).toEqual(loaderOnly.sort());
    const namespaces = [...new Set(Object.keys(english).map((id) => id.split(".")[0]))];
    const sent = Object.keys(pageMessages({ messages: sentMessages("ar", namespaces) }));
    expect(sent).toContain("product.addToCart");
    expect(
      sent.filter((id) => LOADER_ONLY.includes(id) || SERVER_NAMESPACES.includes(id.split(".")[0])),
    ).toEqual([]);
  });
});

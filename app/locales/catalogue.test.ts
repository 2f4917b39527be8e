// The catalogue check: every locale has every message, each is valid ICU MessageFormat with the
// same placeholders as English's, and every message is used somewhere in the web's code (ids
// are always written out in full where they are used: lib/i18n/use-t.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

import { LOCALES } from "~/lib/i18n/catalogue.server";

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
});

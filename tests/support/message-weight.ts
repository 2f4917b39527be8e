// What a page's messages add to its document, gzipped (docs/decisions/011-locales.md, issue 25's
// budget), shared by the budget's test (server/message-weight.test.ts) and the measuring script
// (tests/bench/message-weight.ts). The document as a first visit gets it: the messages the
// loaders sent are JSON strings in Remix's inline stream; the document is weighed gzipped (-9)
// with them and with each emptied ("{}"), and the difference is what the messages cost inside
// the page, where their words are also the page's rendered text. "Apart" is each text gzipped
// alone, an upper bound. Sizes, not times: the figures do not depend on the machine's load.
import { gzipSync } from "node:zlib";

// The library's part of the budget: what the browser's i18n code added to every page
// (docs/decisions/011-locales.md, "Under the budget": the root chunk's +3,941 B and the layout's
// +276 B, less what the useT chunk lost when format.ts replaced Lingui, 2,662 → 977 B).
export const LIBRARY_BYTES = 2_532;
// Issue 25: the library and one page's messages add at most 6 KB gzipped to a page.
export const BUDGET_BYTES = 6 * 1024;

export const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

// As Remix writes a piece of its stream into the document (@remix-run/react, single-fetch.js).
const ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c" };
const written = (stream: string) =>
  `enqueue(${JSON.stringify(stream).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16)}`)})`;

// Remix writes each piece of its stream into the document as a JSON string argument.
const ENQUEUE = /enqueue\(("(?:[^"\\]|\\.)*")\)/g;

// The messages texts of a stream: strings that are JSON objects of message ids, or lines
// under "@namespace" (app/lib/i18n/format.ts, messagesText).
function messageTexts(stream: string): string[] {
  const found: string[] = [];
  for (const line of stream.split("\n")) {
    if (!line.startsWith("[")) continue;
    for (const value of JSON.parse(line) as unknown[]) {
      if (typeof value === "string" && /^(\{"[a-zA-Z]+\.[^"]*":|@[a-zA-Z]+\n)/.test(value)) found.push(value);
    }
  }
  return found;
}

export type Weight = { document: number; inPage: number; apart: number; texts: string[] };

// The weight of the messages in one document (its HTML as served, not compressed).
export function messageWeight(html: string): Weight {
  let emptied = html;
  let apart = 0;
  const texts: string[] = [];
  for (const [argument, literal] of html.matchAll(ENQUEUE)) {
    const stream = JSON.parse(literal) as string;
    // Only where writing the stream back gives the same bytes is the comparison exact.
    if (written(stream) !== argument) throw new Error("the stream is not written back the same");
    let without = stream;
    for (const text of messageTexts(stream)) {
      texts.push(text);
      apart += gzip(text);
      without = without.replace(JSON.stringify(text), JSON.stringify("{}"));
    }
    emptied = emptied.replace(argument, written(without));
  }
  if (emptied === html) throw new Error("no messages found in the document");
  return { document: gzip(html), inPage: gzip(html) - gzip(emptied), apart, texts };
}

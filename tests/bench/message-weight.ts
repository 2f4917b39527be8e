// What a page's messages add to its document, gzipped (docs/decisions/011-locales.md, issue 25's
// budget): `npx tsx tests/bench/message-weight.ts http://localhost:3000 [/path …]` against a
// running built shop. For each page in en, ar and fr it reads the document as a first visit
// gets it, finds the messages the loaders sent (the JSON texts in Remix's inline stream), and
// weighs the document gzipped (-9) with them and with each emptied ("{}"): the difference is
// what the messages cost inside the page, where their words are also the page's rendered text.
// It also prints the messages counted apart (their JSON text gzipped alone, an upper bound).
// Sizes, not times: the figures do not depend on the machine's load.
import { gzipSync } from "node:zlib";

const shop = process.argv[2] ?? "http://localhost:3000";
const PAGES = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ["/", "/products?c1=CL-001", "/products/padded-bomber-jacket-1", "/cart", "/search?q=dress"];
const LOCALES = ["en", "ar", "fr"];

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

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

async function weigh(path: string) {
  const response = await fetch(new URL(path, shop), { headers: { "Accept-Encoding": "identity" } });
  const html = await response.text();
  let emptied = html;
  let apart = 0;
  for (const [argument, literal] of html.matchAll(ENQUEUE)) {
    const stream = JSON.parse(literal) as string;
    // Only where writing the stream back gives the same bytes is the comparison exact.
    if (written(stream) !== argument) throw new Error(`${path}: stream not written back the same`);
    let without = stream;
    for (const text of messageTexts(stream)) {
      apart += gzip(text);
      without = without.replace(JSON.stringify(text), JSON.stringify("{}"));
    }
    emptied = emptied.replace(argument, written(without));
  }
  if (emptied === html) throw new Error(`${path}: no messages found in the document`);
  return { status: response.status, document: gzip(html), inPage: gzip(html) - gzip(emptied), apart };
}

const rows: string[] = ["| page | locale | status | document gzip | messages in the page | messages apart |"];
rows.push("| --- | --- | --- | --- | --- | --- |");
for (const page of PAGES) {
  for (const locale of LOCALES) {
    const path = locale === "en" ? page : `/${locale}${page === "/" ? "" : page}`;
    const { status, document, inPage, apart } = await weigh(path);
    rows.push(`| ${page} | ${locale} | ${status} | ${document} B | ${inPage} B | ${apart} B |`);
  }
}
console.log(rows.join("\n"));

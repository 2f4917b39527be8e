// A catalogue file as text, read piece by piece, so an import never holds the whole file (up to
// 200 MB) in memory at once, and the event loop gets a turn between pieces.
import { ImportFileError } from "./product";

export type CatalogueBytes = AsyncIterable<Uint8Array> | Uint8Array;

// The file's text in pieces. Invalid UTF-8 stops the import before anything is read: guessing
// would garble every name.
export async function* utf8Pieces(bytes: CatalogueBytes): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let lines = 1;
  for await (const chunk of bytes instanceof Uint8Array ? [bytes] : bytes) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw notUtf8(lines + newlinesBeforeBadBytes(chunk));
    }
    lines += countNewlines(text);
    if (text) yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw notUtf8(lines);
  }
}

// Whether the text is JSON (by its name, or by its first character) or else a CSV; answers the
// pieces again, the first ones included.
export async function sniffFormat(
  fileName: string,
  pieces: AsyncGenerator<string>,
): Promise<{ format: "json" | "shopify-csv"; pieces: AsyncGenerator<string> }> {
  const seen: string[] = [];
  let first: string | undefined;
  while (first === undefined) {
    const next = await pieces.next();
    if (next.done) break;
    seen.push(next.value);
    first = next.value.match(/\S/)?.[0];
  }
  const json = /\.json$/i.test(fileName) || first === "[" || first === "{";
  async function* again() {
    yield* seen;
    yield* pieces;
  }
  return { format: json ? "json" : "shopify-csv", pieces: again() };
}

function notUtf8(line: number) {
  return new ImportFileError(
    `The file is not valid UTF-8 (first bad bytes on line ${line}). Save or export it as UTF-8 and import it again.`,
  );
}

function newlinesBeforeBadBytes(chunk: Uint8Array) {
  const text = new TextDecoder("utf-8").decode(chunk);
  return countNewlines(text.slice(0, text.indexOf("\uFFFD")));
}

function countNewlines(text: string) {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count;
}

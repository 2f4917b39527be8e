// An import's multipart form, received without holding it in memory: each file streams to a
// temporary directory as it arrives; the few text fields are kept. The caller removes the
// directory when the import is done.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import busboy from "busboy";

import { ApiError } from "../lib/errors";
import { ImportFileError } from "./product";

export type UploadedFile = { name: string; path: string };

export type Upload = {
  fields: Record<string, string>;
  // By the form field's name, in the order they came.
  files: Map<string, UploadedFile[]>;
  remove: () => Promise<void>;
};

// Pictures beyond this many in one upload are refused; fields are a few short words each.
const LIMITS = { files: 20_000, fields: 20, fieldSize: 1024, parts: 20_100 };

// maxBytes: the whole body's limit, counted as it streams in (a chunked body has no length).
export async function receiveUpload(request: Request, maxBytes: number): Promise<Upload> {
  const directory = await mkdtemp(path.join(tmpdir(), "shop-import-"));
  const upload: Upload = {
    fields: {},
    files: new Map(),
    remove: () => rm(directory, { recursive: true, force: true }),
  };
  try {
    await readParts(request, maxBytes, directory, upload);
    return upload;
  } catch (error) {
    await upload.remove();
    throw error;
  }
}

async function readParts(request: Request, maxBytes: number, directory: string, upload: Upload) {
  const form = busboy({ headers: Object.fromEntries(request.headers), limits: LIMITS });
  const writes: Promise<void>[] = [];
  let limitHit: string | null = null;
  form.on("field", (name, value, info) => {
    if (info.valueTruncated) limitHit = `the field ${name} is too long`;
    upload.fields[name] = value;
  });
  form.on("file", (name, stream, info) => {
    // Stored under a number: the name the client gives is kept for matching only.
    const file = {
      name: path.posix.basename(info.filename ?? ""),
      path: path.join(directory, `${writes.length}`),
    };
    upload.files.set(name, [...(upload.files.get(name) ?? []), file]);
    writes.push(pipeline(stream, createWriteStream(file.path)));
  });
  form.on("filesLimit", () => (limitHit = `more than ${LIMITS.files.toLocaleString("en")} files`));
  form.on("fieldsLimit", () => (limitHit = "too many fields"));
  form.on("partsLimit", () => (limitHit = "too many parts"));
  if (!request.body) throw new ImportFileError("The form is empty");
  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream), countBytes(maxBytes), form);
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    if (error instanceof Error && /Malformed|Unexpected end|boundary/i.test(error.message))
      throw new ImportFileError(`The form cannot be read: ${error.message}`);
    throw error;
  }
  if (limitHit) throw new ImportFileError(`The form has ${limitHit}`);
}

export const tooLarge = (maxBytes: number) =>
  new ApiError(413, "PAYLOAD_TOO_LARGE", `The upload is over ${maxBytes / 1024 / 1024} MB`);

function countBytes(maxBytes: number) {
  return async function* (chunks: AsyncIterable<Uint8Array>) {
    let size = 0;
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      yield chunk;
    }
  };
}

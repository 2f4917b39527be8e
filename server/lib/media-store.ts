// The shop's own pictures (brought in by the catalogue import), kept in the database so every
// API process and every backup has them. Named by their content's hash: a stored file never
// changes, storing it again is a no-op, and browsers may cache it for good.
import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "../db/client";
import { mediaFiles } from "../db/schema";

export type MediaFile = { path: string; contentType: string; bytes: Buffer };

// What the first bytes say a picture is; the file's name is not trusted.
const SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    type: "image/png",
    ext: "png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex")),
  },
  { type: "image/jpeg", ext: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", ext: "gif", test: (b) => b.subarray(0, 4).toString("latin1") === "GIF8" },
  {
    type: "image/webp",
    ext: "webp",
    test: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
  { type: "image/avif", ext: "avif", test: (b) => b.subarray(4, 12).toString("latin1") === "ftypavif" },
  {
    type: "image/svg+xml",
    ext: "svg",
    test: (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(b.subarray(0, 512).toString("utf8")),
  },
];

// A picture as the store would keep it, or null when the bytes are not a picture we serve.
export function toMediaFile(bytes: Buffer): MediaFile | null {
  const kind = SIGNATURES.find((signature) => signature.test(bytes));
  if (!kind) return null;
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  return { path: `uploads/${hash}.${kind.ext}`, contentType: kind.type, bytes };
}

export async function readMediaFile(db: Database, path: string): Promise<MediaFile | null> {
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.path, path));
  return file ?? null;
}

// The pictures a catalogue names, copied into the shop's media store. Only pictures the
// operator hands over are read (files beside the catalogue, or uploaded with it); addresses on
// the web are not fetched.
import { type MediaFile, toMediaFile } from "../lib/media-store";
import type { ImportProduct } from "./product";

// Finds a picture's bytes by the name the catalogue gives it; null when there is no such file.
export type PictureSource = (source: string) => Promise<Buffer | null>;

const isWebAddress = (source: string) =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(source) && !source.startsWith("file://");

// Replaces each record's picture sources by media paths, drops pictures that cannot be had
// (and the variants' links to them), and hands each file over to `keep` once, as it is read, so
// that a catalogue's pictures are never all in memory at once.
export async function collectPictures(
  records: ImportProduct[],
  source: PictureSource,
  keep: (file: MediaFile) => Promise<void>,
  onProgress: (done: number) => void,
): Promise<void> {
  const bySource = new Map<string, { path: string } | string>(); // the file, or what is wrong with it
  let done = 0;
  for (const record of records) {
    const pathOf = new Map<string, string>(); // image ref → media path
    for (const image of record.images) {
      const found = isWebAddress(image.source)
        ? "is on the web and is not fetched"
        : await load(image.source);
      if (typeof found === "string")
        record.issues.repair("images", `${image.source} ${found}: picture dropped`);
      else pathOf.set(image.ref, found.path);
    }
    record.images = record.images
      .filter((image) => pathOf.has(image.ref))
      .map((image) => ({ ...image, source: pathOf.get(image.ref) as string }));
    // The same picture twice in one product is kept once; links follow it.
    const firstRef = new Map<string, string>();
    for (const image of record.images) if (!firstRef.has(image.source)) firstRef.set(image.source, image.ref);
    record.images = record.images.filter((image) => firstRef.get(image.source) === image.ref);
    for (const variant of record.variants) {
      const path = variant.imageRef === null ? undefined : pathOf.get(variant.imageRef);
      variant.imageRef = path ? (firstRef.get(path) as string) : null;
    }
    onProgress(++done);
  }

  async function load(name: string): Promise<{ path: string } | string> {
    let found = bySource.get(name);
    if (found === undefined) {
      const bytes = await source(name);
      const file = bytes ? toMediaFile(bytes) : null;
      if (file) await keep(file);
      found = file
        ? { path: file.path }
        : bytes
          ? "is not a PNG, JPEG, GIF, WebP, AVIF or SVG picture"
          : "was not found";
      bySource.set(name, found);
    }
    return found;
  }
}

// POST /api/operator/backup: a snapshot of the embedded database, taken by the running API
// (PGlite can be open in one process only) for `npm run backup`. Only from this machine
// (loopback) and only with the key in the data directory's lock file, so whoever may read
// the data directory may take a copy of it, and nobody else. Not in the OpenAPI contract: the
// web never calls it.
import { createHash, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { getConnInfo } from "@hono/node-server/conninfo";
import type { OpenAPIHono } from "@hono/zod-openapi";

import { ApiError } from "../lib/errors";

export const BACKUP_PATH = "/api/operator/backup";

export type SnapshotSource = { key: string; write: (out: string) => Promise<string> };

const digest = (text: string) => createHash("sha256").update(text).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const isLoopback = (address: string | undefined) =>
  address === "::1" || address?.startsWith("127.") || address?.startsWith("::ffff:127.");

export function registerBackupRoute(app: OpenAPIHono, source: SnapshotSource) {
  app.post(BACKUP_PATH, async (c) => {
    if (!isLoopback(getConnInfo(c).remote.address)) {
      throw new ApiError(403, "FORBIDDEN", "Snapshots are taken from the API's own machine only");
    }
    const given = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
    if (!sameSecret(given, source.key)) {
      throw new ApiError(403, "FORBIDDEN", "Wrong or missing key (it is in the data directory's lock file)");
    }
    const dir = await mkdtemp(path.join(tmpdir(), "shop-backup-"));
    const file = await source.write(path.join(dir, "snapshot.tar.gz"));
    const stream = createReadStream(file);
    stream.once("close", () => void rm(dir, { recursive: true, force: true }));
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: { "Content-Type": "application/gzip", "Cache-Control": "no-store" },
    });
  });
}

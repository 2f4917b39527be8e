// Vitest global setup: the demo database is migrated and seeded once per run and saved to a
// file; each test file's API opens a copy of it (about a second, against ten or more for
// migrating and seeding again). Both projects name the same file: the second reuses it.
import { existsSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { seededSnapshot } from "../../server/testing";

declare module "vitest" {
  export interface ProvidedContext {
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  // The unit project's API tests on PostgreSQL (TEST_DATABASE_URL) open no copies.
  if (project.name === "unit" && process.env.TEST_DATABASE_URL) return;
  const path = join(tmpdir(), `little-sprout-seeded-${process.pid}.tar`);
  if (!existsSync(path)) {
    await writeFile(`${path}.part`, Buffer.from(await (await seededSnapshot()).arrayBuffer()));
    await rename(`${path}.part`, path);
  }
  project.provide("seededDatabase", path);
  return () => rm(path, { force: true });
}

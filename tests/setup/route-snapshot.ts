// Vitest global setup of the route-module tests: the demo database is migrated and seeded
// once per run and saved to a file; each test file's API opens a copy of it (about a second,
// against ten or more for migrating and seeding again).
import { rm, writeFile } from "node:fs/promises";
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
  const path = join(tmpdir(), `little-sprout-route-tests-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await (await seededSnapshot()).arrayBuffer()));
  project.provide("seededDatabase", path);
  return () => rm(path, { force: true });
}

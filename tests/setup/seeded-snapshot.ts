// Vitest global setup: the demo database is migrated and seeded once per run; each test
// file's API opens a copy of it. On PGlite it is saved to a file, which a copy loads in about
// a second, against ten or more for migrating and seeding again; both projects name the same
// file: the second reuses it. The unit project's API tests on PostgreSQL (TEST_DATABASE_URL)
// copy a template database instead, in a fraction of a second.
import { existsSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { seededSnapshot, seededTemplateDatabase } from "../../server/testing";

declare module "vitest" {
  export interface ProvidedContext {
    seededDatabase: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name === "unit" && serverUrl) {
    const template = await seededTemplateDatabase(serverUrl);
    project.provide("templateDatabase", template.name);
    return template.drop;
  }
  const path = join(tmpdir(), `little-sprout-seeded-${process.pid}.tar`);
  if (!existsSync(path)) {
    await writeFile(`${path}.part`, Buffer.from(await (await seededSnapshot()).arrayBuffer()));
    await rename(`${path}.part`, path);
  }
  project.provide("seededDatabase", path);
  return () => rm(path, { force: true });
}

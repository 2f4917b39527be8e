// Vitest global setup: the demo database is migrated and seeded once per run; each test
// file's API opens a copy of it. On PGlite it is saved to a file, which a copy loads in about
// a second, against ten or more for migrating and seeding again; the projects name the same
// file: the first makes it, the others reuse it. The unit and slow projects' API tests on
// PostgreSQL (TEST_DATABASE_URL) copy a template database instead, in a fraction of a second.
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

// The projects whose API tests copy the template on PostgreSQL: they share one, made by the
// first of them and dropped after the last.
const ON_POSTGRES = ["unit", "slow"];
let template: ReturnType<typeof seededTemplateDatabase> | undefined;
let templateUsers = 0;

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (ON_POSTGRES.includes(project.name) && serverUrl) {
    template ??= seededTemplateDatabase(serverUrl);
    templateUsers++;
    const { name, drop } = await template;
    project.provide("templateDatabase", name);
    return async () => {
      if (--templateUsers === 0) await drop();
    };
  }
  const path = join(tmpdir(), `little-sprout-seeded-${process.pid}.tar`);
  if (!existsSync(path)) {
    await writeFile(`${path}.part`, Buffer.from(await (await seededSnapshot()).arrayBuffer()));
    await rename(`${path}.part`, path);
  }
  project.provide("seededDatabase", path);
  return () => rm(path, { force: true });
}

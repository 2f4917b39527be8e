// Vitest global setup: the demo database is migrated and seeded once (see SAVED below); each
// test file's API opens a copy of it. On PGlite it is saved to a file, which a copy loads in
// about a second, against ten or more for migrating and seeding again; the projects name the
// same file: the first makes it, the others reuse it. The node and slow projects' API tests on
// PostgreSQL (TEST_DATABASE_URL) copy a template database instead, in a fraction of a second.
import { existsSync, statSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { seededSnapshot, seededTemplateDatabase } from "../../server/testing";
import { ROOT, sourcesHash } from "../support/sources-hash";

declare module "vitest" {
  export interface ProvidedContext {
    seededDatabase: string;
    templateDatabase: string;
  }
}

// The projects whose API tests copy the template on PostgreSQL: they share one, made by the
// first of them and dropped after the last.
const ON_POSTGRES = ["node", "slow"];
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
  const path = join(SAVED, `seeded-${sourcesHash()}.tar`);
  if (!existsSync(path)) {
    await mkdir(SAVED, { recursive: true });
    // Older copies are of other sources; one made in the last hour may still be in use by a run
    // that started before the change.
    for (const old of await readdir(SAVED)) {
      const file = join(SAVED, old);
      if (statSync(file).mtimeMs < Date.now() - 3_600_000) await rm(file, { force: true });
    }
    await writeFile(`${path}.${process.pid}.part`, Buffer.from(await (await seededSnapshot()).arrayBuffer()));
    await rename(`${path}.${process.pid}.part`, path);
  }
  project.provide("seededDatabase", path);
}

// The saved database is kept between runs (7.5 CPU-seconds of seeding, on one core, before any
// test file starts), named after the API's sources (tests/support/sources-hash.ts).
const SAVED = join(ROOT, ".cache/test-database");

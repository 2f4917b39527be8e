// `node --import tsx tests/support/admin-data-dir.ts <dataDir> <shopUrl> <staff JSON>`: the data
// directory of a back-office browser test's shop (tests/e2e/admin-shop.ts), in one process. The
// migrated and seeded demo database is made once and copied for each shop; the staff are added
// as `npm run staff -- add` adds them (the CLI has its own test). Prints the set-password links,
// in the order of the staff given, as JSON.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { addStaffMember, newPasswordLink } from "../../server/admin/staff-auth";
import { openDatabase } from "../../server/db/client";
import { seedIfEmpty } from "../../server/seed";
import { ROOT, sourcesHash } from "./sources-hash";

type StaffToAdd = { email: string; role: "owner" | "staff"; name: string };
const [dataDir, shopUrl, staffJson] = process.argv.slice(2);

// Kept between runs and shared by the workers of one (migrating and seeding took about 17 CPU-s,
// once per worker before), named after the API's sources so a change to them seeds again.
const KEPT = join(ROOT, ".cache/admin-e2e");
const template = join(KEPT, `seeded-${sourcesHash()}`);

// The maker's pid is written in the lock: a run stopped while making it (Ctrl-C) leaves the lock
// behind, and the next maker takes it over instead of waiting on a process that is gone.
function makerAlive(lock: string) {
  try {
    process.kill(Number(readFileSync(join(lock, "pid"), "utf8")), 0);
    return true;
  } catch {
    // No pid yet (written just after the lock) counts as alive for a few seconds.
    return existsSync(lock) && Date.now() - statSync(lock).mtimeMs < 5_000;
  }
}

async function takeLock(lock: string) {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another worker is making it: wait for it, unless that worker is gone.
      while (existsSync(lock) && !existsSync(template) && makerAlive(lock)) await sleep(500);
      if (existsSync(template)) return false;
      if (existsSync(lock) && !makerAlive(lock)) rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function makeTemplate() {
  mkdirSync(KEPT, { recursive: true });
  const lock = `${template}.lock`;
  if (!(await takeLock(lock))) return;
  try {
    if (existsSync(template)) return;
    // Older templates are of other sources; one made in the last hour may be in use by another run.
    for (const old of readdirSync(KEPT)) {
      const path = join(KEPT, old);
      if (path !== lock && statSync(path).mtimeMs < Date.now() - 3_600_000)
        rmSync(path, { recursive: true, force: true });
    }
    // Made beside its final name and renamed, so a half-made template is never copied.
    const making = `${template}.${process.pid}.part`;
    const database = await openDatabase({ dataDir: making });
    await seedIfEmpty(database.db);
    await database.close();
    renameSync(making, template);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (!existsSync(template)) await makeTemplate();
cpSync(template, dataDir, { recursive: true });

const database = await openDatabase({ dataDir });
const links: string[] = [];
for (const member of JSON.parse(staffJson) as StaffToAdd[]) {
  const added = await addStaffMember(database.db, member);
  if (!added) throw new Error(`${member.email} already has a staff account`);
  links.push(await newPasswordLink(database.db, added.id, shopUrl));
}
await database.close();
console.log(JSON.stringify(links));

// `node --import tsx tests/support/admin-data-dir.ts <template> <dataDir> <shopUrl> <staff JSON>`:
// the data directory of a back-office browser test's shop (tests/e2e/admin-shop.ts), in one
// process. The migrated and seeded demo database is made once, in `template`, and copied for
// each shop; the staff are added as `npm run staff -- add` adds them (the CLI has its own
// test). Prints the set-password links, in the order of the staff given, as JSON.
import { cpSync, existsSync, renameSync } from "node:fs";

import { addStaffMember, newPasswordLink } from "../../server/admin/staff-auth";
import { openDatabase } from "../../server/db/client";
import { seedIfEmpty } from "../../server/seed";

type StaffToAdd = { email: string; role: "owner" | "staff"; name: string };
const [template, dataDir, shopUrl, staffJson] = process.argv.slice(2);

if (!existsSync(template)) {
  // Made beside its final name and renamed, so a half-made template is never copied.
  const making = `${template}.part`;
  const database = await openDatabase({ dataDir: making });
  await seedIfEmpty(database.db);
  await database.close();
  renameSync(making, template);
}
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

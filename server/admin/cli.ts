// `npm run staff -- add --email owner@example.com --role owner [--name "Sam Owner"]`: adds a staff
// account and prints a one-time link for setting its password (valid 72 hours).
// `npm run staff -- link --email …`: a new link for an existing account (a lost or expired one).
// Works on the configured database (DATABASE_URL, else PGlite in DATA_DIR).
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

import { eq } from "drizzle-orm";
import { z } from "zod";

import { readApiConfig } from "../config";
import { Email, StaffRole } from "../contract";
import { openDatabase } from "../db/client";
import { staff } from "../db/schema";
import { addStaffMember, newPasswordLink } from "./staff-auth";

if (existsSync(".env")) process.loadEnvFile(".env");

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
});
const USAGE = "Use: npm run staff -- add --email … --role owner|staff [--name …], or: link --email …";
const args = z
  .object({
    command: z.enum(["add", "link"], USAGE),
    email: Email,
    role: StaffRole.optional().refine((role) => positionals[0] !== "add" || role, "--role owner or staff"),
  })
  .safeParse({ command: positionals[0], email: values.email, role: values.role });
if (!args.success) {
  console.error(`[staff] ${z.prettifyError(args.error)}\n${USAGE}`);
  process.exit(2);
}
const { command, email, role } = args.data;

function fail(message: string) {
  console.error(`[staff] ${message}`);
  process.exitCode = 1;
}

const config = readApiConfig();
const database = await openDatabase(config);
await main();
await database.close();

async function main() {
  const db = database.db;
  if (command === "link") {
    const [existing] = await db.select().from(staff).where(eq(staff.email, email));
    if (!existing) return fail(`${email} has no staff account (use: add)`);
    return printLink(existing, await newPasswordLink(db, existing.id, config.shopUrl));
  }
  const name = values.name?.trim() || email.split("@")[0];
  const added = await addStaffMember(db, { email, role: role ?? "staff", name });
  if (!added) return fail(`${email} already has a staff account (use: link)`);
  printLink(added, await newPasswordLink(db, added.id, config.shopUrl));
}

function printLink(row: { email: string; role: string }, link: string) {
  console.info(`[staff] ${row.email} (${row.role}): set a password within 72 hours at\n${link}`);
}

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
import { newPasswordLink, newStaffId } from "./staff-auth";

if (existsSync(".env")) process.loadEnvFile(".env");

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
});
const command = z.enum(["add", "link"]).parse(positionals[0], {
  error: () => "Use: npm run staff -- add --email … --role owner|staff [--name …], or link --email …",
});
const email = Email.parse(values.email);

const config = readApiConfig();
const database = await openDatabase(config);
try {
  const [existing] = await database.db.select().from(staff).where(eq(staff.email, email));
  if (command === "add" && existing) throw new Error(`${email} already has a staff account (use: link)`);
  if (command === "link" && !existing) throw new Error(`${email} has no staff account (use: add)`);
  const row =
    existing ??
    (
      await database.db
        .insert(staff)
        .values({
          id: newStaffId(),
          email,
          role: StaffRole.parse(values.role),
          name: values.name?.trim() || email.split("@")[0],
        })
        .returning()
    )[0];
  const link = await newPasswordLink(database.db, row.id, config.shopUrl);
  console.info(`[staff] ${row.email} (${row.role}): set a password within 72 hours at\n${link}`);
} finally {
  await database.close();
}

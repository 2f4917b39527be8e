// Staff accounts: sign-in with a password and, for owners always, a TOTP code; tokens that lapse
// 30 minutes after their last use; one-time links for setting a password. Staff tokens live in
// their own table and header, so a member's token never opens the back office.
import { randomUUID } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";

import { STAFF_TOKEN_HEADER, type StaffGrant, type StaffMember, type StaffRole } from "../contract";
import type { Database } from "../db/client";
import { staff, staffPasswordLinks, staffSessions } from "../db/schema";
import { hashToken, newSecretToken } from "../lib/auth";
import { ApiError, unauthenticated } from "../lib/errors";
import { staffPasswordMail } from "../mail/account-mails";
import { queueMail } from "../mail/queue";
import { isSealed, type TotpCipher } from "./totp-secrets";

export const STAFF_IDLE_MS = 30 * 60 * 1000;
const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
const PASSWORD_LINK_MS = 72 * 60 * 60 * 1000;
const TOTP_PERIOD_S = 30;

export type StaffRow = typeof staff.$inferSelect;

export const newStaffId = () => randomUUID();

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  totpEnabled: row.totpEnabledAt !== null,
  disabled: row.disabledAt !== null,
  passwordSet: row.passwordHash !== null,
  createdAt: row.createdAt.toISOString(),
});

// Owners must have a second factor: until they enrol one, enrolling is all they may do.
export const needsTotpEnrolment = (row: StaffRow) => row.role === "owner" && row.totpEnabledAt === null;

export async function issueStaffSession(db: Database, row: StaffRow): Promise<StaffGrant> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_MAX_MS);
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId: row.id, expiresAt });
  return {
    token,
    idleMinutes: STAFF_IDLE_MS / 60_000,
    expiresAt: expiresAt.toISOString(),
    staff: toStaffMember(row),
    totpEnrolmentRequired: needsTotpEnrolment(row),
  };
}

export type StaffActor = { staff: StaffRow; tokenHash: string };

// The staff member behind the request's staff token, or 401 (missing, unknown, idle 30 minutes,
// expired, or the account disabled); 403 when the operation needs an owner, or while an owner
// has not enrolled a second factor. Each use moves the idle deadline.
export async function requireStaff(
  db: Database,
  headers: Headers,
  options: { role?: StaffRole; duringEnrolment?: boolean } = {},
): Promise<StaffActor> {
  const token = headers.get(STAFF_TOKEN_HEADER);
  if (!token || token.length > 200) throw unauthenticated();
  const now = new Date();
  const [session] = await db
    .update(staffSessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.lastUsedAt, new Date(now.getTime() - STAFF_IDLE_MS)),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .returning();
  if (!session) throw unauthenticated();
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, session.staffId), isNull(staff.disabledAt)));
  if (!row) throw unauthenticated();
  if (needsTotpEnrolment(row) && !options.duringEnrolment)
    throw forbidden("Set up your authenticator app first: owners sign in with a code");
  if (options.role === "owner" && row.role !== "owner") throw forbidden("Only an owner may do this");
  return { staff: row, tokenHash: session.tokenHash };
}

export const forbidden = (message: string) => new ApiError(403, "FORBIDDEN", message);

// A new staff account; null when the address already has one. Its first password link is the
// caller's to make (the back office also mails it; the staff CLI prints it).
export async function addStaffMember(
  db: Pick<Database, "insert">,
  member: { email: string; role: StaffRow["role"]; name: string },
): Promise<StaffRow | null> {
  const [row] = await db
    .insert(staff)
    .values({ id: newStaffId(), ...member })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

// A one-time link for setting the password, on the shop's /admin/set-password page.
export async function newPasswordLink(db: Pick<Database, "insert">, staffId: string, shopUrl: string) {
  const token = newSecretToken();
  await db.insert(staffPasswordLinks).values({
    tokenHash: hashToken(token),
    staffId,
    expiresAt: new Date(Date.now() + PASSWORD_LINK_MS),
  });
  return new URL(`/admin/set-password?token=${token}`, shopUrl).toString();
}

// A new link, mailed to the staff member in the same transaction (through the outbox); answers it.
export async function mailPasswordLink(tx: Pick<Database, "insert">, row: StaffRow, shopUrl: string) {
  const link = await newPasswordLink(tx, row.id, shopUrl);
  await queueMail(tx, staffPasswordMail({ to: row.email, name: row.name, link, shopUrl }));
  return link;
}

// Uses a password link once; answers the staff member it was for, or null.
export async function usePasswordLink(db: Database, token: string) {
  const [link] = await db
    .update(staffPasswordLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, hashToken(token)),
        isNull(staffPasswordLinks.usedAt),
        gt(staffPasswordLinks.expiresAt, new Date()),
      ),
    )
    .returning();
  return link ?? null;
}

// ---------- TOTP (RFC 6238, by the otpauth library) ----------

const totpOf = (row: Pick<StaffRow, "email">, secret: string) =>
  new TOTP({
    issuer: "Little Sprout back office",
    label: row.email,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_S,
  });

export function newTotpSecret(row: Pick<StaffRow, "email">) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(row, secret).toString() };
}

// Checks a code against the secret (one step of clock drift either way) and spends it: a code,
// or an older one, never works twice. Answers whether it was right. A secret stored plain, before
// secrets were encrypted, is sealed as it is spent (totp-secrets.ts).
export async function spendTotpCode(
  db: Database,
  row: StaffRow,
  code: string,
  cipher: TotpCipher,
): Promise<boolean> {
  if (!row.totpSecret) return false;
  const secret = cipher.open(row.id, row.totpSecret);
  const delta = totpOf(row, secret).validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_S) + delta;
  const sealed = isSealed(row.totpSecret) ? {} : { totpSecret: cipher.seal(row.id, secret) };
  const [spent] = await db
    .update(staff)
    .set({ totpLastStep: step, ...sealed })
    .where(and(eq(staff.id, row.id), sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`))
    .returning({ id: staff.id });
  return Boolean(spent);
}

// For tests and the CLI's documentation: the code an authenticator app shows now.
export const currentTotpCode = (secret: string) => totpOf({ email: "" }, secret).generate();

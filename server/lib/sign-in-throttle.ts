// Sign-in throttling that an attacker cannot turn into a lockout
// (docs/decisions/008-sign-in-throttling.md). Every attempt counts per address (30 in 15
// minutes) and per account and address (5). Past 20 attempts on one account from anywhere,
// the account is "under attack" and an attempt waits for the account's one slot per 10
// seconds, except:
//   - a fresh address's first FREE_TRIES attempts on the account, so a member who walks up
//     with the right password gets in at once, whatever the attacker does with the slot;
//   - a browser the member signed in on before (its device token, a signed cookie on the web);
//   - an address the member signed in from in the last 30 days.
// An attacker thus gets at most FREE_TRIES guesses per address and 15 minutes, plus the slot.
// A mailed sign-in link (routes/auth-mail.ts) works whatever the counts say.
import { and, eq, gt } from "drizzle-orm";

import type { Database } from "../db/client";
import { knownDevices, members } from "../db/schema";
import { hashToken, issueAccessToken, newSecretToken } from "./auth";
import { clear, countHit, enforce, isOpen, isOver, mark, RULES } from "./rate-limit";

export const FREE_TRIES = 3;
const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

// Who tries to sign in, from where, and the browser's device token if it has one.
export type SignInAttempt = { email: string; address?: string; deviceToken?: string };

const pairOf = ({ email, address }: SignInAttempt) => `${email} ${address ?? ""}`;

// Counts the attempt; throws 429 when it must wait. Counted whether or not the account exists.
export async function throttleSignIn(db: Database, attempt: SignInAttempt) {
  await enforce(db, [[RULES.signInPerAddress, attempt.address]]);
  const tries = await countHit(db, RULES.signInPerAccountAddress, pairOf(attempt));
  const underAttack = await isOver(db, RULES.signInPerAccount, attempt.email);
  if (!underAttack || tries <= FREE_TRIES) return;
  if (await isKnownDevice(db, attempt)) return;
  if (attempt.address && (await isOpen(db, RULES.signInSuccess, pairOf(attempt)))) return;
  await enforce(db, [[RULES.signInPace, attempt.email]]);
}

async function isKnownDevice(db: Database, { email, deviceToken }: SignInAttempt) {
  if (!deviceToken) return false;
  const [device] = await db
    .select({ memberId: knownDevices.memberId })
    .from(knownDevices)
    .innerJoin(members, eq(members.id, knownDevices.memberId))
    .where(
      and(
        eq(knownDevices.tokenHash, hashToken(deviceToken)),
        eq(members.email, email),
        gt(knownDevices.expiresAt, new Date()),
      ),
    );
  return Boolean(device);
}

// After any successful sign-in (password, mailed link, confirmed registration): the count of
// this account and address starts again, the address is remembered for the account, and the
// grant carries the browser's device token (the one it sent, when that is the member's, or a
// new one). The account-wide count stays: the member's success must not lift the slowdown
// for the attacker.
export async function signedIn(
  db: Database,
  member: { id: string; name: string; email: string },
  attempt: SignInAttempt,
) {
  const known = { ...attempt, email: member.email };
  await rememberSignIn(db, known);
  const deviceToken = (await isKnownDevice(db, known)) ? known.deviceToken : await newDevice(db, member.id);
  return { ...(await issueAccessToken(db, member)), deviceToken };
}

// The counts of this account and address start again; the address is remembered for the
// account. Also for staff sign-in (server/admin/staff-auth.ts), under its own account names.
export async function rememberSignIn(db: Database, attempt: SignInAttempt) {
  await clear(db, RULES.signInPerAccountAddress, pairOf(attempt));
  if (attempt.address) await mark(db, RULES.signInSuccess, pairOf(attempt));
}

async function newDevice(db: Database, memberId: string) {
  const token = newSecretToken();
  await db.insert(knownDevices).values({
    tokenHash: hashToken(token),
    memberId,
    expiresAt: new Date(Date.now() + DEVICE_LIFETIME_MS),
  });
  return token;
}

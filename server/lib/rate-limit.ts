// Rate limits: sign-in, mailed links, registration and the shop's password per account and
// per client address; comments, contact messages and reviews per address and per writer, so
// that one person's use never spends another's allowance
// (docs/decisions/008-sign-in-throttling.md).
// Fixed windows counted in the database (one upsert per hit), so several API processes
// share the counts and a restart does not forget them. Accounts and addresses are stored
// only as hashes.
import { createHash } from "node:crypto";

import { and, eq, gt, lt, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { ApiError } from "./errors";

export type Rule = { name: string; limit: number; windowMinutes: number; message: string };

const MINUTE = 60_000;
export const RULES = {
  // Every attempt counts; a successful sign-in clears the account's counts. Per account *and*
  // address, so that nobody elsewhere can lock a member out by guessing wrong on purpose.
  signInPerAccountAddress: {
    name: "sign-in:account-address",
    limit: 5,
    windowMinutes: 15,
    message: "Too many sign-in attempts for this account",
  },
  // Per account from anywhere: past this many, the account is "under attack" and some attempts
  // are slowed to one per signInPace window. Never a browser the member signed in on, an
  // address they signed in from, or a fresh address's first tries (lib/sign-in-throttle.ts).
  signInPerAccount: {
    name: "sign-in:account",
    limit: 20,
    windowMinutes: 15,
    message: "Many sign-in attempts were made for this account",
  },
  signInPace: {
    name: "sign-in:pace",
    limit: 1,
    windowMinutes: 1 / 6,
    message: "Many sign-in attempts were made for this account",
  },
  signInPerAddress: {
    name: "sign-in:address",
    limit: 30,
    windowMinutes: 15,
    message: "Too many sign-in attempts from your network",
  },
  // Not a limit: a window per account and address opened by a successful sign-in, so that
  // address is never slowed for that account while the window lasts (30 days).
  signInSuccess: { name: "sign-in:success", limit: 0, windowMinutes: 30 * 24 * 60, message: "" },
  resetPerAccount: {
    name: "reset:account",
    limit: 3,
    windowMinutes: 60,
    message: "Too many reset links asked for this address",
  },
  resetPerAddress: {
    name: "reset:address",
    limit: 10,
    windowMinutes: 60,
    message: "Too many reset links asked from your network",
  },
  // Using a reset link: counted before the token is looked at or a password hashed.
  resetUsePerAddress: {
    name: "reset-use:address",
    limit: 10,
    windowMinutes: 15,
    message: "Too many attempts from your network",
  },
  signInLinkPerAccount: {
    name: "sign-in-link:account",
    limit: 3,
    windowMinutes: 60,
    message: "Too many sign-in links asked for this address",
  },
  signInLinkPerAddress: {
    name: "sign-in-link:address",
    limit: 10,
    windowMinutes: 60,
    message: "Too many sign-in links asked from your network",
  },
  registerPerAccount: {
    name: "register:account",
    limit: 3,
    windowMinutes: 60,
    message: "Too many registrations for this address",
  },
  registerPerAddress: {
    name: "register:address",
    limit: 10,
    windowMinutes: 60,
    message: "Too many registrations from your network",
  },
  // Comments and contact messages: per address, and per email *from that address* (the subject
  // is email and address), so posts in someone's name elsewhere never block them.
  commentPerAddress: {
    name: "comment:address",
    limit: 10,
    windowMinutes: 10,
    message: "Many comments were sent from your network in the last 10 minutes",
  },
  commentPerEmail: {
    name: "comment:email-address",
    limit: 3,
    windowMinutes: 10,
    message: "You have sent several comments in the last 10 minutes",
  },
  contactPerAddress: {
    name: "contact:address",
    limit: 10,
    windowMinutes: 60,
    message: "Many messages were sent from your network in the last hour",
  },
  contactPerEmail: {
    name: "contact:email-address",
    limit: 3,
    windowMinutes: 60,
    message: "You have sent several messages in the last hour",
  },
  // Back-in-stock alerts (visitors' and members'): per address, and per email from that address.
  stockAlertPerAddress: {
    name: "stock-alert:address",
    limit: 20,
    windowMinutes: 60,
    message: "Many alerts were asked for from your network in the last hour",
  },
  stockAlertPerEmail: {
    name: "stock-alert:email-address",
    limit: 10,
    windowMinutes: 60,
    message: "You have asked for several alerts in the last hour",
  },
  reviewPerMember: {
    name: "review:member",
    limit: 5,
    windowMinutes: 60,
    message: "You have written several reviews in the last hour",
  },
  reviewPerAddress: {
    name: "review:address",
    limit: 10,
    windowMinutes: 60,
    message: "Many reviews were written from your network in the last hour",
  },
  // The shop's password page (STORE_PASSWORD), asked by the web before it compares.
  storePasswordPerAddress: {
    name: "store-password:address",
    limit: 10,
    windowMinutes: 15,
    message: "Too many tries from your network",
  },
} satisfies Record<string, Rule>;

const keyOf = (rule: Rule, subject: string) =>
  `${rule.name}:${createHash("sha256").update(subject).digest("hex")}`;

// Counts one hit for each (rule, subject) in order and refuses with 429 at the first that is
// over its limit. A missing subject (no client address known) is not limited.
export async function enforce(db: Database, checks: [Rule, string | null | undefined][]) {
  for (const [rule, subject] of checks) {
    if (subject) await countHit(db, rule, subject);
  }
}

// Counts one hit and answers how many the window holds now, or refuses with 429 past the limit.
export async function countHit(db: Database, rule: Rule, subject: string) {
  const { hits, resetAt } = await hit(db, keyOf(rule, subject), rule.windowMinutes * MINUTE);
  if (hits > rule.limit) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new ApiError(
      429,
      "RATE_LIMITED",
      `${rule.message}. Please wait ${howLong(seconds)} and try again.`,
      undefined,
      {
        headers: { "Retry-After": String(seconds) },
      },
    );
  }
  return hits;
}

function howLong(seconds: number) {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

// Counts one hit for the rule and answers whether the subject is now over its limit.
export async function isOver(db: Database, rule: Rule, subject: string) {
  const { hits } = await hit(db, keyOf(rule, subject), rule.windowMinutes * MINUTE);
  return hits > rule.limit;
}

// Whether the subject has a window open under the rule (without counting a hit).
export async function isOpen(db: Database, rule: Rule, subject: string) {
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(rule, subject)), gt(rateLimits.resetAt, sql`now()`)));
  return Boolean(row);
}

// Opens (or renews nothing of) the subject's window under the rule: a mark, not a count.
export async function mark(db: Database, rule: Rule, subject: string) {
  await hit(db, keyOf(rule, subject), rule.windowMinutes * MINUTE);
}

export async function clear(db: Database, rule: Rule, subject: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}

// One atomic statement: start a window, or count one more hit in the current one. The
// database's clock decides, so processes with skewed clocks still agree.
async function hit(db: Database, key: string, windowMs: number) {
  const newWindowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: newWindowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  // A new window: a good moment to sweep windows that ended.
  if (row.hits === 1) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  return row;
}

// Passwords (scrypt), access tokens (random, stored hashed, expiring) and the
// member behind a request's auth headers.
//
// scrypt runs on libuv's thread pool (4 threads). Hashing is bounded so that a flood of
// registrations or resets cannot take every thread, nor every slot of the API's work queue,
// from members signing in: new passwords are hashed one at a time with two more waiting at
// most (the rest get 503 "busy" at once), sign-in checks at most three at a time.
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

import { and, eq, gt, sql } from "drizzle-orm";

import { AUTH_HEADERS, type AuthGrant } from "../contract";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { accessTokens, members } from "../db/schema";
import { unauthenticated } from "./errors";
import { createWorkQueue } from "./work-queue";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number },
) => Promise<Buffer>;
const KEY_LENGTH = 64;
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const newPasswords = createWorkQueue({ concurrency: 1, maxQueued: 2, maxWaitMs: 2_000 });
const signInChecks = createWorkQueue({ concurrency: 3, maxQueued: 256, maxWaitMs: 10_000 });

// scrypt's cost (N): Node's default, about 50 ms of CPU a hash, and the only one outside tests.
// The fast test loop hashes hundreds of passwords, so its projects lower it
// (TEST_PASSWORD_HASH_COST, read only under vitest; vitest.config.ts). A hash at another cost
// names it ("scrypt:1024$salt$key") and is checked at its own cost.
export const PASSWORD_HASH_COST = 16_384;
function hashCost() {
  const cost = process.env.VITEST ? Number(process.env.TEST_PASSWORD_HASH_COST || NaN) : NaN;
  const powerOfTwo = Number.isInteger(cost) && cost >= 2 && (cost & (cost - 1)) === 0;
  return powerOfTwo && cost < PASSWORD_HASH_COST ? cost : PASSWORD_HASH_COST;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = hashCost();
  const key = await newPasswords.run(() => scryptAsync(password, salt, KEY_LENGTH, { N: cost }));
  const scheme = cost === PASSWORD_HASH_COST ? "scrypt" : `scrypt:${cost}`;
  return `${scheme}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // With no stored hash, still spend the time, so a missing account is not faster to tell.
  const [scheme, salt, key] = (stored ?? `scrypt:${hashCost()}$${DUMMY_SALT}$`).split("$");
  const cost = Number(scheme.split(":")[1] ?? PASSWORD_HASH_COST);
  const expected = Buffer.from(key, "base64");
  const actual = await signInChecks.run(() =>
    scryptAsync(password, Buffer.from(salt, "base64"), KEY_LENGTH, { N: cost }),
  );
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}
const DUMMY_SALT = randomBytes(16).toString("base64");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newSecretToken = () => randomBytes(32).toString("base64url");

export async function issueAccessToken(
  db: Database,
  member: { id: string; name: string; email: string },
): Promise<AuthGrant> {
  const accessToken = newSecretToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
  await db.insert(accessTokens).values({ tokenHash: hashToken(accessToken), memberId: member.id, expiresAt });
  return {
    accessToken,
    userId: member.id,
    expiresAt: expiresAt.toISOString(),
    member: { id: member.id, name: member.name, email: member.email },
  };
}

export const newMemberId = () => randomUUID();

// The member a request's headers claim to be (their token's hash and user id), or a 401 when
// either is missing or too long. Checked against the database by `requireMember`.
export function claimedMember(headers: Headers) {
  const token = headers.get(AUTH_HEADERS.token);
  const userId = headers.get(AUTH_HEADERS.userId);
  if (!token || !userId || token.length > 200 || userId.length > 100) throw unauthenticated();
  return { tokenHash: hashToken(token), userId };
}
export type MemberClaim = ReturnType<typeof claimedMember>;

// The member behind a token, built once (server/db/prepared.ts): nearly every member's call.
const memberOfToken = preparedStatement("member_of_token", (db, name) =>
  db
    .select({ member: members, expiresAt: accessTokens.expiresAt, tokenHash: accessTokens.tokenHash })
    .from(accessTokens)
    .innerJoin(members, eq(members.id, accessTokens.memberId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder("tokenHash")),
        eq(accessTokens.memberId, sql.placeholder("userId")),
        gt(accessTokens.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare(name),
);

// The member whose token and user id are both in the headers, or a 401.
export async function requireMember(db: Database, headers: Headers) {
  const { tokenHash, userId } = claimedMember(headers);
  const [found] = await memberOfToken(db).execute({ tokenHash, userId, now: new Date().toISOString() });
  if (!found) throw unauthenticated();
  return found;
}

// The shopper's session: one cookie, HttpOnly, SameSite=Lax, Secure in production,
// and encrypted (AES-256-GCM), so the access token and user id inside it cannot be
// read by the browser or anyone who sees the cookie. Nothing is kept in process memory.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

import type { AuthGrant } from "@contract";
import { createCookie, createSession, type Session } from "@remix-run/node";

import type { PendingAdd } from "./cart.server";
import { config } from "./config.server";
import type { KnownChild } from "./size-finder";

export type SessionData = {
  accessToken: string;
  userId: string;
  memberName: string;
  currency: string;
  pendingRoute: string;
  // The sign-in page (its path, in its locale) a sign-in at the identity provider started from.
  providerPage: string;
  // A visitor's wishlist and compare list (product ids), kept here rather than in browser
  // storage; the wishlist merges into the member's at sign-in.
  wishlist: number[];
  compare: number[];
  // What a visitor tried to add to the cart before signing in; added right after.
  pendingCartAdd: PendingAdd;
  // A mailed link's token (sign-in or registration), held here between opening the link and
  // pressing "Continue", so it leaves the address bar at once (routes/login_.link.tsx).
  mailedLink: { token: string; next: string };
  // A visitor's child for the size finder (birth date, latest height and weight); a member's
  // children are in their profile instead (lib/size-finder.server.ts).
  child: KnownChild;
};
export type FlashData = { toast: { kind: "success" | "error" | "info"; message: string } };
export type ShopSession = Session<SessionData, FlashData>;

const cookie = createCookie("__session", {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: 60 * 60 * 24 * 30,
});

export const SESSION_COOKIE = cookie.name;

export const sessionKey = (secret: string) => createHash("sha256").update(secret).digest();
const keys = config.sessionSecrets.map(sessionKey);

export function seal(data: unknown, key = keys[0]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

// Tries every key, newest first; a cookie nobody can open is an empty session.
export function unseal(sealed: string): Record<string, unknown> | null {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 29) return null;
  for (const key of keys) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      const data: unknown = JSON.parse(text);
      if (data && typeof data === "object") return data as Record<string, unknown>;
    } catch {
      // not sealed with this key: try the next
    }
  }
  return null;
}

export async function getSession(request: Request): Promise<ShopSession> {
  const sealed: unknown = await cookie.parse(request.headers.get("Cookie"));
  const data = typeof sealed === "string" ? unseal(sealed) : null;
  return createSession<SessionData, FlashData>((data ?? {}) as SessionData);
}

// The key is the shop's own; tests that write a cookie for a server running elsewhere pass theirs.
export async function commitSession(session: ShopSession, key = keys[0]): Promise<string> {
  return cookie.serialize(seal(session.data, key));
}

// Everything the session holds goes (signing out of the shop empties the visitor's lists too).
export function emptySession(session: ShopSession) {
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
}

// Signed in: the API's grant kept in the session (the browser only ever sees it sealed).
export function signIn(session: ShopSession, grant: AuthGrant) {
  session.set("accessToken", grant.accessToken);
  session.set("userId", grant.userId);
  session.set("memberName", grant.member.name);
}

export function signOut(session: ShopSession) {
  for (const key of ["accessToken", "userId", "memberName"] as const) session.unset(key);
}

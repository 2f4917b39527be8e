// A signed-in member without the sign-in form, for the route-module tests (vitest) and the
// browser tests (Playwright) alike: the member is registered through the API, and the session
// cookie is sealed by the shop's own session code (app/lib/session.server.ts) with the secret
// of the web under test.
import type { AuthGrant } from "@contract";
import { createSession } from "@remix-run/node";

import { commitSession, sessionKey, type ShopSession, signIn } from "../../app/lib/session.server";
import { registerThroughMail, type Send } from "./register";

export const MEMBER_PASSWORD = "sunny-day-42";

let registered = 0;

export async function registerMember(apiUrl: string, name = "Alex Shopper") {
  const email = `member-${process.pid}-${Date.now()}-${++registered}@example.com`;
  const send: Send = (path, init) => fetch(`${apiUrl}${path}`, init);
  const grant = await registerThroughMail(send, { name, email, password: MEMBER_PASSWORD });
  // The headers the API wants for this member's own calls (fill a cart, save an address).
  const headers = { "x-access-token": grant.accessToken, "x-user-id": grant.userId };
  return { email, password: MEMBER_PASSWORD, grant, headers };
}

// The session cookie the web would set after this member signed in: its name and value.
export async function memberSessionCookie(grant: AuthGrant, secret: string) {
  const session = createSession() as ShopSession;
  signIn(session, grant);
  const header = await commitSession(session, sessionKey(secret));
  const pair = header.slice(0, header.indexOf(";"));
  return { name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) };
}

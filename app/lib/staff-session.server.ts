// The staff member's session for the back office (/admin): a cookie of its own, apart from the
// shopper's, sealed the same way (session.server.ts), so the staff token inside it never reaches
// the browser readable. It lives 30 minutes, as the API's staff token does when left idle, and
// is sent again (with a new 30 minutes) on every answer of the back office that used it.
import type { StaffGrant, StaffRole } from "@contract";
import { createCookie, createSession, type Session } from "@remix-run/node";

import { config } from "./config.server";
import { seal, unseal } from "./session.server";

export type StaffSessionData = {
  staffToken: string;
  staffName: string;
  role: StaffRole;
  // When the token was last used, in minutes: a new value re-sends the cookie (a new lifetime).
  seenAt: number;
};
// A message for the next page of the back office (after a redirect), shown once.
export type StaffFlash = { notice: string };
export type StaffSession = Session<StaffSessionData, StaffFlash>;

export const STAFF_IDLE_SECONDS = 30 * 60;

const cookie = createCookie("__staff", {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: STAFF_IDLE_SECONDS,
});

export const STAFF_SESSION_COOKIE = cookie.name;

export async function getStaffSession(request: Pick<Request, "headers">): Promise<StaffSession> {
  const sealed: unknown = await cookie.parse(request.headers.get("Cookie"));
  const data = typeof sealed === "string" ? unseal(sealed) : null;
  return createSession<StaffSessionData, StaffFlash>((data ?? {}) as StaffSessionData);
}

export async function commitStaffSession(session: StaffSession): Promise<string> {
  // An empty session ends the cookie at once.
  if (Object.keys(session.data).length === 0)
    return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  return cookie.serialize(seal(session.data));
}

export function startStaffSession(session: StaffSession, grant: StaffGrant) {
  session.set("staffToken", grant.token);
  session.set("staffName", grant.staff.name);
  session.set("role", grant.staff.role);
  markStaffSeen(session);
}

// Each use of the token moves its idle deadline, at the API and here (a minute at most apart).
export function markStaffSeen(session: StaffSession) {
  session.set("seenAt", Math.floor(Date.now() / 60_000));
}

export function endStaffSession(session: StaffSession) {
  for (const key of ["staffToken", "staffName", "role", "seenAt"] as const) session.unset(key);
}

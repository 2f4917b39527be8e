// What the back office's route tests need besides tests/setup/routes.ts: staff members in the
// test API (server/testing-admin.ts makes them, with a real staff token), signed in to the web
// with the staff session cookie the web sets at sign-in; orders taken to a state through the API.
import { eq } from "drizzle-orm";

import { currentTotpCode, newPasswordLink } from "../../server/admin/staff-auth";
import { DEV_TOTP_ENCRYPTION_SECRET, totpCipher } from "../../server/admin/totp-secrets";
import { staff } from "../../server/db/schema";
import { adminHelpers, type Staff } from "../../server/testing-admin";
import { cookieFrom, type Settled, shop, webRequest } from "./routes";

type RequestInit = Parameters<typeof webRequest>[1];

export const admin = () => adminHelpers(shop.api);

// A staff member signed in to the web: requests carry the staff session cookie.
export async function newStaffMember(role: "owner" | "staff" = "staff") {
  const member = await admin().newStaff(role);
  const cookie = await staffCookieFor(member, role);
  return {
    ...member,
    cookie,
    request: (path: string, init: RequestInit = {}) =>
      webRequest(path, { ...init, cookie: [cookie, init?.cookie].filter(Boolean).join("; ") }),
  };
}
export type StaffMember = Awaited<ReturnType<typeof newStaffMember>>;

async function staffCookieFor(member: Staff, role: "owner" | "staff") {
  const { getStaffSession, commitStaffSession, STAFF_SESSION_COOKIE } =
    await import("../../app/lib/staff-session.server");
  const session = await getStaffSession(webRequest("/"));
  session.set("staffToken", Object.values(member.headers)[0]);
  session.set("staffName", "Sam");
  session.set("role", role);
  const setCookie = await commitStaffSession(session);
  return `${STAFF_SESSION_COOKIE}=${setCookie.slice(STAFF_SESSION_COOKIE.length + 1, setCookie.indexOf(";"))}`;
}

// The one-time link's token for setting a staff member's password (as `npm run staff` prints).
export async function passwordLinkToken(staffId: string) {
  const link = await newPasswordLink(shop.db, staffId, "http://localhost:3000");
  return new URL(link).searchParams.get("token") ?? "";
}

// The code the staff member's authenticator app shows now.
export async function totpCodeOf(staffId: string) {
  const [row] = await shop.db.select().from(staff).where(eq(staff.id, staffId));
  return currentTotpCode(totpCipher(DEV_TOTP_ENCRYPTION_SECRET).open(row.id, row.totpSecret ?? ""));
}

// The notice an action left for the back office's next page.
export async function noticeAfter(settled: Settled) {
  const { getStaffSession } = await import("../../app/lib/staff-session.server");
  const session = await getStaffSession(webRequest("/", { cookie: cookieFrom(settled) }));
  return session.get("notice") ?? null;
}

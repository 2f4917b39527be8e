// The signed-in member's profile and the dashboard's summary.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { count, eq } from "drizzle-orm";

import { type Profile, ProfileBody, ProfileResponse, ProfileSummaryResponse } from "../contract";
import type { Database } from "../db/client";
import { addresses, members, wishlistItems } from "../db/schema";
import { requireMember } from "../lib/auth";
import { listAddresses } from "./address";
import { authHeadersSecurity, badInput, jsonBody, ok, unauthorized } from "./openapi";

type MemberRow = typeof members.$inferSelect;

const toProfile = (member: MemberRow): Profile => ({
  id: member.id,
  name: member.name,
  email: member.email,
  phone: member.phone,
  hasPassword: member.passwordHash !== null,
  memberSince: member.createdAt.toISOString(),
});

export function registerMemberRoutes(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/member/profile/summary",
      tags: ["Member"],
      summary: "The dashboard: profile, default address and counts",
      security: authHeadersSecurity,
      responses: { 200: ok(ProfileSummaryResponse), ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const [[defaultAddress], [{ addressCount }], [{ wishlistCount }]] = await Promise.all([
        listAddresses(db, member.id, eq(addresses.isDefault, true)),
        db.select({ addressCount: count() }).from(addresses).where(eq(addresses.memberId, member.id)),
        db
          .select({ wishlistCount: count() })
          .from(wishlistItems)
          .where(eq(wishlistItems.memberId, member.id)),
      ]);
      return c.json(
        {
          data: {
            profile: toProfile(member),
            defaultAddress: defaultAddress ?? null,
            addressCount,
            wishlistCount,
          },
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/member/profile",
      tags: ["Member"],
      summary: "The member's profile",
      security: authHeadersSecurity,
      responses: { 200: ok(ProfileResponse), ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      return c.json({ data: toProfile(member) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/member/profile",
      tags: ["Member"],
      summary: "Change the name and phone number (the email is the sign-in and stays)",
      security: authHeadersSecurity,
      request: jsonBody(ProfileBody),
      responses: { 200: ok(ProfileResponse), ...badInput, ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { name, phone } = c.req.valid("json");
      const [updated] = await db
        .update(members)
        .set({ name, phone })
        .where(eq(members.id, member.id))
        .returning();
      return c.json({ data: toProfile(updated) }, 200);
    },
  );
}

// Address lists (province > city > district > subdistrict > postal code) and the member's
// address book, whose entries must follow those lists' chain.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, asc, desc, eq, inArray, isNull, ne, type SQL } from "drizzle-orm";
import { z } from "zod";

import {
  type Address,
  ADDRESS_LEVELS,
  AddressBody,
  AddressesResponse,
  AddressIdParam,
  type AddressLevel,
  AddressResponse,
  MAX_ADDRESSES,
  OkMessage,
  RegionId,
  RegionsResponse,
} from "../contract";
import type { Database } from "../db/client";
import { addresses, members, regions } from "../db/schema";
import { requireMember } from "../lib/auth";
import { ApiError, notFound } from "../lib/errors";
import { authHeadersSecurity, badInput, jsonBody, notFoundError, ok, unauthorized } from "./openapi";

// Each list is the children of one entry of the list above it.
const LISTS = [
  { path: "provinces", level: "province", parent: null },
  { path: "cities", level: "city", parent: "provinceId" },
  { path: "districts", level: "district", parent: "cityId" },
  { path: "subdistricts", level: "subdistrict", parent: "districtId" },
  { path: "postals", level: "postal", parent: "subdistrictId" },
] as const;

export function registerAddressRoutes(app: OpenAPIHono, db: Database) {
  // The lists first: their paths must win over /api/address/{id}.
  registerRegionLists(app, db);
  registerAddressReads(app, db);
  registerAddressCreate(app, db);
  registerAddressUpdates(app, db);
  registerAddressDelete(app, db);
}

function registerRegionLists(app: OpenAPIHono, db: Database) {
  for (const list of LISTS) {
    const query = list.parent ? z.object({ [list.parent]: RegionId }) : z.object({});
    app.openapi(
      createRoute({
        method: "get",
        path: `/api/address/${list.path}`,
        tags: ["Address"],
        summary: list.parent ? `The ${list.path} of one ${list.parent.replace("Id", "")}` : "All provinces",
        request: { query },
        responses: { 200: ok(RegionsResponse), ...badInput },
      }),
      async (c) => {
        const parentId = list.parent ? (c.req.valid("query") as Record<string, number>)[list.parent] : null;
        const rows = await db
          .select({ id: regions.id, name: regions.name })
          .from(regions)
          .where(
            and(
              eq(regions.level, list.level),
              parentId === null ? isNull(regions.parentId) : eq(regions.parentId, parentId),
            ),
          )
          .orderBy(asc(regions.name));
        return c.json({ data: rows }, 200);
      },
    );
  }
}

// The member's book, and one address of it.
function registerAddressReads(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/address",
      tags: ["Address"],
      summary: "The member's address book, the default address first",
      security: authHeadersSecurity,
      responses: { 200: ok(AddressesResponse), ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      return c.json({ data: await listAddresses(db, member.id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/address/{id}",
      tags: ["Address"],
      summary: "One address of the member's",
      security: authHeadersSecurity,
      request: { params: AddressIdParam },
      responses: { 200: ok(AddressResponse), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      return c.json({ data: await oneAddress(db, member.id, c.req.valid("param").id) }, 200);
    },
  );
}

function registerAddressCreate(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/address",
      tags: ["Address"],
      summary: "Add an address; the first one becomes the default",
      security: authHeadersSecurity,
      request: jsonBody(AddressBody),
      responses: { 201: ok(AddressResponse), ...badInput, ...unauthorized },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const body = c.req.valid("json");
      await checkRegionChain(db, body);
      const id = await db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        const existing = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.memberId, member.id));
        if (existing.length >= MAX_ADDRESSES) {
          throw new ApiError(
            400,
            "VALIDATION_ERROR",
            `An address book holds at most ${MAX_ADDRESSES} addresses. Delete one first.`,
          );
        }
        const isDefault = body.isDefault || existing.length === 0;
        if (isDefault) await clearDefault(tx, member.id);
        const [row] = await tx
          .insert(addresses)
          .values({ ...addressColumns(body), memberId: member.id, isDefault })
          .returning({ id: addresses.id });
        return row.id;
      });
      return c.json({ data: await oneAddress(db, member.id, id) }, 201);
    },
  );
}

// Changing an address, and choosing the default.
function registerAddressUpdates(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "put",
      path: "/api/address/{id}",
      tags: ["Address"],
      summary:
        "Change an address; isDefault true makes it the default (the default stays one until another is chosen)",
      security: authHeadersSecurity,
      request: { params: AddressIdParam, ...jsonBody(AddressBody) },
      responses: { 200: ok(AddressResponse), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      await checkRegionChain(db, body);
      await db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        await ownAddress(tx, member.id, id);
        if (body.isDefault) await clearDefault(tx, member.id);
        await tx
          .update(addresses)
          .set({ ...addressColumns(body), ...(body.isDefault ? { isDefault: true } : {}) })
          .where(eq(addresses.id, id));
      });
      return c.json({ data: await oneAddress(db, member.id, id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/address/{id}/default",
      tags: ["Address"],
      summary: "Make an address the default",
      security: authHeadersSecurity,
      request: { params: AddressIdParam },
      responses: { 200: ok(AddressResponse), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { id } = c.req.valid("param");
      await db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        await ownAddress(tx, member.id, id);
        await clearDefault(tx, member.id);
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
      });
      return c.json({ data: await oneAddress(db, member.id, id) }, 200);
    },
  );
}

function registerAddressDelete(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/address/{id}",
      tags: ["Address"],
      summary: "Delete an address; if it was the default, the newest remaining one becomes the default",
      security: authHeadersSecurity,
      request: { params: AddressIdParam },
      responses: { 200: ok(OkMessage), ...badInput, ...unauthorized, ...notFoundError },
    }),
    async (c) => {
      const { member } = await requireMember(db, c.req.raw.headers);
      const { id } = c.req.valid("param");
      await db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        const deleted = await ownAddress(tx, member.id, id);
        await tx.delete(addresses).where(eq(addresses.id, id));
        if (!deleted.isDefault) return;
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.memberId, member.id), ne(addresses.id, id)))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      });
      return c.json({ data: { message: "The address was deleted" } }, 200);
    },
  );
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

// Address book changes of one member run one after another, so "one default" always holds.
async function lockMember(tx: Tx, memberId: string) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
}

async function clearDefault(tx: Tx, memberId: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true)));
}

// Another member's address is as unknown as a missing one.
async function ownAddress(tx: Tx, memberId: string, id: number) {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)));
  if (!row) throw notFound("The address");
  return row;
}

const addressColumns = (body: AddressBody) => ({
  name: body.name,
  phone: body.phone,
  street: body.street,
  provinceId: body.provinceId,
  cityId: body.cityId,
  districtId: body.districtId,
  subdistrictId: body.subdistrictId,
  postalId: body.postalId,
});

const LEVEL_NAMES = {
  province: "province",
  city: "city",
  district: "district",
  subdistrict: "subdistrict",
  postal: "postal code",
};

// Each chosen region must exist at its level and sit inside the one chosen above it.
// Only the first broken link is named: everything below it has to be chosen again anyway.
async function checkRegionChain(db: Database, body: AddressBody) {
  const field = (level: AddressLevel) => `${level}Id` as const;
  const chosen = await db
    .select()
    .from(regions)
    .where(
      inArray(
        regions.id,
        ADDRESS_LEVELS.map((level) => body[field(level)]),
      ),
    );
  let parentId: number | null = null;
  for (const [index, level] of ADDRESS_LEVELS.entries()) {
    const region = chosen.find((row) => row.id === body[field(level)] && row.level === level);
    if (!region || region.parentId !== parentId) {
      const message =
        index === 0 || !region
          ? `Choose a ${LEVEL_NAMES[level]} from the list`
          : `This ${LEVEL_NAMES[level]} is not in the chosen ${LEVEL_NAMES[ADDRESS_LEVELS[index - 1]]}`;
      throw new ApiError(400, "VALIDATION_ERROR", message, { [field(level)]: [message] });
    }
    parentId = region.id;
  }
}

// The member's addresses with their region names, the default first, then the newest.
export async function listAddresses(db: Database, memberId: string, where?: SQL): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), where))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  const ids = rows.flatMap((row) => [
    row.provinceId,
    row.cityId,
    row.districtId,
    row.subdistrictId,
    row.postalId,
  ]);
  const names = ids.length
    ? await db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.id, ids))
    : [];
  // Regions are never deleted while addresses point at them (foreign keys).
  const region = (id: number) => names.find((row) => row.id === id) ?? { id, name: "" };
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    street: row.street,
    province: region(row.provinceId),
    city: region(row.cityId),
    district: region(row.districtId),
    subdistrict: region(row.subdistrictId),
    postal: region(row.postalId),
    isDefault: row.isDefault,
  }));
}

async function oneAddress(db: Database, memberId: string, id: number) {
  const [address] = await listAddresses(db, memberId, eq(addresses.id, id));
  if (!address) throw notFound("The address");
  return address;
}

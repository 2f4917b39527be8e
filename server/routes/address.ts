import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { RegionId, RegionsResponse } from "../contract";
import type { Database } from "../db/client";
import { regions } from "../db/schema";
import { badInput, ok } from "./openapi";

// Each list is the children of one entry of the list above it.
const LISTS = [
  { path: "provinces", level: "province", parent: null },
  { path: "cities", level: "city", parent: "provinceId" },
  { path: "districts", level: "district", parent: "cityId" },
  { path: "subdistricts", level: "subdistrict", parent: "districtId" },
  { path: "postals", level: "postal", parent: "subdistrictId" },
] as const;

export function registerAddressRoutes(app: OpenAPIHono, db: Database) {
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
          .where(and(eq(regions.level, list.level), parentId === null ? isNull(regions.parentId) : eq(regions.parentId, parentId)))
          .orderBy(asc(regions.name));
        return c.json({ data: rows }, 200);
      },
    );
  }
}

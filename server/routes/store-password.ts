// The shop's password page (STORE_PASSWORD, checked by the web): the web counts each try here
// before it compares, so tries are limited per client address in the database like sign-in
// attempts, across every web process.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";

import { CLIENT_ADDRESS_HEADER, OkMessage } from "../contract";
import type { Database } from "../db/client";
import { enforce, RULES } from "../lib/rate-limit";
import { ok, rateLimited } from "./openapi";

export function registerStorePasswordRoutes(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/store-password/attempts",
      tags: ["Content"],
      summary: "Count one try of the shop's password from the client's address; 429 past the limit",
      description: `${RULES.storePasswordPerAddress.limit} tries per address in ${RULES.storePasswordPerAddress.windowMinutes} minutes.`,
      responses: { 200: ok(OkMessage), ...rateLimited },
    }),
    async (c) => {
      await enforce(db, [[RULES.storePasswordPerAddress, c.req.header(CLIENT_ADDRESS_HEADER)]]);
      return c.json({ data: { message: "Counted" } }, 200);
    },
  );
}

// One log line and one metric per request the API answers: its route pattern (never the URL,
// whose query may hold what a shopper typed), method, status, time taken and the request id
// (the web's, or a new one), which the answer carries back in X-Request-Id.
import { randomUUID } from "node:crypto";

import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";

import { REQUEST_ID, REQUEST_ID_HEADER } from "../contract/common";
import { log } from "./log";
import { httpRequests } from "./metrics";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

// Health checks and scrapes come every few seconds: logged only at debug.
const QUIET = new Set(["/healthz", "/readyz", "/metrics"]);

export const requestIdOf = (given: string | null | undefined) =>
  given && REQUEST_ID.test(given) ? given : randomUUID();

// The pattern of the route the request was for (the first matched that is not a middleware's),
// even when a middleware refused it; "unmatched" when none is (bounded labels).
function routeOf(c: Context) {
  return matchedRoutes(c).find((route) => route.method !== "ALL")?.path ?? "unmatched";
}

export const accessLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
  c.set("requestId", requestId);
  c.header("X-Request-Id", requestId);
  await next();
  const seconds = (performance.now() - started) / 1000;
  const route = routeOf(c);
  const { status } = c.res;
  httpRequests.observe({ route, method: c.req.method, status: String(status) }, seconds);
  const line = { reqId: requestId, method: c.req.method, route, status, ms: Math.round(seconds * 1e4) / 10 };
  if (QUIET.has(route)) log.debug(line, "request");
  else log.info(line, "request");
};

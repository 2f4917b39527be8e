// GET /healthz (the process answers), GET /readyz (it should be sent requests:
// server/lib/readiness.ts) and GET /metrics (Prometheus, behind the operator token). Outside
// /api/*: no body limit or database queue in front of them, and not part of the contract.
import type { OpenAPIHono } from "@hono/zod-openapi";

import { METRICS_CONTENT_TYPE, metricsText } from "../lib/metrics";
import type { Readiness } from "../lib/readiness";
import { requireOperator } from "./operator";

const NO_STORE = { "Cache-Control": "no-store" };

export function registerHealthRoutes(app: OpenAPIHono, readiness: Readiness, operatorToken?: string) {
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, NO_STORE));
  app.get("/readyz", async (c) => {
    const reason = await readiness.notReady();
    return reason
      ? c.json({ status: "not ready", reason }, 503, NO_STORE)
      : c.json({ status: "ready" }, 200, NO_STORE);
  });
  app.get("/metrics", requireOperator(operatorToken), async (c) =>
    c.body(await metricsText(), 200, { ...NO_STORE, "Content-Type": METRICS_CONTENT_TYPE }),
  );
}

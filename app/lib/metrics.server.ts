// The web app's Prometheus metrics (the web's server adds the requests' own and serves them at
// /metrics: server/lib/metrics.ts, one registry per process). The cache counter is the same
// series as the server's page cache's, so it is taken when the server made it first.
import { Counter, Histogram, register } from "prom-client";

const UPSTREAM = "shop_upstream_request_duration_seconds";
const CACHE = "shop_cache_lookups_total";

// Calls to the API by resource (/api/<resource>/…, a handful of words), method and status
// ("error": no answer).
export const upstreamRequests =
  (register.getSingleMetric(UPSTREAM) as Histogram<"resource" | "method" | "status"> | undefined) ??
  new Histogram({
    name: UPSTREAM,
    help: "Calls from the web to the API, by resource, method and status, and how long they took",
    labelNames: ["resource", "method", "status"] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });

const cacheLookups =
  (register.getSingleMetric(CACHE) as Counter<"cache" | "result"> | undefined) ??
  new Counter({
    name: CACHE,
    help: "Cache lookups by layer and result (hit or miss)",
    labelNames: ["cache", "result"] as const,
  });

export const countLookup = (cache: string, hit: boolean) =>
  cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });

// "/api/products/12/reviews" → "products"; "/media/x.webp" → "media".
export const resourceOf = (path: string) => /^\/(?:api\/)?([a-z-]+)/.exec(path)?.[1] ?? "other";

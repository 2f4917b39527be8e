// Prometheus metrics (prom-client's one registry per process), served at /metrics behind the
// operator token by the API (server/app.ts) and by the web (server/web-server.ts). Labels hold
// route patterns and a few fixed words, never a URL or an id, so the series stay few.
import { collectDefaultMetrics, Counter, Gauge, Histogram, type Metric, register } from "prom-client";

// Made once per process: a test process starts several APIs, and the web's build and its server
// share the cache counter.
function once<T extends Metric>(name: string, make: (name: string) => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make(name);
}

const SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Requests by route pattern (the API's Hono path, the web's Remix route id), method and status:
// the rate is its _count.
export const httpRequests = once(
  "shop_http_request_duration_seconds",
  (name) =>
    new Histogram({
      name,
      help: "Requests answered, by route pattern, method and status, and how long they took",
      labelNames: ["route", "method", "status"] as const,
      buckets: SECONDS,
    }),
);

// Lookups in each cache layer: page (the web's pages), upstream (the web's API answers),
// api_catalogue (the API's catalogue answers), product_cards, listing_index.
export const cacheLookups = once(
  "shop_cache_lookups_total",
  (name) =>
    new Counter({
      name,
      help: "Cache lookups by layer and result (hit or miss)",
      labelNames: ["cache", "result"] as const,
    }),
);

export const countLookup = (cache: string, hit: boolean) =>
  cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });

// The API's bound on concurrent database work (server/lib/work-queue.ts).
export const dbQueue = {
  running: once(
    "shop_db_queue_running",
    (name) => new Gauge({ name, help: "Requests doing database work now" }),
  ),
  waiting: once(
    "shop_db_queue_waiting",
    (name) => new Gauge({ name, help: "Requests waiting for a turn at the database" }),
  ),
  wait: once(
    "shop_db_queue_wait_seconds",
    (name) =>
      new Histogram({ name, help: "How long requests waited for a turn at the database", buckets: SECONDS }),
  ),
  refused: once(
    "shop_db_queue_refused_total",
    (name) =>
      new Counter({ name, help: "Requests answered 503 because the database queue was full or slow" }),
  ),
};

// Mail that could not be sent: tried again later (retry) or given up (failed).
export const mailFailures = once(
  "shop_outbox_send_failures_total",
  (name) =>
    new Counter({
      name,
      help: "Mail sends that failed, by outcome (retry or failed)",
      labelNames: ["outcome"],
    }),
);

// Mail waiting in the outbox, read from the database when scraped (server/server.ts names it).
let outboxBacklog: (() => Promise<number>) | null = null;
once(
  "shop_outbox_queued",
  (name) =>
    new Gauge({
      name,
      help: "Mail queued in the outbox, not yet sent",
      async collect() {
        if (outboxBacklog) this.set(await outboxBacklog().catch(() => Number.NaN));
      },
    }),
);
export function measureOutbox(backlog: (() => Promise<number>) | null) {
  outboxBacklog = backlog;
}

// The process's own: CPU, memory, event loop delay, garbage collection.
export function collectProcessMetrics() {
  if (!register.getSingleMetric("process_cpu_seconds_total")) collectDefaultMetrics();
}

export const metricsText = () => register.metrics();
export const METRICS_CONTENT_TYPE = register.contentType;

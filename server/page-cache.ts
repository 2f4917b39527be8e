// A micro-cache of whole pages in the web's own server, as a CDN honours `s-maxage`: an
// anonymous GET of a page the app marked `public, s-maxage=N` is rendered once and served
// from memory for min(N, maxAgeSeconds) seconds. What is shared and what never is:
//   - only GET and HEAD without Cookie or Authorization (any cookie may hold a session, a
//     cart, a currency: that visitor's page is always rendered for them);
//   - only a 200 without Set-Cookie, public with s-maxage, and whose Vary the key covers;
//   - every copy gets a fresh CSP nonce, in the Content-Security-Policy and in the body.
// Identical misses in flight share one render. Bounded in bytes, least recently used first out.
// See docs/decisions/005-page-cache.md.
import { randomBytes } from "node:crypto";

import { LRUCache } from "lru-cache";

import { countLookup } from "./lib/metrics";

export type PageCacheOptions = {
  maxAgeSeconds: number;
  maxBytes: number;
  now?: () => number;
  // What else of an anonymous request a page may vary on, reduced to a few values: the locale
  // its Accept-Language prefers, which a first visit is offered (app/lib/i18n/catalogue.server.ts).
  // A page's `Vary: Accept-Language` is covered by the key when this is given.
  variantOf?: (acceptLanguage: string | undefined) => string;
};

// What the server writes: a complete answer, its body as chunks to write one after another (the
// stored page's slices and the fresh nonce between them, never joined into a new buffer), or
// null for HEAD and 304. The headers carry the Content-Length of the chunks together.
export type PageResponse = { status: number; headers: Headers; body: Buffer[] | null };

// The request as node:http gives it.
export type IncomingRequest = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
};

type Entry = {
  headers: Headers;
  // The body cut at the stored nonce, so that a copy is the parts joined with a new one.
  parts: Buffer[];
  nonce: string | null;
  storedAt: number;
  expiresAt: number;
  // What the entry holds in memory: the body's whole backing store, its headers and its key.
  bytes: number;
};

// Request headers that may name a visitor; a stored page's Vary may name these only, since
// a request that carries one is never answered from the cache (Accept-Encoding: compression
// happens after the cache, on every answer).
const COVERED_BY_KEY = new Set(["cookie", "authorization", "accept-encoding"]);
// Headers a 304 repeats (as app/lib/etag.server.ts answers it).
const KEPT_ON_304 = ["Cache-Control", "ETag", "Vary", "Expires"];

export function createPageCache({ maxAgeSeconds, maxBytes, now = Date.now, variantOf }: PageCacheOptions) {
  const pages = createStore(maxBytes, now);
  // The key: the URL with its query (a Remix data request is its own URL), the host the page was
  // asked at (canonical links follow it when SHOP_URL is unset) and the variant. Not the method:
  // HEAD shares GET's page.
  const covered = variantOf ? new Set([...COVERED_BY_KEY, "accept-language"]) : COVERED_BY_KEY;
  const keyOf = ({ url, headers }: IncomingRequest) => {
    const language = headers["accept-language"];
    const variant = variantOf?.(Array.isArray(language) ? language.join(",") : language) ?? "";
    return `${headers.host ?? ""} ${url} ${variant}`;
  };
  const inFlight = new Map<string, Promise<Entry | PageResponse>>();

  async function renderOnce(key: string, render: () => Promise<Response>) {
    try {
      const response = await render();
      const body = Buffer.from(await response.arrayBuffer());
      const ttl = sharedSeconds(response, maxAgeSeconds, covered);
      if (ttl === 0) return { status: response.status, headers: new Headers(response.headers), body: [body] };
      const entry = entryOf(key, response.headers, body, now(), ttl);
      pages.put(key, entry);
      return entry;
    } finally {
      inFlight.delete(key);
    }
  }

  // The answer for this request when a fresh copy is at hand, else null (nothing rendered).
  function fresh(request: IncomingRequest): PageResponse | null {
    const entry = sharable(request, maxAgeSeconds) ? pages.fresh(keyOf(request)) : null;
    return entry && pageResponse(entry, request, now());
  }

  return {
    // As fresh(), counted in the metrics as a hit or a miss when the request could be shared.
    hit(request: IncomingRequest): PageResponse | null {
      const found = fresh(request);
      if (sharable(request, maxAgeSeconds)) countLookup("page", found !== null);
      return found;
    },
    // The answer for this request from the cache, rendering it at most once (render must make
    // the page for this URL as a GET without conditions). Null: not the cache's to answer (a
    // visitor's own request, or a page that turned out not to be shared): render it yourself.
    async serve(request: IncomingRequest, render: () => Promise<Response>): Promise<PageResponse | null> {
      if (!sharable(request, maxAgeSeconds)) return null;
      const cached = fresh(request);
      if (cached) return cached;
      const key = keyOf(request);
      let pending = inFlight.get(key);
      const first = !pending;
      if (!pending) {
        pending = renderOnce(key, render);
        inFlight.set(key, pending);
      }
      const outcome = await pending;
      if ("parts" in outcome) return pageResponse(outcome, request, first ? null : now());
      // Not for sharing: the request that rendered it gets it, the others render their own.
      return first ? { ...outcome, body: request.method === "HEAD" ? null : outcome.body } : null;
    },
    get bytes() {
      return pages.bytes;
    },
  };
}

// Stored pages by key, at most maxBytes of them (as each entry weighs itself), the least
// recently used dropped first; expired pages go when something new is stored (at most once a
// second: a sweep walks every entry, and a burst of one-off pages, such as a new price range
// each, stores hundreds), not only when the bound is reached.
const SWEEP_EVERY_MS = 1_000;
function createStore(maxBytes: number, now: () => number) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes,
    perf: { now },
    ttlResolution: 0,
  });
  let sweptAt = -Infinity;
  return {
    put(key: string, entry: Entry) {
      if (now() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now();
        entries.purgeStale();
      }
      // lru-cache serves an entry while its age is at most ttl; HTTP's freshness ends at
      // s-maxage itself.
      entries.set(key, entry, { ttl: entry.expiresAt - entry.storedAt - 1 });
    },
    fresh: (key: string) => entries.get(key) ?? null,
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

function sharable({ method, headers }: IncomingRequest, maxAgeSeconds: number) {
  return (
    maxAgeSeconds > 0 &&
    (method === "GET" || method === "HEAD") &&
    headers.cookie === undefined &&
    headers.authorization === undefined
  );
}

// How long a response may be shared: 0 unless it is a public 200 with s-maxage, without a
// cookie, varying on nothing but what the key covers.
export function sharedSeconds(response: Response, maxAgeSeconds: number, covered = COVERED_BY_KEY) {
  const { headers } = response;
  if (response.status !== 200 || headers.has("Set-Cookie")) return 0;
  const directives = (headers.get("Cache-Control") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (!directives.includes("public")) return 0;
  if (directives.some((d) => ["private", "no-store", "no-cache"].includes(d))) return 0;
  const sMaxAge = Number(directives.find((d) => d.startsWith("s-maxage="))?.slice("s-maxage=".length));
  if (!(sMaxAge > 0)) return 0;
  const vary = (headers.get("Vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
  if (vary.some((name) => name !== "" && !covered.has(name))) return 0;
  return Math.min(Math.floor(sMaxAge), maxAgeSeconds);
}

function entryOf(key: string, headers: Headers, body: Buffer, storedAt: number, seconds: number): Entry {
  const nonce = /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
  const parts = nonce ? cut(body, Buffer.from(nonce)) : [body];
  const kept = new Headers(headers);
  kept.delete("Content-Length");
  let headerBytes = 0;
  for (const [name, value] of kept) headerBytes += name.length + value.length;
  // The slices keep the body's backing store alive, which may be larger than the body (a pooled one).
  const bytes = Math.max(body.length, body.buffer.byteLength) + headerBytes + key.length + ENTRY_OVERHEAD;
  return { headers: kept, parts, nonce, storedAt, expiresAt: storedAt + seconds * 1000, bytes };
}

// Objects around each stored page (the entry, its Headers, one Buffer view per slice), roughly.
const ENTRY_OVERHEAD = 1024;

function cut(body: Buffer, separator: Buffer) {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

// One copy of a stored page: a new nonce in header and body, its Age when it was a hit (null
// for the request that rendered it), 304 when the request already holds it.
function pageResponse(entry: Entry, request: IncomingRequest, hitAt: number | null): PageResponse {
  const headers = new Headers(entry.headers);
  if (hitAt !== null) headers.set("Age", String(Math.floor((hitAt - entry.storedAt) / 1000)));
  if (holds(request.headers["if-none-match"], headers.get("ETag"))) {
    const kept = new Headers();
    for (const name of [...KEPT_ON_304, "Age"]) {
      const value = headers.get(name);
      if (value !== null) kept.set(name, value);
    }
    return { status: 304, headers: kept, body: null };
  }
  let nonce = entry.nonce;
  if (nonce) {
    const fresh = randomBytes(16).toString("base64");
    headers.set("Content-Security-Policy", headers.get("Content-Security-Policy")!.replaceAll(nonce, fresh));
    nonce = fresh;
  }
  const body = nonce ? interleaved(entry.parts, Buffer.from(nonce)) : entry.parts;
  headers.set("Content-Length", String(body.reduce((sum, chunk) => sum + chunk.length, 0)));
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}

// The stored slices with the nonce between them: views, nothing copied.
function interleaved(parts: Buffer[], separator: Buffer) {
  const chunks: Buffer[] = [parts[0]];
  for (let i = 1; i < parts.length; i++) chunks.push(separator, parts[i]);
  return chunks;
}

// If-None-Match against the page's tag: a list of tags compared weakly (RFC 9110), or *.
function holds(ifNoneMatch: string | string[] | undefined, etag: string | null) {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

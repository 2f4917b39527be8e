// The web's HTTP server: the built Remix app (web-app.ts: the request's context around it)
// behind a small node:http server (in place of remix-serve) so that some requests are answered
// before Remix reads them (see web-guard.ts), the client's address is resolved once, anonymous
// catalogue pages are served from a short page cache (page-cache.ts), and the process ends with
// its parent. Run by `npm start` and `npm run dev` (server/start.ts) as a child process with an
// IPC channel.
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { constants } from "node:zlib";

import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import serveStatic from "serve-static";

import { REQUEST_ID, REQUEST_ID_HEADER } from "./contract/common";
import { drain } from "./lib/drain";
import { collectProcessMetrics, httpRequests, METRICS_CONTENT_TYPE, metricsText } from "./lib/metrics";
import { operatorRefusal } from "./lib/operator-token";
import { createPageCache, type IncomingRequest, type PageResponse } from "./page-cache";
import { loadWebApp } from "./web-app";
import {
  clientAddress,
  fromTrustedProxy,
  type Refusal,
  refuseEarly,
  requestTarget,
  trustedProxies,
} from "./web-guard";

// When `npm start` dies, even by kill -9, its IPC channel closes: the web goes with it rather
// than answering 503 alone and holding the port.
process.on("disconnect", () => process.exit(0));
// As remix-serve does: production unless told otherwise (the session cookie is Secure then).
process.env.NODE_ENV ??= "production";

const {
  handleRequest,
  pageCacheOptions,
  securityHeaders,
  plainAnswerText,
  log,
  operatorToken,
  shutdownTimeoutMs,
  routeOf,
} = await loadWebApp();
collectProcessMetrics();
// Its limits come from the web's configuration (app/lib/config.server.ts), handed over by the
// build's entry module, as are the security headers that this server's own answers carry too
// (app/lib/security-headers.server.ts).
const pageCache = createPageCache(pageCacheOptions);
const trusted = trustedProxies(process.env.TRUSTED_PROXIES);
// A level that costs half the default's CPU for a few percent more bytes (measured on the
// listing's 64 KB of HTML: gzip 4 gives 12.9 KB in 0.47 ms, the default 6 12.4 KB in 0.75 ms;
// brotli 3 12.7 KB in 0.36 ms, the default 4 12.0 KB in 0.61 ms): pages are compressed on
// every answer, even from the page cache.
const compress = compression({ level: 4, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } } });
// Only a path under one of public/'s own entries (build/, favicon.svg) can be a file: every
// other request goes straight to Remix, without a file system lookup that fails.
const publicEntries = new Set(readdirSync("public"));
const mayBeFile = (url = "/") => publicEntries.has(url.slice(1).split(/[/?]/, 1)[0]);
const files = serveStatic("public", {
  index: false,
  setHeaders(res, file) {
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Built assets have content hashes in their names.
    const built = file.startsWith(path.resolve("public/build") + path.sep);
    res.setHeader("Cache-Control", built ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  },
});

// Never trusted from the client (Remix would compare Origin with it); and a page rendered for
// the page cache is rendered whole for everyone, so without the first asker's conditions.
const DROPPED = ["x-forwarded-host"];
const DROPPED_FOR_CACHE = [...DROPPED, "if-none-match", "if-modified-since"];

function toRequest(req: IncomingMessage, res: ServerResponse | null) {
  const headers = new Headers();
  const dropped = res ? DROPPED : DROPPED_FOR_CACHE;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || dropped.includes(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set(
    "x-forwarded-for",
    clientAddress(req.socket.remoteAddress ?? "", req.headers["x-forwarded-for"]?.toString(), trusted),
  );
  // Joined, not resolved: a path such as //evil.example/ stays a path on this host. (The guard
  // has checked the Host and the path.)
  const url = new URL(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`);
  // A render for the cache serves every waiter: it is a GET, and one shopper leaving does not
  // stop it.
  if (!res) return new Request(url, { headers });
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: createReadableStreamFromReadable(req), duplex: "half" }),
  } as RequestInit);
}

const incomingRequestOf = (req: IncomingMessage): IncomingRequest => ({
  method: req.method ?? "GET",
  url: req.url ?? "/",
  headers: req.headers,
});

type PlainAnswer = { status: number; message: string; headers?: Record<string, string> };

// A refusal of this server's own, in the words of the request's locale (the app's catalogue).
const refuse = (req: IncomingMessage, res: ServerResponse, { reason, ...refusal }: Refusal) =>
  answerPlain(res, { ...refusal, message: plainAnswerText(req.url ?? "/", reason) });

// An answer of this server's own, in plain text with the security headers. The body is never
// read: the connection closes after answering.
function answerPlain(res: ServerResponse, { status, message, headers }: PlainAnswer) {
  const all = new Headers({
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "close",
    ...headers,
  });
  securityHeaders("/", all, status);
  res.writeHead(status, Object.fromEntries(all));
  res.end(message);
}

async function respond(req: IncomingMessage, res: ServerResponse) {
  const cached = await pageCache.serve(incomingRequestOf(req), () => handleRequest(toRequest(req, null)));
  if (cached) return write(req, res, cached);
  const response = await handleRequest(toRequest(req, res));
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  for (const [name, value] of secured(req, response.status, response.headers)) res.appendHeader(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

// Pages and data have the security headers from the entry module; redirects (the sign-in
// guard, the store lock) and resource routes get them here.
function secured(req: IncomingMessage, status: number, headers: Headers) {
  if (headers.has("X-Content-Type-Options")) return headers;
  const all = new Headers(headers);
  securityHeaders(requestTarget(req.url ?? "/")?.pathname ?? "/", all, status);
  return all;
}

// The chunks go out together (corked: one writev with the head), without joining them first.
function write(req: IncomingMessage, res: ServerResponse, { status, headers, body }: PageResponse) {
  res.statusCode = status;
  for (const [name, value] of secured(req, status, headers)) res.appendHeader(name, value);
  res.cork();
  for (const chunk of body ?? []) res.write(chunk);
  res.end();
  res.uncork();
}

// The request's id: a trusted proxy's X-Request-Id when it is a short safe token, else a new
// one. Remix's request carries it (the API client sends it on: app/lib/upstream.server.ts) and
// so does the answer.
function requestIdOf(req: IncomingMessage) {
  const given = req.headers[REQUEST_ID_HEADER];
  const keep =
    typeof given === "string" &&
    REQUEST_ID.test(given) &&
    fromTrustedProxy(req.socket.remoteAddress ?? "", trusted);
  return keep ? given : randomUUID();
}

// Health checks and scrapes come every few seconds: logged only at debug.
const QUIET = new Set(["routes/healthz", "routes/readyz", "metrics"]);

// One log line and one metric per answer, once it is sent (or the client left: 499).
function logAccess(req: IncomingMessage, res: ServerResponse, reqId: string, route: () => string) {
  const started = performance.now();
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const status = res.writableFinished ? res.statusCode : 499;
    const method = req.method ?? "GET";
    httpRequests.observe({ route: route(), method, status: String(status) }, seconds);
    const line = { reqId, method, route: route(), status, ms: Math.round(seconds * 1e4) / 10 };
    if (QUIET.has(route())) log.debug(line, "request");
    else log.info(line, "request");
  });
}

// GET /metrics: Prometheus, behind the operator token (as the API's).
async function answerMetrics(req: IncomingMessage, res: ServerResponse) {
  const refusal = operatorRefusal(operatorToken, req.headers.authorization);
  if (refusal) return answerPlain(res, refusal);
  const text = await metricsText();
  res.writeHead(200, { "Content-Type": METRICS_CONTENT_TYPE, "Cache-Control": "no-store" });
  res.end(text);
}

// Once stopping, requests that still come (on a connection kept open) are turned away, and
// /readyz says so; the requests under way finish.
let stopping = false;
const RESTARTING: Refusal = { status: 503, reason: "restarting", headers: { "Retry-After": "5" } };

function answerNotReady(res: ServerResponse) {
  res.writeHead(503, {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(JSON.stringify({ status: "not ready", reason: "stopping" }));
}

function handle(req: IncomingMessage, res: ServerResponse, seen: { route: string }) {
  const refusal = refuseEarly(incomingRequestOf(req));
  if (refusal) return refuse(req, res, refusal);
  const pathname = requestTarget(req.url ?? "/")?.pathname ?? "/";
  if (pathname === "/metrics") {
    seen.route = "metrics";
    return void answerMetrics(req, res);
  }
  seen.route = routeOf(pathname);
  if (stopping && pathname === "/readyz") return answerNotReady(res);
  if (stopping) return refuse(req, res, RESTARTING);
  // A page in the cache next: it is there only because Remix answered its URL, not a file.
  const cached = pageCache.hit(incomingRequestOf(req));
  if (cached) return write(req, res, cached);
  const page = () =>
    respond(req, res).catch((error: unknown) => {
      log.error({ err: error, reqId: req.headers[REQUEST_ID_HEADER] }, "[web] the request failed");
      if (!res.headersSent) refuse(req, res, { status: 500, reason: "failed" });
      else res.end();
    });
  if (!mayBeFile(req.url)) return void page();
  seen.route = "static";
  files(req, res, () => {
    seen.route = routeOf(pathname);
    void page();
  });
}

const server = createServer((req, res) => {
  const reqId = requestIdOf(req);
  req.headers[REQUEST_ID_HEADER] = reqId;
  res.setHeader("X-Request-Id", reqId);
  const seen = { route: "refused" };
  logAccess(req, res, reqId, () => seen.route);
  compress(req as never, res as never, () => handle(req, res, seen));
});

const port = Number(process.env.PORT ?? 3000);
server.listen(port, process.env.HOST, () => log.info(`[web] listening on http://localhost:${port}`));

// On SIGTERM: not ready from now on (/readyz), no new connections, and the requests under way
// finish (a form whose body is still arriving, a page waiting on the API, which
// server/start.ts stops only after this process has ended), at most SHUTDOWN_TIMEOUT_MS.
function stop() {
  stopping = true;
  log.info("[web] stopping: finishing the requests under way");
  void drain(server, shutdownTimeoutMs).then(() => process.exit(0));
}
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

// Renders every page whole (every loader awaits its data, so nothing streams late), with a
// fresh CSP nonce on every script and the security headers of lib/security-headers.server.ts,
// its hydration started once the page has loaded (lib/late-hydration.ts), then gives it
// an ETag so that an unchanged page is answered with 304. The session goes out first, when the
// request changed it: a page that sets a cookie gets no ETag.
import { Writable } from "node:stream";

import { REQUEST_ID_HEADER } from "@contract";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

import { config } from "./lib/config.server";
import { taggedDocument, withETag } from "./lib/etag.server";
import { pageCacheVariant } from "./lib/i18n/catalogue.server";
import { parkScripts } from "./lib/late-hydration";
import { addSessionCookie } from "./lib/load-context.server";
import { log } from "./lib/log.server";
import { NonceContext } from "./lib/nonce";
import { allowPrefetchReuse } from "./lib/prefetch.server";
import { addSecurityHeaders, newNonce } from "./lib/security-headers.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await addSessionCookie(loadContext, headers);
  const nonce = newNonce();
  addSecurityHeaders(new URL(request.url).pathname, headers, status, nonce);
  const { html, failed } = await renderPage(request, remixContext, nonce);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // A first visit is offered the locale its Accept-Language prefers (lib/i18n/catalogue.server.ts).
  if (!/accept-language/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Language");
  return taggedDocument(request, parkScripts(html), { status: failed ? 500 : status, headers, nonce });
}

// The whole document as one string. Remix's hydration data (single fetch's stream) is read whole
// first and handed to the render in the cache its <StreamTransfer> reads it from
// (`renderMeta.streamCache`): then nothing on the page waits (every loader awaits its data), and
// React renders it in one go, into a string (renderToString). That skips the streaming
// renderer's encoding of every small piece of markup into bytes (a third of the render's CPU:
// docs/performance/web-cpu-2026-11-29b.md) and this function's decoding of them back. A part
// that suspended or failed all the same (React leaves a "client render" mark, `<!--$!`) is
// rendered again by the streaming renderer, which waits for it and tells its failure.
async function renderPage(request: Request, remixContext: EntryContext, nonce: string) {
  await readHandoffStream(remixContext);
  const page = (
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceContext.Provider>
  );
  // The streaming renderer starts a document with its doctype; renderToString does not.
  const html = `<!DOCTYPE html>${renderToString(page)}`;
  if (!html.includes(CLIENT_RENDERED)) return { html, failed: false };
  return renderDocument(request, page, nonce);
}
const CLIENT_RENDERED = "<!--$!";

// Each chunk of the stream as <StreamTransfer> would have read it (its `identifier`: 0, 1, …),
// the last one the stream's end.
async function readHandoffStream(remixContext: EntryContext) {
  const { serverHandoffStream: stream, renderMeta } = remixContext;
  if (!stream || !renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: NonNullable<typeof renderMeta.streamCache> = {};
  for (let identifier = 0, done = false; !done; identifier++) {
    const chunk = await reader.read();
    done = chunk.done;
    const result = { done, value: decoder.decode(chunk.value, { stream: true }) };
    cache[identifier] = Object.assign(Promise.resolve(), { result });
  }
  reader.releaseLock();
  renderMeta.streamCache = cache;
}

// The streaming renderer: once every part is ready, React writes it out at once into a Writable
// that only keeps the chunks (no PassThrough and its data events).
function renderDocument(request: Request, page: ReactElement, nonce: string) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
    let failed = false;
    // Cleared once the page is ready: a pending timer would hold the whole render for 5 s.
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        clearTimeout(timer);
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
            done();
          },
        });
        pipe(sink);
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        log.error(
          { err: error, reqId: request.headers.get(REQUEST_ID_HEADER) },
          "[web] the page failed to render",
        );
      },
    });
    timer = setTimeout(abort, ABORT_DELAY);
  });
}

// Single-fetch data requests (/cart.data): the same headers, less the document's CSP, and the
// same ETag.
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  await addSessionCookie(context, response.headers);
  addSecurityHeaders(new URL(request.url).pathname, response.headers, response.status);
  allowPrefetchReuse(request, response.headers, response.status);
  return withETag(request, response);
};

// Remix's own refusals (a form posted to a page that takes none: 405) name the route module in
// their message, which would reach the page and its .data answer: a plain message instead, and
// one line in the log rather than a stack. Anything else is logged whole.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    (error as { data: unknown }).data = REFUSALS[error.status] ?? error.statusText;
    log.warn(
      { status: error.status, method: request.method, path: new URL(request.url).pathname },
      "[web] refused by Remix",
    );
    return;
  }
  log.error({ err: error, reqId: request.headers.get(REQUEST_ID_HEADER) }, "[web] unexpected error");
};
const REFUSALS: Record<number, string> = {
  404: "This page could not be found",
  405: "This page does not take that request",
};

// The security headers for the web's server's own answers (server/web-server.ts).
export { addSecurityHeaders as securityHeaders };

// For the web's own server (server/web-server.ts), which serves the build and reads no
// configuration of its own: the page cache's limits, its log, what opens /metrics, how long a
// stop may take, and the request's context (built before Remix runs, the session sent after).
// Anonymous pages vary on the locale Accept-Language prefers (the offer of a first visit).
export const pageCache = { ...config.pageCache, variantOf: pageCacheVariant };
export { log };
export const operatorToken = config.operatorToken;
export const shutdownTimeoutMs = config.shutdownTimeoutMs;
export { getLoadContext, withSessionCookie } from "./lib/load-context.server";

// Renders every page whole (every loader awaits its data, so nothing streams late), with a
// fresh CSP nonce on every script and the security headers of lib/security-headers.server.ts,
// its hydration started once the page has loaded (lib/late-hydration.ts), then gives it
// an ETag so that an unchanged page is answered with 304. The session goes out first, when the
// request changed it: a page that sets a cookie gets no ETag.
import { REQUEST_ID_HEADER } from "@contract";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";

import { NOT_FOUND_MESSAGE } from "./components/ErrorPage";
import { config } from "./lib/config.server";
import { taggedDocument, withETag } from "./lib/etag.server";
import { pageCacheVariant } from "./lib/i18n/catalogue.server";
import { parkScripts } from "./lib/late-hydration";
import { addSessionCookie } from "./lib/load-context.server";
import { log } from "./lib/log.server";
import { NonceContext } from "./lib/nonce";
import { plainAnswerText } from "./lib/plain-answers.server";
import { allowPrefetchReuse } from "./lib/prefetch.server";
import { readHandoffStream, renderWhole } from "./lib/render-page.server";
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

// The page, rendered whole (lib/render-page.server.tsx).
async function renderPage(request: Request, remixContext: EntryContext, nonce: string) {
  await readHandoffStream(remixContext);
  const page = (
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceContext.Provider>
  );
  return renderWhole(page, {
    nonce,
    abortDelay: ABORT_DELAY,
    onError: (error) =>
      log.error(
        { err: error, reqId: request.headers.get(REQUEST_ID_HEADER) },
        "[web] the page failed to render",
      ),
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
    (error as { data: unknown }).data = refusalText(error.status, request) ?? error.statusText;
    log.warn(
      { status: error.status, method: request.method, path: new URL(request.url).pathname },
      "[web] refused by Remix",
    );
    return;
  }
  log.error({ err: error, reqId: request.headers.get(REQUEST_ID_HEADER) }, "[web] unexpected error");
};
// A 404's page says so in its own words (ErrorPage); a 405 in the URL's locale.
const refusalText = (status: number, request: Request) =>
  status === 404 ? NOT_FOUND_MESSAGE : status === 405 ? plainAnswerText(request.url, "notTaken") : null;

// The security headers for the web's server's own answers (server/web-server.ts).
export { addSecurityHeaders as securityHeaders };

// For the web's own server (server/web-server.ts), which serves the build and reads no
// configuration of its own: the page cache's limits, its log, what opens /metrics, how long a
// stop may take, and the request's context (built before Remix runs, the session sent after).
// Anonymous pages vary on the locale Accept-Language prefers (the offer of a first visit).
export const pageCache = { ...config.pageCache, variantOf: pageCacheVariant };
export { log, plainAnswerText };
export const operatorToken = config.operatorToken;
export const shutdownTimeoutMs = config.shutdownTimeoutMs;
export { getLoadContext, withSessionCookie } from "./lib/load-context.server";

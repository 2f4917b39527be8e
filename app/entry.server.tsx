// Renders every page whole (every loader awaits its data, so nothing streams late), with a
// fresh CSP nonce on every script and the security headers of lib/security-headers.server.ts,
// its hydration started once the page has loaded (lib/late-hydration.ts), then gives it
// an ETag so that an unchanged page is answered with 304.
import { PassThrough } from "node:stream";

import { type EntryContext, type HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { config } from "./lib/config.server";
import { withETag } from "./lib/etag.server";
import { parkScripts } from "./lib/late-hydration";
import { NonceContext } from "./lib/nonce";
import { addSecurityHeaders, newNonce } from "./lib/security-headers.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
) {
  const nonce = newNonce();
  addSecurityHeaders(request, headers, status, nonce);
  const document = await renderDocument(request, status, headers, remixContext, nonce);
  return withETag(request, document, nonce);
}

function renderDocument(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  nonce: string,
) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            headers.set("Content-Type", "text/html; charset=utf-8");
            const html = parkScripts(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { status: failed ? 500 : status, headers }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

// Single-fetch data requests (/cart.data): the same headers, less the document's CSP, and the
// same ETag.
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  addSecurityHeaders(request, response.headers, response.status);
  return withETag(request, response);
};

// The page cache's limits, for the web's own server (server/web-server.ts), which serves the
// build and reads no configuration of its own.
export const pageCache = config.pageCache;

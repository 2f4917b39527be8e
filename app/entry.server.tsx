// Renders every page: React streams the document (bots get it whole), with a fresh CSP nonce
// on every script and the security headers of lib/security-headers.server.ts.
import { PassThrough } from "node:stream";

import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { NonceContext } from "./lib/nonce";
import { addSecurityHeaders, newNonce } from "./lib/security-headers.server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
) {
  const nonce = newNonce();
  const waitForAll = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      headers.set("Content-Type", "text/html; charset=utf-8");
      passOnRetryAfter(remixContext, headers);
      addSecurityHeaders(request, headers, status, nonce);
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject and are logged by Remix.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

// Remix passes only cookies on from an action's or loader's headers: a rate-limited form's
// Retry-After must reach the page too.
function passOnRetryAfter({ staticHandlerContext: context }: EntryContext, headers: Headers) {
  for (const routeHeaders of [
    ...Object.values(context.actionHeaders),
    ...Object.values(context.loaderHeaders),
  ]) {
    const retryAfter = routeHeaders.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
  }
}

// Single-fetch data requests (/cart.data): the same headers, less the document's CSP.
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  addSecurityHeaders(request, response.headers, response.status);
  return response;
};

// The document: rendered whole (every loader awaits its data, so nothing streams late), then
// given an ETag so that an unchanged page is answered with 304.
import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { withETag } from "~/lib/etag.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
) {
  return withETag(request, await renderDocument(request, status, headers, remixContext));
}

// Single-fetch data (client navigations) gets the same treatment.
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  return withETag(request, response);
}

function renderDocument(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        onAllReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status: failed ? 500 : status,
              headers,
            }),
          );
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

// A page rendered whole, as one string, for app/entry.server.tsx (every loader awaits its data,
// so nothing on a page streams late).
//
// Remix's hydration data (single fetch's stream) is read whole first and handed to the render in
// the cache its <StreamTransfer> reads it from (`renderMeta.streamCache`, part of Remix's
// EntryContext): then nothing on the page waits, and React renders it in one go into a string
// (renderToString). That skips the streaming renderer's encoding of every small piece of markup
// into bytes, and the decoding of them back (about a third of the render's CPU:
// docs/performance/web-cpu-2026-11-29b.md). It also keeps whole a character that the streaming
// renderer of React 18 split at the edge of its 2 KB buffers, leaving NUL bytes in the page.
// A part that suspended or failed all the same (React leaves it a "client render" mark, `<!--$!`)
// makes the page render again with the streaming renderer, which waits for it and reports the
// failure (a 500).
import { Writable } from "node:stream";

import type { EntryContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

type Options = { nonce: string; abortDelay: number; onError: (error: unknown) => void };
export type RenderedPage = { html: string; failed: boolean };

const CLIENT_RENDERED = "<!--$!";
// The streaming renderer starts a document (<html>) with it; renderToString does not.
const DOCTYPE = "<!DOCTYPE html>";

export async function renderWhole(page: ReactElement, options: Options): Promise<RenderedPage> {
  const markup = renderToString(page);
  if (markup.includes(CLIENT_RENDERED)) return renderStreamed(page, options);
  return { html: markup.startsWith("<html") ? DOCTYPE + markup : markup, failed: false };
}

// Each chunk of the stream as <StreamTransfer> would have read it (its `identifier`: 0, 1, …),
// the last one the stream's end.
export async function readHandoffStream(
  remixContext: Pick<EntryContext, "serverHandoffStream" | "renderMeta">,
) {
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
function renderStreamed(page: ReactElement, { nonce, abortDelay, onError }: Options) {
  return new Promise<RenderedPage>((resolve, reject) => {
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
        onError(error);
      },
    });
    timer = setTimeout(abort, abortDelay);
  });
}

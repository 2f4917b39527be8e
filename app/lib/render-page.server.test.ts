import { createElement, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";

import { readHandoffStream, renderWhole } from "./render-page.server";

const options = (onError = vi.fn()) => ({ nonce: "n0nce", abortDelay: 1_000, onError });
const document = (...children: ReturnType<typeof createElement>[]) =>
  createElement("html", { lang: "ar" }, createElement("body", null, ...children));

// Suspends once, until `later` resolves, then shows `text` (or throws it, as an error).
function waitingFor(later: Promise<void>, outcome: { text: string } | { error: Error }) {
  let settled = false;
  void later.then(() => (settled = true));
  return function Waiting() {
    if (!settled) throw later;
    if ("error" in outcome) throw outcome.error;
    return createElement("p", null, outcome.text);
  };
}

describe("renderWhole", () => {
  it("renders a document in one string, its doctype first and every character whole", async () => {
    // Well past the streaming renderer's 2 KB buffers, with characters of two and three bytes.
    const words = "اتصل بنا ★★★★ ".repeat(400);
    const { html, failed } = await renderWhole(document(createElement("p", null, words)), options());
    expect(failed).toBe(false);
    expect(html.startsWith('<!DOCTYPE html><html lang="ar"><body><p>')).toBe(true);
    expect(html).toContain(words);
    expect(html).not.toContain("\u0000");
  });

  it("waits for a part that suspends, with the streaming renderer", async () => {
    const later = new Promise<void>((resolve) => setTimeout(resolve, 20));
    const Waiting = waitingFor(later, { text: "Arrived" });
    const { html, failed } = await renderWhole(
      document(createElement(Suspense, { fallback: createElement("i", null, "…") }, createElement(Waiting))),
      options(),
    );
    expect(failed).toBe(false);
    expect(html).toContain("<p>Arrived</p>");
    expect(html).not.toContain("<!--$!");
  });

  it("reports a part that fails, and says the page failed", async () => {
    const onError = vi.fn();
    const Failing = waitingFor(Promise.resolve(), { error: new Error("no stock today") });
    const { failed } = await renderWhole(
      document(createElement(Suspense, { fallback: null }, createElement(Failing))),
      options(onError),
    );
    expect(failed).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "no stock today" }));
  });

  it("fails as a whole when the page itself throws", async () => {
    function Broken(): null {
      throw new Error("broken layout");
    }
    await expect(renderWhole(document(createElement(Broken)), options())).rejects.toThrow("broken layout");
  });
});

describe("readHandoffStream", () => {
  it("hands each chunk over decoded, as Remix's StreamTransfer reads them, then the end", async () => {
    const bytes = new TextEncoder().encode('["كُرة",1]');
    // A character split between two chunks is decoded whole in the first one it completes.
    const serverHandoffStream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 4));
        controller.enqueue(bytes.slice(4));
        controller.close();
      },
    });
    const renderMeta: Parameters<typeof readHandoffStream>[0]["renderMeta"] = {};
    await readHandoffStream({ serverHandoffStream, renderMeta });
    const results = Object.values(renderMeta?.streamCache ?? {}).map((entry) => entry.result);
    expect(results).toEqual([
      { done: false, value: '["' + "ك" },
      { done: false, value: 'ُرة",1]' },
      { done: true, value: "" },
    ]);
    // Remix takes a reader of it all the same (it reads nothing once the cache holds the chunks).
    expect(() => serverHandoffStream.getReader()).not.toThrow();
  });
});

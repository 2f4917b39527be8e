// The HTML of the shell's parts rendered once (components/RenderedOnce.tsx), for the life of the
// process: a part is rendered by React the first time its key is seen, between two marks, and its
// HTML taken from the page once the page is rendered (`finish`, which also takes the marks out).
// The keys are few (a locale's menu, footer and settings choices, with the menu's current entry);
// the bound is for safety.
import { randomBytes } from "node:crypto";

import { MARK_TAG, type RenderedOnceStore } from "~/components/RenderedOnce";

const MAX_PARTS = 1_000;
const parts = new Map<string, string>();
// In the marks' names, so that nothing else in a page can look like one (React escapes any "<"
// of a text anyway).
const PROCESS_TOKEN = randomBytes(6).toString("hex");
const MARKS = new RegExp(`<${MARK_TAG} data-part="${PROCESS_TOKEN}-\\d+"></${MARK_TAG}>`, "g");

// One page's store: what it rendered anew, to be kept by `finish`.
export function renderedOnceStore(nonce: string) {
  const marked = new Map<string, string>();
  const store: RenderedOnceStore = {
    html: (key) => parts.get(key),
    mark(key) {
      const name = `${PROCESS_TOKEN}-${marked.size}`;
      marked.set(name, key);
      return name;
    },
  };
  // The page without the marks, each part between them kept (unless it holds the page's nonce or
  // another part's marks: nothing of one page that another must not show).
  function finish(html: string) {
    if (marked.size === 0) return html;
    for (const [name, key] of marked) {
      const mark = `<${MARK_TAG} data-part="${name}"></${MARK_TAG}>`;
      const start = html.indexOf(mark);
      const end = html.indexOf(mark, start + mark.length);
      if (start < 0 || end < 0) continue;
      const part = html.slice(start + mark.length, end);
      if (part.includes(nonce) || part.includes(`<${MARK_TAG} `)) continue;
      if (parts.size >= MAX_PARTS) parts.clear();
      parts.set(key, part);
    }
    return html.replace(MARKS, "");
  }
  return { store, finish };
}

// For tests: every part rendered anew.
export function forgetRenderedParts() {
  parts.clear();
}

import {
  type ComponentPropsWithoutRef,
  createContext,
  createElement,
  type ReactNode,
  useContext,
} from "react";

// Parts of the shell that read the same for every visitor of a locale (the main menu's links, the
// footer's, the settings' choices) are rendered by React once per what they show (`cacheKey`),
// on the server, and their HTML given again to every page after that: React's work is per
// element, and those are some 150 elements of every page. lib/rendered-once.server.ts keeps the
// HTML; without it (in the browser, in component tests) the children render as always.
//
// The cacheKey must name everything the children show: two renders under one key must be the
// same HTML byte for byte (routes/_rendered-once.test.ts checks the shell's). Nothing of a
// shopper's own (a name, a cart) belongs in such a part.
export type RenderedOnceStore = {
  // The part's HTML, when it was rendered before.
  html(key: string): string | undefined;
  // A name for the part being rendered now: its HTML is taken from between two marks of it.
  mark(key: string): string;
};
export const RenderedOnceContext = createContext<RenderedOnceStore | null>(null);

// The element that marks a part's start and end in the page (lib/rendered-once.server.ts takes
// it out again).
export const MARK_TAG = "rendered-once";

type RenderedOnceProps = ComponentPropsWithoutRef<"form"> & {
  as: "div" | "nav" | "form" | "ul";
  cacheKey: string;
  children: ReactNode;
};

export function RenderedOnce({ as, cacheKey, children, ...attributes }: RenderedOnceProps) {
  const store = useContext(RenderedOnceContext);
  if (!store) return createElement(as, attributes, children);
  const html = store.html(cacheKey);
  if (html !== undefined)
    return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
  const mark = createElement(MARK_TAG, { "data-part": store.mark(cacheKey) });
  return createElement(as, attributes, mark, children, mark);
}

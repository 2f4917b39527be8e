import {
  type ComponentPropsWithoutRef,
  createElement,
  forwardRef,
  type ReactNode,
  useState,
  useSyncExternalStore,
} from "react";

const KEEP = { __html: "" };
const noSubscription = () => () => {};

// An element whose children the browser keeps as the server sent them, never hydrated: what
// only a browser without JavaScript (or one whose scripts have not arrived) uses, such as the
// settings form under the header's disclosure, or what reads the same for the page's life and
// needs no handler of its own, such as the footer's links (the shop's one click handler makes
// them client-side navigations, lib/site-links.ts). A phone hydrates that many elements fewer.
//
// React leaves the content of an element given `dangerouslySetInnerHTML` alone at hydration, and
// sets it again only when the HTML it is given changes (it never does here). An element mounted
// later in the browser (a frame shown again after the store lock, say) renders its children.
// Key it by what its content depends on (the locale), so that a change of that mounts it anew.
type ServerMarkupProps = ComponentPropsWithoutRef<"form"> & {
  as?: "div" | "nav" | "form" | "ul";
  children: ReactNode;
};

export const ServerMarkup = forwardRef<HTMLElement, ServerMarkupProps>(function ServerMarkup(
  { as = "div", children, ...attributes },
  ref,
) {
  // React reads the server's snapshot (true) while it hydrates, the browser's (false) after.
  const hydrating = useSyncExternalStore(noSubscription, isFalse, isTrue);
  const [kept] = useState(() => hydrating && typeof document !== "undefined");
  return kept
    ? createElement(as, { ...attributes, ref, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP })
    : createElement(as, { ...attributes, ref }, children);
});

// A name for an object that stays the same as long as the object does: a key for the markup
// that shows a loader's data, which a revalidation replaces by new objects.
const names = new WeakMap<object, number>();
let lastName = 0;
export function identityOf(value: object): number {
  let name = names.get(value);
  if (name === undefined) names.set(value, (name = ++lastName));
  return name;
}

const isFalse = () => false;
const isTrue = () => true;

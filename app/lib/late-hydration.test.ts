import { expect, test } from "vitest";

import { parkScripts, START_HYDRATION } from "./late-hydration";

// The end of a page as Remix's <Scripts/> renders it.
const rendered =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  '<script nonce="n0">window.__remixContext = {};</script>' +
  '<script nonce="n0" type="module" async="">import * as route0 from "/build/root-C.js";</script>';

test("the preloads and the hydrating module script are parked, every element kept", () => {
  const parked = parkScripts(rendered);
  expect(parked).not.toContain('rel="modulepreload"');
  expect(parked).not.toContain('type="module"');
  expect(parked.match(/<link rel="x-modulepreload-after-load" href="[^"]+"\/>/g)).toHaveLength(2);
  expect(parked).toContain('<script nonce="n0" type="x-module-after-load">import * as route0');
  // The same elements in the same order: what React hydrates is still there.
  const tags = (html: string) => html.match(/<\/?[a-z]+/g);
  expect(tags(parked)).toEqual(tags(rendered));
});

test("the starter looks for exactly what was parked", () => {
  const parked = parkScripts(rendered);
  const selectors = Array.from(START_HYDRATION.matchAll(/(link|script)\[([^\]]+)\]/g));
  expect(selectors).toHaveLength(2);
  for (const [, tag, attribute] of selectors) expect(parked).toMatch(new RegExp(`<${tag}[^>]* ${attribute}`));
  expect(() => new Function(START_HYDRATION)).not.toThrow();
});

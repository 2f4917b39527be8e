// The shell's parts rendered once (components/RenderedOnce.tsx, lib/rendered-once.server.ts):
// real pages (their loaders against the real API, the real root layout and page rendered on the
// server as app/routes/_pseudo-locale.test.ts does) are the same HTML, byte for byte, rendered
// with the parts kept from earlier pages as rendered without: in three locales, for a visitor and
// a member, on pages whose menu marks another entry as current. The parts are kept across the
// pages, in that order, so that one page's part could only show on another by a key too loose.
import { createRemixStub } from "@remix-run/testing";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import { MARK_TAG, RenderedOnceContext } from "~/components/RenderedOnce";

import { FUTURE } from "../../tests/setup/components";
import { expectConsoleError } from "../../tests/setup/console-error";
import { type Member, newMember, settle, webRequest } from "../../tests/setup/routes";
import { forgetRenderedParts, renderedOnceStore } from "~/lib/rendered-once.server";

type RouteModule = {
  default: ComponentType;
  loader?: Parameters<typeof settle>[0];
  Layout?: ComponentType<{ children: unknown }>;
};

let member: Member;
beforeAll(async () => {
  member = await newMember("Robin Sparrow");
  forgetRenderedParts();
});

async function loaderData(module: RouteModule, request: Request, params: Record<string, string>) {
  const settled = await settle(module.loader!, request, params);
  expect(settled.status).toBe(200);
  return settled.data;
}

// The page as the web renders it: `store` given, with the parts kept so far.
async function pageOf(path: string, module: () => Promise<RouteModule>, signedIn: boolean) {
  const code = path.split("/")[1];
  const params: Record<string, string> = ["ar", "fr"].includes(code) ? { locale: code } : {};
  const request = () => (signedIn ? member.request(path) : webRequest(path));
  const root = (await import("../root")) as unknown as RouteModule;
  const locale = (await import("./($locale)")) as unknown as RouteModule;
  const page = await module();
  const loaderData_ = {
    root: await loaderData(root, request(), params),
    locale: locale.loader ? await loaderData(locale, request(), params) : null,
    page: page.loader ? await loaderData(page, request(), params) : null,
  };
  const pagePath = new URL(path, "http://shop.test").pathname.replace(/^\/(ar|fr)(\/|$)/, "/").slice(1);
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(root.Layout!, null, createElement(root.default)),
      loader: () => null,
      children: [
        {
          id: "locale",
          path: ":locale?",
          Component: locale.default,
          loader: () => null,
          children: [
            {
              id: "page",
              path: pagePath,
              index: pagePath === "",
              Component: page.default,
              loader: () => null,
            },
          ],
        },
      ],
    },
  ]);
  const stub = createElement(Stub, {
    initialEntries: [path],
    hydrationData: { loaderData: loaderData_ },
    future: FUTURE,
  });
  return (store?: ReturnType<typeof renderedOnceStore>["store"]) =>
    renderToString(store ? createElement(RenderedOnceContext.Provider, { value: store }, stub) : stub);
}

const listing = () => import("./($locale).products._index") as Promise<RouteModule>;
const home = () => import("./($locale)._index") as Promise<RouteModule>;
const cart = () => import("./($locale).cart") as Promise<RouteModule>;
const PAGES: [string, () => Promise<RouteModule>, boolean][] = [
  ["/products?c1=CL-001", listing, false],
  ["/products?c1=CL-001&c2=DR-001", listing, false],
  ["/", home, false],
  ["/cart", cart, true],
  ["/products?c1=CL-001", listing, true],
  ["/fr/products?c1=CL-001", listing, false],
  ["/ar/products?c1=CL-001", listing, false],
  ["/ar/cart", cart, true],
  ["/fr", home, true],
];

describe("the shell's parts rendered once", () => {
  for (const [path, module, signedIn] of PAGES) {
    it(`leave ${path} the same HTML, ${signedIn ? "for a member" : "for a visitor"}`, async () => {
      // The development build of React warns of what the stub's router does on the server.
      expectConsoleError(/useLayoutEffect does nothing on the server|fetchPriority/);
      const render = await pageOf(path, module, signedIn);
      const plain = render();
      const first = renderedOnceStore("a-nonce");
      expect(first.finish(render(first.store))).toBe(plain);
      // The second time every part is kept: nothing is marked to be kept again.
      const again = renderedOnceStore("a-nonce");
      let given = 0;
      const kept = render({ ...again.store, html: (key) => (given++, again.store.html(key)) });
      expect(kept).not.toContain(`<${MARK_TAG} `);
      // The main menu's list, the footer's two, the settings' four choices.
      expect(given).toBe(7);
      expect(again.finish(kept)).toBe(plain);
      if (signedIn) expect(plain).toContain("Robin Sparrow");
      else expect(plain).not.toContain("Robin Sparrow");
    });
  }

  it("keeps no part that holds the page's nonce, and takes every mark out", () => {
    const { store, finish } = renderedOnceStore("n0nce");
    const mark = (key: string) => `<${MARK_TAG} data-part="${store.mark(key)}"></${MARK_TAG}>`;
    const [a, b] = [mark("with nonce"), mark("plain")];
    const html = `<ul>${a}<li nonce="n0nce">x</li>${a}</ul><ul>${b}<li>y</li>${b}</ul>`;
    expect(finish(html)).toBe('<ul><li nonce="n0nce">x</li></ul><ul><li>y</li></ul>');
    expect(store.html("with nonce")).toBeUndefined();
    expect(store.html("plain")).toBe("<li>y</li>");
  });
});

// Link prefetch when idle (the spec's rule, app/lib/prefetch.ts): with JavaScript, once the page
// is idle (2,000 ms at the latest), the data of the links in view is fetched ahead; not offline
// and not on data-saver; and a prefetch leaves a flash message for the real visit. Without
// JavaScript nothing is fetched ahead.
import type { Page } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { signedIn } from "./members";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

// The page data the browser fetches ahead, as the shop sees it: the page's path (without .data
// and Remix's _routes), the header that marks it as a prefetch, and whether the answer sets a cookie
// (known once it is in).
function watchPrefetches(page: Page) {
  const seen: { page: string; purpose: string; setsCookie?: boolean }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const headers = request.headers();
    const purpose = headers["sec-purpose"] ?? headers["purpose"];
    if (!url.pathname.endsWith(".data") || purpose === undefined) return;
    url.searchParams.delete("_routes");
    const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    const entry: (typeof seen)[number] = { page: path + url.search, purpose };
    seen.push(entry);
    void request
      .response()
      .then((response) => response?.allHeaders())
      .then((answer) => (entry.setsCookie = answer !== undefined && "set-cookie" in answer))
      .catch(() => undefined);
  });
  return seen;
}

// 1.8 s round trips and 35 kbps, as Chromium's network emulation takes them.
const TWO_G = { offline: false, latency: 1800, downloadThroughput: 4375, uploadThroughput: 4000 };

const connection = (page: Page) =>
  page.evaluate(() => {
    const { effectiveType, saveData } = (
      navigator as { connection?: { effectiveType: string; saveData: boolean } }
    ).connection!;
    return { effectiveType, saveData };
  });

// Until the page has been idle and what came into view since has been handed on (the observer
// reports on the next frames).
const afterIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        requestIdleCallback(
          () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
          {
            timeout: 2000,
          },
        ),
      ),
  );

// The shop's own pages the links in the screen lead to.
const pagesInView = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[data-discover]")]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      })
      .map((link) => new URL(link.href).pathname + new URL(link.href).search),
  );

test("once idle, the data of the links in view is fetched ahead, marked as a prefetch; the rest when it comes into view", async ({
  page,
}) => {
  const prefetched = watchPrefetches(page);
  await page.goto("/");
  if (!jsOn()) {
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    expect(prefetched).toEqual([]);
    return;
  }
  await expect.poll(() => prefetched.length).toBeGreaterThan(2);
  await expect.poll(() => prefetched.every((entry) => entry.setsCookie !== undefined)).toBe(true);
  const inView = await pagesInView(page);
  for (const { page: path, purpose, setsCookie } of prefetched) {
    expect(inView).toContain(path);
    // The header the server tells a prefetch by (app/lib/prefetch.server.ts).
    expect(purpose).toBe("prefetch");
    expect(setsCookie).toBe(false);
  }
  // The pages' modules are fetched ahead but not run: only this page's routes are loaded
  // (app/components/IdlePrefetch.tsx).
  await expect.poll(() => page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  const loaded = await page.evaluate(() =>
    Object.keys((window as { __remixRouteModules?: object }).__remixRouteModules ?? {}),
  );
  expect(loaded.sort()).toEqual(["root", "routes/($locale)", "routes/($locale)._index"]);
  // Each script is listed once (a route's own module aside, which Remix lists with each page of
  // that route), and none this page already runs: home listed 411 links for 54 scripts.
  const listed = await page.evaluate(() => {
    type Route = { module: string; imports?: string[] };
    const { entry, routes } = (
      window as unknown as { __remixManifest: { entry: Route; routes: Record<string, Route> } }
    ).__remixManifest;
    const href = (path: string) => new URL(path, window.location.href).href;
    const own = [entry.module, ...entry.imports!].map(href);
    const routeModules = new Set(Object.values(routes).map((route) => href(route.module)));
    const links = Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-ahead]'),
      (l) => l.href,
    );
    const imports = links.filter((link) => !routeModules.has(link));
    return {
      own: links.filter((link) => own.includes(link)),
      repeated: imports.length - new Set(imports).size,
    };
  });
  expect(listed).toEqual({ own: [], repeated: 0 });
  // In <head>, where a <link> costs the body no style recalculation.
  await expect(page.locator("body link[data-ahead]")).toHaveCount(0);
  expect(await page.locator("head > link[data-ahead]").count()).toBeGreaterThan(0);
  const footerLink = page.getByRole("contentinfo").locator("a[data-discover]").last();
  const footerPage = new URL((await footerLink.evaluate((link: HTMLAnchorElement) => link.href)) as string)
    .pathname;
  expect(prefetched.map((entry) => entry.page)).not.toContain(footerPage);
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => prefetched.map((entry) => entry.page)).toContain(footerPage);
});

// Rules of the scripts: with JavaScript in both projects (on a phone in js-off's).
test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("nothing is fetched ahead offline, on 2g or on data-saver", async ({ page, context }) => {
    const prefetched = watchPrefetches(page);
    await page.goto("/");
    // Every prefetch the page asked for (one <link> each) has been answered.
    const links = page.locator('link[rel="prefetch"]');
    await expect
      .poll(async () => prefetched.length > 0 && prefetched.length === (await links.count()))
      .toBe(true);
    // Offline: the footer's links come into view and nothing is asked for.
    await context.setOffline(true);
    const before = prefetched.length;
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await afterIdle(page);
    expect(prefetched.length).toBe(before);
    await context.setOffline(false);
    // On 2g (Chromium's network emulation sets navigator.connection.effectiveType from its round
    // trip and throughput): the next page's links in view stay where they are. The wishlist's
    // modules and data came ahead while online.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", TWO_G);
    expect(await connection(page)).toMatchObject({ effectiveType: "2g" });
    await page.getByRole("banner").getByRole("link", { name: "Wishlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
    await afterIdle(page);
    expect(prefetched.length).toBe(before);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    // Data-saver (as Chromium's setting sets navigator.connection.saveData): the same.
    await cdp.send("Network.emulateNetworkConditions", {
      ...TWO_G,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    expect(await connection(page)).toMatchObject({ effectiveType: "4g", saveData: true });
    await page.getByRole("banner").getByRole("link", { name: "Little Sprout" }).click();
    await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible();
    await afterIdle(page);
    expect(prefetched.length).toBe(before);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });

  // Chromium reuses a prefetched answer only if it may without asking again (prefetch.server.ts).
  test("a tap on a prefetched link is answered from the prefetch; after a form post, never from one fetched before it", async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signedIn(page, request, testInfo);
    const prefetched = watchPrefetches(page);
    const wishlistPrefetches = () =>
      prefetched.filter((entry) => entry.page === "/wishlist" && entry.setsCookie !== undefined).length;
    // Where each answer to the wishlist's data came from (Playwright does not say whether it was the
    // prefetch cache; Chromium's DevTools protocol does).
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const answers: boolean[] = [];
    cdp.on("Network.responseReceived", ({ response }) => {
      if (new URL(response.url).pathname === "/wishlist.data" && response.status === 200)
        answers.push(Boolean(response.fromPrefetchCache));
    });
    const wishlistLink = page.getByRole("banner").getByRole("link", { name: "Wishlist" });
    const heading = page.getByRole("heading", { level: 1, name: "Wishlist" });
    await page.goto("/");
    await expect.poll(wishlistPrefetches).toBe(1);
    answers.length = 0;
    await wishlistLink.click();
    await expect(heading).toBeVisible();
    // The first answer (Chromium may then refresh its copy in the background: stale-while-revalidate).
    expect(answers[0]).toBe(true);
    // Back home, the wishlist is fetched ahead again (a background refresh of the first copy may
    // come too); then a product is added to it by a form post.
    const before = wishlistPrefetches();
    await page.goto("/");
    await expect.poll(wishlistPrefetches).toBeGreaterThan(before);
    const { data } = await (await fetch(`${API_URL}/api/products?pageSize=1`)).json();
    const added = await context.request.post("/wishlist", {
      form: { intent: "add", productId: String(data[0].id), redirectTo: "/" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(302);
    answers.length = 0;
    await wishlistLink.click();
    await expect(heading).toBeVisible();
    await expect(page.getByRole("main").getByText(data[0].title).first()).toBeVisible();
    expect(answers[0]).toBe(false);
  });

  test("a flash message waits for the visit to its page, not for a prefetch of it", async ({
    page,
    context,
  }) => {
    const prefetched = watchPrefetches(page);
    const wishlistPrefetches = () => prefetched.filter((entry) => entry.page === "/wishlist").length;
    await page.goto("/products");
    await expect.poll(wishlistPrefetches).toBe(1);
    // A product added to the visitor's wishlist from elsewhere: the shop keeps "… is in your
    // wishlist." in the session for the wishlist page.
    const { data } = await (await fetch(`${API_URL}/api/products?pageSize=1`)).json();
    const added = await context.request.post("/wishlist", {
      form: { intent: "add", productId: String(data[0].id), redirectTo: "/wishlist" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(302);
    // The next page's idle prefetch fetches the wishlist's data, with that session.
    await page.getByRole("banner").getByRole("link", { name: "Little Sprout" }).click();
    await expect.poll(wishlistPrefetches).toBe(2);
    await page.goto("/wishlist");
    await expect(page.getByText(`${data[0].title} is in your wishlist.`)).toBeVisible();
  });
});

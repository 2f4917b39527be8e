// The browser tests' own `test`: with JavaScript on, every page.goto and reload of one of the
// shop's pages waits until the page is hydrated, so a test acts as a shopper does once the
// page is alive (not in the split second before its scripts have run).
import { type Page, test as base } from "@playwright/test";
import { createCookie } from "@remix-run/node";

import { SEEN_POPUPS_COOKIE } from "../../app/lib/popups";
import { API_URL } from "../../playwright.config";

export { expect } from "@playwright/test";

// Pages that are not Remix's (another site in a security test) have nothing to wait for.
const hydrated = (page: Page) =>
  page.waitForFunction(() => !("__remixContext" in window) || document.body.hasAttribute("data-hydrated"));

// The cookie of a visitor who has answered every popup, as the shop writes it.
async function allPopupsSeen(): Promise<string> {
  const popups: { data: { id: number }[] } = await (
    await fetch(`${API_URL}/api/content/popup/external`)
  ).json();
  const header = await createCookie(SEEN_POPUPS_COOKIE).serialize(popups.data.map((popup) => popup.id));
  return header.slice(`${SEEN_POPUPS_COOKIE}=`.length, header.indexOf(";"));
}

const shopperAddress = (worker: number) =>
  `10.${worker % 250}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

// Popups (newsletter, offer, ...) would stand in the way of every other journey: a test sees
// them only when it asks for them with `test.use({ popups: "show" })`.
export const test = base.extend<{ popups: "show" | "answered" }, { allPopupsSeen: string }>({
  // Once per worker: the popups do not change while the tests run.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  allPopupsSeen: [async ({}, use) => use(await allPopupsSeen()), { scope: "worker" }],
  popups: ["answered", { option: true }],
  context: async ({ context, popups, allPopupsSeen, baseURL }, use, testInfo) => {
    // Each test is its own shopper, as behind a proxy (the test shop trusts loopback as one):
    // per-address limits, such as 30 sign-ins in 15 minutes, count each test apart.
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": shopperAddress(testInfo.workerIndex) });
    if (popups === "answered") {
      await context.addCookies([
        { name: SEEN_POPUPS_COOKIE, value: allPopupsSeen, url: baseURL, httpOnly: true, sameSite: "Lax" },
      ]);
    }
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});

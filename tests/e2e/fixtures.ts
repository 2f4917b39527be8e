// The browser tests' own `test`: with JavaScript on, every page.goto and reload of one of the
// shop's pages waits until the page is hydrated, so a test acts as a shopper does once the
// page is alive (not in the split second before its scripts have run).
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

// Pages that are not Remix's (another site in a security test) have nothing to wait for.
const hydrated = (page: Page) =>
  page.waitForFunction(() => !("__remixContext" in window) || document.body.hasAttribute("data-hydrated"));

export const test = base.extend({
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

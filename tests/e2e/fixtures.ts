// The browser tests' own `test`: with JavaScript on, every page.goto waits until the page is
// hydrated, so a test acts as a shopper does once the page is alive (not in the split
// second before its scripts have run).
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator("body[data-hydrated]").waitFor({ state: "attached" });
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await page.locator("body[data-hydrated]").waitFor({ state: "attached" });
        return response;
      };
    }
    await use(page);
  },
});

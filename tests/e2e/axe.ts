// axe-core in the browser tests. axe needs JavaScript to run: in the js-off project it runs in a
// second context with JavaScript on but the shop's own scripts blocked, so it checks the page
// exactly as the server sent it. In the js-on project it checks the live, hydrated page.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "@playwright/test";

import { test as base } from "./fixtures";

// Evaluated rather than added as a <script>, which the shop's Content-Security-Policy refuses.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");

export { expect } from "./fixtures";

export const test = base.extend<{ axePage: Page }>({
  axePage: async ({ page, browser, javaScriptEnabled, baseURL, viewport }, use) => {
    if (javaScriptEnabled !== false) return use(page);
    const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: true });
    // The same cookies as the test's own page (the shop's preferences, dismissed popups).
    await context.addCookies(await page.context().cookies());
    // Only the scripts: the styles are part of what the server sent.
    await context.route("**/build/**", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    const axePage = await context.newPage();
    // Scripts are merely blocked here, so CSS still sees a browser with scripting: apply the
    // styles kept for browsers without it (the popups' cards), as such a browser would.
    const goto = axePage.goto.bind(axePage);
    axePage.goto = async (url, options) => {
      const response = await goto(url, options);
      await axePage.evaluate(() => {
        for (const sheet of Array.from(document.styleSheets)) {
          for (const rule of Array.from(sheet.cssRules)) {
            if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes("scripting: none")) continue;
            for (const inner of Array.from(rule.cssRules))
              sheet.insertRule(inner.cssText, sheet.cssRules.length);
          }
        }
      });
      return response;
    };
    await use(axePage);
    await context.close();
  },
});

type Impact = "minor" | "moderate" | "serious" | "critical";

// The violations on the page (or within one part of it), as readable lines:
// "serious color-contrast: .price, #main > p". Only those of the given impacts, and of the given
// rules, when given.
export async function axeViolations(
  page: Page,
  options: { within?: string; impacts?: Impact[]; rules?: string[] } = {},
) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ within, rules }) => {
      type Result = { id: string; impact: Impact | null; nodes: { target: string[] }[] };
      type Axe = { run: (context: string | Document, options: object) => Promise<{ violations: Result[] }> };
      const { axe } = window as unknown as { axe: Axe };
      // Only violations are read: leaving out passes and incomplete results makes axe faster.
      const only = rules ? { runOnly: { type: "rule", values: rules } } : {};
      return (await axe.run(within ?? document, { resultTypes: ["violations"], ...only })).violations;
    },
    { within: options.within, rules: options.rules },
  );
  return violations
    .filter((violation) => !options.impacts || options.impacts.includes(violation.impact ?? "minor"))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

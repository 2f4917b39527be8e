// axe-core in the browser tests. axe needs JavaScript to run: in the js-off project it runs in a
// second context with JavaScript on but the shop's own scripts blocked, so it checks the page
// exactly as the server sent it. In the js-on project it checks the live, hydrated page.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "@playwright/test";

import { expect, test as base } from "./fixtures";

// Evaluated rather than added as a <script>, which the shop's Content-Security-Policy refuses.
// The minified build: the same axe, less than half the source to send and parse on every page.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export { expect } from "./fixtures";

export const test = base.extend<{ axePage: Page }>({
  axePage: async ({ page, browser, javaScriptEnabled, baseURL, viewport }, use) => {
    if (javaScriptEnabled !== false) return use(page);
    const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: true });
    // The same cookies as the test's own page (the shop's preferences, dismissed popups).
    await context.addCookies(await page.context().cookies());
    const axePage = await context.newPage();
    // Only the shop's scripts (the styles are part of what the server sent), blocked by the
    // browser itself: routing them through Playwright would hold up every request of the page.
    const devtools = await context.newCDPSession(axePage);
    await devtools.send("Network.enable");
    await devtools.send("Network.setBlockedURLs", { urls: ["*/build/*.js"] });
    const scriptsRun: string[] = [];
    axePage.on("response", (response) => {
      if (/\/build\/.*\.js$/.test(new URL(response.url()).pathname)) scriptsRun.push(response.url());
    });
    // Scripts are merely blocked here, so CSS still sees a browser with scripting: apply the
    // styles kept for browsers without it (the popups' cards), as such a browser would.
    const goto = axePage.goto.bind(axePage);
    axePage.goto = async (url, options) => {
      const response = await goto(url, options);
      expect(scriptsRun, "the shop's scripts are blocked").toEqual([]);
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
// rules, when given; inside `everyImpactWithin` (say "#main"), those of any impact as well, so that
// one run answers both questions.
export async function axeViolations(
  page: Page,
  options: { within?: string; impacts?: Impact[]; rules?: string[]; everyImpactWithin?: string } = {},
) {
  // Once per document: a page checked in several states keeps the axe it already has.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ within, rules, everyImpactWithin }) => {
      type Result = { id: string; impact: Impact | null; nodes: { target: string[]; element?: Element }[] };
      type Axe = { run: (context: string | Document, options: object) => Promise<{ violations: Result[] }> };
      const { axe } = window as unknown as { axe: Axe };
      // Only violations are read: leaving out passes and incomplete results makes axe faster.
      const only = rules ? { runOnly: { type: "rule", values: rules } } : {};
      const { violations } = await axe.run(within ?? document, {
        resultTypes: ["violations"],
        elementRef: Boolean(everyImpactWithin),
        ...only,
      });
      return violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, element }) => ({
          target,
          inside: Boolean(everyImpactWithin && element?.closest(everyImpactWithin)),
        })),
      }));
    },
    { within: options.within, rules: options.rules, everyImpactWithin: options.everyImpactWithin },
  );
  const counts = (impact: Impact | null) => !options.impacts || options.impacts.includes(impact ?? "minor");
  return violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => counts(violation.impact) || node.inside),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

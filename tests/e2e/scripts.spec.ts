// Hydration waits for the page (docs/decisions/006-hydrate-after-load.md): no script is asked for
// before the load event and the first paint, each script is fetched once, and with JavaScript
// the page still comes alive; without it, the page is whole from the server and fetches none.
import { expect, test } from "./fixtures";

for (const path of ["/", "/products?c1=CL-001"]) {
  test(`${path} loads its scripts after the first paint and still hydrates`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    if (javaScriptEnabled === false) {
      expect(scripts).toEqual([]);
      await expect(page.locator("body")).not.toHaveAttribute("data-hydrated");
      return;
    }
    await expect(page.locator("body")).toHaveAttribute("data-hydrated");
    const [firstScript, load, firstPaint] = await page.evaluate(() => [
      performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".js"))!.startTime,
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      performance.getEntriesByName("first-contentful-paint")[0].startTime,
    ]);
    expect(firstScript).toBeGreaterThanOrEqual(load);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
    // A preload the module import could not reuse would be fetched twice.
    expect(scripts.length).toBeGreaterThan(5);
    expect(new Set(scripts).size).toBe(scripts.length);
  });
}

import { expect, test } from "@playwright/test";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test("dark theme, right-to-left and a colour are kept from the first byte", async ({ page }) => {
  await page.goto("/products?c1=ES-001");
  await page.getByText("Settings", { exact: true }).click();
  const panel = page.getByRole("form", { name: "Display settings" });
  await panel.getByLabel("Dark").check();
  await panel.getByLabel("Right to left").check();
  await panel.getByLabel("Colour #2e7d5b").check();
  if (!jsOn()) await panel.getByRole("button", { name: "Save settings" }).click();

  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveURL(/\/products\?c1=ES-001$/);

  // The server's own HTML, before any script runs, already has them.
  const raw = await (await page.request.get("/blog")).text();
  expect(raw).toMatch(/<html[^>]*dir="rtl"/);
  expect(raw).toMatch(/<html[^>]*data-theme="dark"/);
  expect(raw).toMatch(/<html[^>]*--theme-color:\s*#2e7d5b/);

  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(html).toHaveAttribute("style", /#2e7d5b/);
});

test("settings that are not on offer are refused with a clear message", async ({ page }) => {
  await page.goto("/");
  const response = await page.request.post("/preferences", {
    form: { theme: "neon", dir: "ltr", color: "#000000" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Those settings are not on offer.");
});

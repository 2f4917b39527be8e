// The one main menu (components/MainMenu.tsx): the same markup on every screen, a drawer on a
// phone and a bar on a wide screen, with JavaScript on and off (the two projects).
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { menuButton } from "./layout";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const main = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("the page carries one main menu, whatever the screen", async ({ page }) => {
  await page.goto("/");
  // Hidden until opened (the drawer, the sub-menu), so counted among hidden elements too.
  const menus = page.getByRole("navigation", { name: "Main", includeHidden: true });
  await expect(menus).toHaveCount(1);
  await expect(menus.getByRole("link", { name: "Dress", exact: true, includeHidden: true })).toHaveCount(1);
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens as a drawer, closes on the backdrop, and reaches a sub-category", async ({ page }) => {
    await page.goto("/");
    await expect(main(page)).toBeHidden();
    await menuButton(page).click();
    await expect(main(page)).toBeVisible();
    const drawer = (await main(page).boundingBox())!;
    expect(drawer.x).toBe(0);
    expect(drawer.width).toBeLessThanOrEqual(300);
    // A tap beside the drawer, on the backdrop, closes it (no script needed).
    await page.mouse.click(370, 600);
    await expect(main(page)).toBeHidden();
    await menuButton(page).click();
    await main(page).getByRole("link", { name: "Dress", exact: true }).click();
    await expect(page).toHaveURL(/c1=CL-001&c2=DR-001/);
    await expect(main(page)).toBeHidden();
  });

  test("with the keyboard: the toggle opens the menu, its links are reached, and it closes again", async ({
    page,
  }) => {
    await page.goto("/");
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(main(page)).toBeVisible();
    const clothing = main(page).getByRole("link", { name: "Clothing", exact: true });
    if (jsOn()) {
      // With JavaScript focus moves into the drawer; Escape closes it and gives focus back.
      await expect(clothing).toBeFocused();
      await page.keyboard.press("Escape");
    } else {
      // Without, Tab reaches the links (after the header's other controls), and the toggle
      // itself closes the drawer.
      const isFocused = () => clothing.evaluate((link) => link === document.activeElement);
      for (let presses = 0; presses < 20 && !(await isFocused()); presses++) await page.keyboard.press("Tab");
      await expect(clothing).toBeFocused();
      await menuButton(page).focus();
      await page.keyboard.press("Enter");
    }
    await expect(main(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe("on a wide screen (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("a bar under the header row whose sub-menus open on keyboard focus", async ({ page }) => {
    await page.goto("/");
    await expect(menuButton(page)).toBeHidden();
    const clothing = main(page).getByRole("link", { name: "Clothing", exact: true });
    const essentials = main(page).getByRole("link", { name: "Essentials", exact: true });
    await expect(clothing).toBeVisible();
    // One row: the top entries side by side.
    const [a, b] = [(await clothing.boundingBox())!, (await essentials.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(4);
    expect(b.x).toBeGreaterThan(a.x);
    const dress = main(page).getByRole("link", { name: "Dress", exact: true });
    await expect(dress).toBeHidden();
    await clothing.focus();
    await expect(dress).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(main(page).getByRole("link", { name: "Attire", exact: true })).toBeFocused();
    // Phone-only entries stay out of the bar.
    await expect(main(page).getByRole("link", { name: /^Compare/ })).toBeHidden();
    await dress.click();
    await expect(page).toHaveURL(/c1=CL-001&c2=DR-001/);
  });
});

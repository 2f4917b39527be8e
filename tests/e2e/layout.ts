// Steps that differ between the desktop layout and the phone's (the js-off project runs at
// 390×844): the categories and sign-out live in the menu drawer on a phone.
import type { BrowserContext, Page } from "@playwright/test";
import { createCookie } from "@remix-run/node";

// The main menu's opener on a phone: the <summary> of the menu toggle.
export const menuButton = (page: Page) => page.locator("summary, button").filter({ hasText: /^Menu$/ });

// The main navigation, opening the drawer first when the page is laid out for a phone.
export async function mainMenu(page: Page) {
  const opener = menuButton(page);
  const desktopMenu = page.getByRole("navigation", { name: "Main" });
  await opener.or(desktopMenu).filter({ visible: true }).first().waitFor();
  if (await opener.isVisible()) await opener.click();
  return page.getByRole("navigation", { name: "Main" });
}

export async function signOut(page: Page) {
  const inHeader = page
    .getByRole("navigation", { name: "Account", exact: true })
    .getByRole("button", { name: "Sign out" });
  // Whichever the layout shows, once the page has drawn it.
  await inHeader.or(menuButton(page)).filter({ visible: true }).first().waitFor();
  if (await inHeader.isVisible()) return inHeader.click();
  await (await mainMenu(page)).getByRole("button", { name: "Sign out" }).click();
}

// Left to right or right to left, as the settings' cookie chooses it.
export async function useDirection(context: BrowserContext, baseURL: string | undefined, dir: "ltr" | "rtl") {
  const header = await createCookie("prefs").serialize({ dir });
  const value = header.slice("prefs=".length, header.indexOf(";"));
  await context.addCookies([{ name: "prefs", value, url: baseURL }]);
}

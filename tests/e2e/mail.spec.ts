// Mail end to end, with JavaScript on and off: the password-reset link is read from the mail a
// real SMTP server on loopback received (tests/e2e/mail-catcher.ts), followed in the browser,
// and a new password set with it.
import type { TestInfo } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { registerThroughMail } from "../support/register";
import { expect, test } from "./fixtures";
import { type CaughtMail, mailsTo } from "./mail-catcher";
import { PASSWORD, signIn } from "./members";

async function mailWithSubject(address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => mail.subject === subject);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const uniqueEmail = (testInfo: TestInfo) =>
  `mail-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test("password reset through the mail a real SMTP server received", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  // Registration is confirmed by its mailed link (read back from the development outbox).
  await registerThroughMail((path, init) => fetch(`${API_URL}${path}`, init), {
    name: "Morgan Mail",
    email,
    password: PASSWORD,
  });

  await page.goto("/forget-password");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account exists for that address" }),
  ).toBeVisible();

  const mail = await mailWithSubject(email, "Reset your Little Sprout password");
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  // The HTML part's button leads to the same page.
  expect(mail.html).toContain(`href="${link!.replaceAll("&", "&amp;")}"`);

  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await page.getByLabel("New password", { exact: true }).fill("mailed-reset-58");
  await page.getByLabel("New password again").fill("mailed-reset-58");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, "mailed-reset-58");
  await expect(page).toHaveURL(/\/member\/profile$/);
});

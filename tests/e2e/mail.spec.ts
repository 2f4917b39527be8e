// Mail end to end, with JavaScript on and off: the password-reset link is read from the mail a
// real SMTP server on loopback received (tests/e2e/mail-catcher.ts), followed in the browser,
// and a new password set with it.
import type { TestInfo } from "@playwright/test";

import { API_URL } from "../../playwright.config";
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

test("password reset through the mail a real SMTP server received", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo);
  const registered = await request.post(`${API_URL}/api/auth/register`, {
    data: { name: "Morgan Mail", email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);

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

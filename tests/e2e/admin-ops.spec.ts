// The back office's day-to-day screens in a browser: the dashboard, the moderation queue (a held
// review approved shows with its stars on the product page), the contact messages and the
// newsletter's CSV, and the audit log for owners; axe on every back-office page. JavaScript on
// and off (the two projects), on a phone (390 wide) and on a desk (1280).
import type { AuthGrant } from "@contract";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { PHONE } from "../../playwright.config";
import {
  type AdminShop,
  backOfficeStaff,
  expectFits,
  expectTapTargets,
  memberHeaders,
  newMemberAt,
  placeOrderAt,
  postJson,
  productWithStockAt,
  test,
} from "./admin-shop";
import { axeViolations, expect } from "./axe";

test.use({ viewport: PHONE });
test.describe.configure({ mode: "serial" });

const DESK = { width: 1280, height: 800 };
let shop: AdminShop | undefined;
const shopUrl = () => shop!.shopUrl;
const apiUrl = () => shop!.apiUrl;

const PASSWORD = "ops-pass-2026-x";
const STAFF = { email: "", totpSecret: "" };
const OWNER = { email: "", totpSecret: "" };

// The back-office shop of its worker (admin-shop.ts), with staff of this spec's own.
test.beforeAll(async ({ backOffice }) => {
  shop = backOffice;
  const { opsStaff, opsOwner } = backOfficeStaff(test.info().project.name);
  [STAFF.email, OWNER.email] = [opsStaff.email, opsOwner.email];
  await setPassword(shop.linkFor(STAFF.email));
  await setPassword(shop.linkFor(OWNER.email));
  OWNER.totpSecret = await enrolAuthenticator(OWNER.email);
});

// ---------- staff accounts, through this shop's API ----------

async function setPassword(link: string) {
  const token = new URL(link).searchParams.get("token");
  const answer = await postJson(`${apiUrl()}/api/admin/auth/password`, { token, password: PASSWORD });
  expect(answer.status).toBe(200);
}

// An owner's authenticator app, set up as /admin/totp does: answers its secret.
async function enrolAuthenticator(email: string) {
  const login = await postJson(`${apiUrl()}/api/admin/auth/login`, { email, password: PASSWORD });
  const headers = { "x-staff-token": (await login.json()).data.token };
  const started = await postJson(`${apiUrl()}/api/admin/auth/totp`, {}, headers);
  const { secret } = (await started.json()).data;
  const verified = await postJson(
    `${apiUrl()}/api/admin/auth/totp/verify`,
    { code: codeOf(secret) },
    headers,
  );
  expect(verified.status).toBe(200);
  return secret as string;
}

// A code works once: a later sign-in takes the next step's, which the API accepts as drift.
const codeOf = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + ahead });

async function signIn(page: Page, who: { email: string; totpSecret: string }) {
  await page.goto(`${shopUrl()}/admin/login`);
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (who.totpSecret) {
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Code from your authenticator app").fill(codeOf(who.totpSecret, 30_000));
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

// ---------- what shoppers leave for staff ----------

// A product nobody has reviewed yet, so its stars come only from the reviews approved here.
async function unreviewedProduct() {
  const { data } = await (await fetch(`${apiUrl()}/api/products?pageSize=48`)).json();
  return (data as { slug: string; reviewCount: number }[]).find((product) => product.reviewCount === 0)!.slug;
}

// A review with a link in it: the shop holds it for a person.
async function heldReview(slug: string, review: { name: string; rating: number; title: string }) {
  const member: AuthGrant = await newMemberAt(apiUrl());
  const answer = await postJson(
    `${apiUrl()}/api/products/${slug}/reviews`,
    { ...review, body: "Lovely and soft, more at www.example.com" },
    memberHeaders(member),
  );
  expect((await answer.json()).data.status).toBe("pending");
}

// The count beside one of the dashboard's "waiting" links.
async function waiting(page: Page, label: string) {
  await page.goto(`${shopUrl()}/admin`);
  const text = await page.getByRole("link", { name: new RegExp(`^${label}`) }).textContent();
  return Number(/(\d+)\s*$/.exec(text ?? "")?.[1]);
}

test("held reviews approved, several at once and one by one, show with their stars; the dashboard follows", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const slug = await unreviewedProduct();
  const stamp = `${test.info().project.name}-${Date.now()}`;
  const first = { name: `Kim ${stamp}`, rating: 5, title: `Soft ${stamp}` };
  const second = { name: `Lee ${stamp}`, rating: 4, title: `Warm ${stamp}` };
  await heldReview(slug, first);
  await heldReview(slug, second);

  await signIn(page, STAFF);
  const held = await waiting(page, "Reviews and comments to moderate");
  expect(held).toBeGreaterThanOrEqual(2);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Moderation" })
    .click();
  await expect(page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  await expectFits(page);
  await expectTapTargets(page);

  // Several at once: the checkboxes and one submit. Rejecting without a reason is refused, and
  // the choice is kept.
  const choose = page.getByRole("checkbox", { name: `Choose the review by ${first.name}` });
  await choose.check();
  await page.getByRole("button", { name: "Reject the chosen" }).click();
  await expect(page.getByText("Give a reason for rejecting")).toBeVisible();
  await expect(choose).toBeChecked();
  await page.getByRole("button", { name: "Approve the chosen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Approved 1 item." })).toBeVisible();

  // One by one: the item's own button.
  const item = page.getByRole("listitem").filter({ hasText: second.title });
  await item.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Approved 1 item." })).toBeVisible();
  await expect(page.getByText(second.title)).toHaveCount(0);

  expect(await waiting(page, "Reviews and comments to moderate")).toBe(held - 2);

  // The shop shows them within its caches' bound (README): the stars and the count.
  await expect(async () => {
    await page.goto(`${shopUrl()}/products/${slug}`);
    await expect(page.locator("#main")).toContainText("4.5 out of 5, from 2 reviews", { timeout: 1000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.locator("#main")).toContainText(first.title);
  await expect(page.locator("#main")).toContainText(second.title);
});

test("a message marked read leaves the unread count; the subscribers download as CSV", async ({ page }) => {
  const subject = `Sizes ${test.info().project.name} ${Date.now()}`;
  const sent = await postJson(`${apiUrl()}/api/content/contact`, {
    name: "Ana Parent",
    email: "ana@example.com",
    subject,
    message: "Do the dungarees run small?",
  });
  expect(sent.status).toBeLessThan(300);

  await signIn(page, STAFF);
  const unread = await waiting(page, "Unread messages");
  expect(unread).toBeGreaterThanOrEqual(1);
  await page.getByRole("link", { name: /^Unread messages/ }).click();
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expectFits(page);
  await expectTapTargets(page);
  const message = page.getByRole("listitem").filter({ hasText: subject });
  await message.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked as read." })).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);
  expect(await waiting(page, "Unread messages")).toBe(unread - 1);

  await page.goto(`${shopUrl()}/admin/messages`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Newsletter subscribers (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d\d-\d\d\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString("utf8").split("\r\n")[0]).toBe("email,subscribedAt");
});

// Every page of the back office: no serious or critical axe violation, no sideways scroll on a
// phone or a desk, tap targets of 44 px on the phone.
async function checkPage(page: Page, path: string, heading: string) {
  await page.setViewportSize(PHONE);
  await page.goto(`${shopUrl()}${path}`);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  expect(await axeViolations(page, { impacts: ["serious", "critical"] }), path).toEqual([]);
  await expectFits(page);
  await expectTapTargets(page);
  await page.setViewportSize(DESK);
  await expectFits(page);
}

test("axe on every back-office page; the audit log for owners only", async ({ axePage: page }) => {
  test.setTimeout(120_000);
  const member = await newMemberAt(apiUrl());
  const { variant } = await productWithStockAt(apiUrl(), 0);
  const invoice = await placeOrderAt(apiUrl(), member, variant, 1, "bank_transfer");
  await heldReview(await unreviewedProduct(), { name: "Sam Held", rating: 3, title: "Held for axe" });

  await checkPage(page, "/admin/login", "Staff sign-in");
  await signIn(page, OWNER);
  for (const [path, heading] of [
    ["/admin", "Dashboard"],
    ["/admin/orders", "Orders"],
    [`/admin/orders/${invoice}`, `Order ${invoice}`],
    ["/admin/moderation", "Moderation"],
    ["/admin/messages", "Messages"],
    ["/admin/staff", "Staff"],
    ["/admin/audit", "Audit log"],
  ])
    await checkPage(page, path, heading);
  // The audit log says who did what: the approvals of the first journey.
  await expect(page.getByText("review.approve").first()).toBeVisible();

  // Staff who are not owners: no link to it, and the page says plainly why not.
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, STAFF);
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  const refused = await page.goto(`${shopUrl()}/admin/audit`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Only owners can read the audit log." })).toBeVisible();
});

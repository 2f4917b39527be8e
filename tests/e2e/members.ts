// Members for the browser tests: made through the API, and signed in with the session cookie
// the shop would set (tests/support/member-session.ts), except in the tests about signing in,
// which use the form (signIn).
import type { AuthGrant } from "@contract";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";

import { API_URL, SESSION_SECRET } from "../../playwright.config";
import { MEMBER_PASSWORD, memberSessionCookie } from "../support/member-session";
import { firstRegions } from "../support/regions";
import { registerThroughMail } from "../support/register";
import { expect } from "./fixtures";

export const PASSWORD = MEMBER_PASSWORD;

// A member made through the API as a shopper would (register, then the mailed confirmation link).
export function registerViaApi(name: string, email: string, password = PASSWORD): Promise<AuthGrant> {
  return registerThroughMail((path, init) => fetch(`${API_URL}${path}`, init), { name, email, password });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers name the shape they read
export async function api<T = any>(path: string): Promise<T> {
  return (await fetch(`${API_URL}${path}`)).json() as Promise<T>;
}

// A member with one saved address, made through the API; the test signs in through the web.
export async function memberWithAddress(request: APIRequestContext, testInfo: TestInfo) {
  const email = `shop-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const grant = await registerViaApi("Alex Shopper", email);
  const headers = { "x-access-token": grant.accessToken, "x-user-id": grant.userId };
  const regions = await firstRegions(API_URL);
  const saved = await request.post(`${API_URL}/api/address`, {
    headers,
    data: {
      name: "Alex Shopper",
      phone: "+1 555 0100",
      street: "1 Orchard Lane",
      ...regions,
      isDefault: true,
    },
  });
  expect(saved.status()).toBe(201);
  return { email, headers, grant };
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

// Signs the member in without the form: the browser gets the session cookie the shop would set.
export async function signInWithCookie(page: Page, grant: AuthGrant, testInfo: TestInfo) {
  const { name, value } = await memberSessionCookie(grant, SESSION_SECRET);
  const url = testInfo.project.use.baseURL ?? "";
  await page.context().addCookies([{ name, value, url, httpOnly: true, sameSite: "Lax" }]);
}

// A member with an address, signed in (see signInWithCookie).
export async function signedIn(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const member = await memberWithAddress(request, testInfo);
  await signInWithCookie(page, member.grant, testInfo);
  return member;
}

// Puts one of each product (its first variant in stock) in the member's cart, through the API.
export async function fillCart(request: APIRequestContext, headers: Record<string, string>, slugs: string[]) {
  for (const slug of slugs) {
    const { data } = await api(`/api/products/${slug}/summary`);
    const variant = data.variants.find((v: { stock: number }) => v.stock > 0);
    const response = await request.put(`${API_URL}/api/cart`, {
      headers,
      data: { sku: variant.sku, qty: 1, mode: "add" },
    });
    expect(response.status()).toBe(200);
  }
}

import { expect, test } from "vitest";

import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action as cartAction } from "./($locale).cart";
import { action, loader } from "./($locale).login";

test("the sign-in page carries an on-site next path, and only that", async () => {
  const result = await settle(loader, webRequest("/login?next=%2Fcart"));
  expect(result.status).toBe(200);
  expect(result.data).toMatchObject({
    next: "/cart",
    waitingAdd: null,
    providerName: null,
    providerLogin: null,
  });
  const offSite = await settle(loader, webRequest("/login?next=https%3A%2F%2Fevil.example"));
  expect(offSite.data.next).toBe("/member/profile");
});

test("signing in with the right password goes on to next, with the session cookie", async () => {
  const member = await newMember("Robin Parent");
  const form = { email: member.email, password: member.password, next: "/cart" };
  const result = await settle(action, webRequest("/login", { form }));
  expect(result).toHaveRedirect("/cart");
  const cookies = result.headers.getSetCookie();
  expect(cookies.find((cookie) => cookie.startsWith("__session="))).toMatch(/; HttpOnly; SameSite=Lax/);
  expect(await toastOf(result)).toEqual({ kind: "success", message: "Welcome, Robin Parent!" });
});

test("a sign-in leaves a signed device cookie (HttpOnly, a year) that the next sign-in sends and keeps", async () => {
  const member = await newMember();
  const form = { email: member.email, password: member.password };
  const first = await settle(action, webRequest("/login", { form }));
  const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith("__device="))!;
  expect(device).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
  const pair = device.slice(0, device.indexOf(";"));
  // Signed: the value carries the web's signature, and a forged one is not believed.
  const { deviceTokenOf } = await import("~/lib/device.server");
  const token = await deviceTokenOf(webRequest("/", { cookie: pair }));
  expect(token).toBeTruthy();
  expect(
    await deviceTokenOf(webRequest("/", { cookie: `__device=${encodeURIComponent(JSON.stringify(token))}` })),
  ).toBeUndefined();
  // The API knows the device: the next sign-in from this browser keeps the same token.
  const again = await settle(action, webRequest("/login", { form, cookie: pair }));
  expect(again.headers.getSetCookie().find((cookie) => cookie.startsWith("__device="))).toBe(device);
});

test("a wrong password: a 4xx with the API's message, the password not sent back", async () => {
  const member = await newMember();
  const form = { email: member.email, password: "not-the-password" };
  const result = await settle(action, webRequest("/login", { form }));
  expect(result.status).toBe(401);
  expect(result.data.error[""]).toEqual([expect.stringMatching(/email or password/i)]);
  expect(result.data.initialValue).toEqual({ email: member.email });
  expect(result.headers.get("Set-Cookie")).toBeNull();
});

test("no email: 400 with the field's message", async () => {
  const result = await settle(action, webRequest("/login", { form: { password: "x" } }));
  expect(result.status).toBe(400);
  expect(result.data.error.email).toEqual(["Enter your email"]);
});

test("a member has nothing to do on the sign-in page", async () => {
  const member = await newMember();
  expect(await settle(loader, member.request("/login"))).toHaveRedirect("/member/profile");
});

test("the API down: 503", async () => {
  const form = { email: "robin@example.com", password: "sunny-day-42" };
  const result = await whileApiDown(() => settle(action, webRequest("/login", { form })));
  expect(result.status).toBe(503);
});

test("after a visitor's Add to cart, the sign-in page says what waits, and the welcome says it was added", async () => {
  const variant = await shop.helpers.variantWithStock(5);
  const { data: summary } = await (await fetch(`${shop.url}/api/products/${variant.slug}/summary`)).json();
  const size = summary.variants.find((v: { sku: string }) => v.sku === variant.sku).size as string | null;
  const what = size ? `${variant.title}, size ${size},` : variant.title;
  const form = { intent: "add", sku: variant.sku, product: variant.slug, qty: 1, redirectTo: "/" };
  const added = await settle(cartAction, webRequest("/cart", { form }));
  const cookie = added.headers.getSetCookie()[0].split(";")[0];
  const page = await settle(loader, webRequest("/login", { cookie }));
  expect(page.data.waitingAdd).toBe(`Sign in to add ${what} to your cart; it will be added.`);

  const member = await newMember("Pat Visitor");
  const signIn = { email: member.email, password: member.password };
  const result = await settle(action, webRequest("/login", { form: signIn, cookie }));
  expect(await toastOf(result)).toEqual({
    kind: "success",
    message: `Welcome, Pat Visitor! ${what} is in your cart.`,
  });
});

test("in Arabic: the field's message and the welcome in Arabic, a member sent to the Arabic dashboard", async () => {
  const missing = await settle(action, webRequest("/ar/login", { form: { password: "x" } }));
  expect(missing.data.error.email).toEqual(["أدخل بريدك الإلكتروني"]);
  const member = await newMember("Robin Parent");
  const form = { email: member.email, password: member.password };
  const result = await settle(action, webRequest("/ar/login", { form }));
  expect(result).toHaveRedirect("/ar/member/profile");
  expect(await toastOf(result)).toEqual({ kind: "success", message: "أهلًا بك يا Robin Parent!" });
  expect(await settle(loader, member.request("/ar/login"))).toHaveRedirect("/ar/member/profile");
});

// Every form that takes a place to go back to (redirectTo, next, returnTo), called directly
// with each redirect attack against the real bundled API: none may send the shopper away.
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestApi } from "../../server/testing";
import { registerThroughMail } from "../../tests/support/register";
import { REDIRECT_ATTACKS } from "./safe-redirect.attacks";

const api = await startTestApi();
// The web's configuration is read at import: point it at this API first.
process.env.API_BASE_URL = api.url;
const { commitSession, getSession } = await import("./session.server");
const { getLoadContext } = await import("./load-context.server");
const routes = {
  currency: await import("~/routes/currency"),
  preferences: await import("~/routes/preferences"),
  popups: await import("~/routes/popups"),
  newsletter: await import("~/routes/($locale).newsletter"),
  compare: await import("~/routes/($locale).compare"),
  wishlist: await import("~/routes/($locale).wishlist"),
  cart: await import("~/routes/($locale).cart"),
  login: await import("~/routes/($locale).login"),
  addressBook: await import("~/routes/($locale).member.address-book"),
};
afterAll(() => api.stop());

const SHOP = "http://shop.test";
const PASSWORD = "sunny-day-42";
let memberCookie = "";
let memberEmail = "";
let address: Record<string, string> = {};
let popupId = "";

async function getJson(path: string, init?: RequestInit) {
  return (await (await fetch(`${api.url}${path}`, init)).json()).data;
}

beforeAll(async () => {
  memberEmail = `sinks-${Date.now()}@example.com`;
  const grant = await registerThroughMail((path, init) => fetch(`${api.url}${path}`, init), {
    name: "Sam Sink",
    email: memberEmail,
    password: PASSWORD,
  });
  const session = await getSession(new Request(SHOP));
  session.set("accessToken", grant.accessToken);
  session.set("userId", grant.userId);
  memberCookie = (await commitSession(session)).split(";")[0];
  const ids: Record<string, string> = {};
  let query = "";
  for (const [list, field] of [
    ["provinces", "provinceId"],
    ["cities", "cityId"],
    ["districts", "districtId"],
    ["subdistricts", "subdistrictId"],
    ["postals", "postalId"],
  ]) {
    ids[field] = String((await getJson(`/api/address/${list}${query}`))[0].id);
    query = `?${field}=${ids[field]}`;
  }
  address = { intent: "save", name: "Sam Sink", phone: "+1 555 0100", street: "1 Orchard Lane", ...ids };
  popupId = String((await getJson("/api/content/popup/external"))[0].id);
});

type Sink = {
  path: string;
  signedIn?: boolean;
  fields: (target: string, n: number) => Record<string, string>;
};
const SINKS: Record<keyof typeof routes, Sink> = {
  currency: { path: "/currency", fields: (to) => ({ currency: "eur", redirectTo: to }) },
  preferences: {
    path: "/preferences",
    fields: (to) => ({ theme: "dark", dir: "ltr", color: "#ff4c3b", redirectTo: to }),
  },
  popups: { path: "/popups", fields: (to) => ({ id: popupId, answer: "close", redirectTo: to }) },
  newsletter: {
    path: "/newsletter",
    fields: (to, n) => ({ email: `news-${n}-${Date.now()}@example.com`, redirectTo: to }),
  },
  compare: { path: "/compare", fields: (to) => ({ intent: "add", productId: "1", redirectTo: to }) },
  wishlist: { path: "/wishlist", fields: (to) => ({ intent: "add", productId: "2", redirectTo: to }) },
  cart: {
    path: "/cart",
    signedIn: true,
    fields: (to) => ({ intent: "remove", sku: "none", redirectTo: to }),
  },
  login: { path: "/login", fields: (to) => ({ email: memberEmail, password: PASSWORD, next: to }) },
  addressBook: {
    path: "/member/address-book",
    signedIn: true,
    fields: (to) => ({ ...address, returnTo: to }),
  },
};

// Where the action sends the shopper (null when it answers with a page).
async function locationAfter(name: keyof typeof routes, target: string, n: number) {
  const sink = SINKS[name];
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: SHOP });
  if (sink.signedIn) headers.set("Cookie", memberCookie);
  const request = new Request(`${SHOP}${sink.path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(sink.fields(target, n)),
  });
  const action = routes[name].action as (args: ActionFunctionArgs) => Promise<unknown>;
  const context = await getLoadContext(request);
  const answer = await action({ request, params: {}, context }).catch((thrown: unknown) => thrown);
  if (answer instanceof Response) {
    expect(answer.status, `${name} ${JSON.stringify(target)}`).toBeLessThan(500);
    return answer.headers.get("Location");
  }
  return null;
}

describe.each(Object.keys(SINKS) as (keyof typeof routes)[])("the %s form", (name) => {
  it("goes back to a path on this site", async () => {
    expect(await locationAfter(name, "/products?c1=CL-001", 0)).toBe("/products?c1=CL-001");
  });

  it(`never leaves the site, for all ${REDIRECT_ATTACKS.length} attacks`, async () => {
    let n = 1;
    for (const attack of REDIRECT_ATTACKS) {
      const location = await locationAfter(name, attack, n++);
      if (location === null) continue;
      const url = new URL(location, SHOP);
      expect(url.origin, `${name} ${JSON.stringify(attack)} → ${location}`).toBe(SHOP);
      expect(location, `${name} ${JSON.stringify(attack)}`).toMatch(/^\/(?![/\\])/);
    }
  }, 120_000);
});

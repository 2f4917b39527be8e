// The member area's endpoints against a real database: profile, address book, children, wishlist and
// the newsletter, with bad input, other members' rows and concurrency.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerThroughMail } from "../tests/support/register";
import {
  AUTH_HEADERS,
  birthDateForMonths,
  CHILD_LIMITS,
  CHILD_MESSAGES,
  isoDay,
  MAX_ADDRESSES,
} from "./contract";
import { addresses, newsletterSubscriptions, regions } from "./db/schema";
import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let counter = 0;
async function newMember() {
  const grant = await registerThroughMail(api.app.request, {
    name: "Alex Member",
    email: `member${++counter}@example.com`,
    password: "sunny-day-42",
  });
  const headers = { [AUTH_HEADERS.token]: grant.accessToken, [AUTH_HEADERS.userId]: grant.userId };
  const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
    api.request(path, { ...init, headers });
  return { grant, call };
}

// A valid chain of regions: the first of each list under the one chosen above it.
async function regionChain(index = 0) {
  const list = async (path: string) => (await api.request(path)).body.data as { id: number; name: string }[];
  const province = (await list("/api/address/provinces"))[index];
  const city = (await list(`/api/address/cities?provinceId=${province.id}`))[0];
  const district = (await list(`/api/address/districts?cityId=${city.id}`))[0];
  const subdistrict = (await list(`/api/address/subdistricts?districtId=${district.id}`))[0];
  const postal = (await list(`/api/address/postals?subdistrictId=${subdistrict.id}`))[0];
  return {
    provinceId: province.id,
    cityId: city.id,
    districtId: district.id,
    subdistrictId: subdistrict.id,
    postalId: postal.id,
    names: { province, city, district, subdistrict, postal },
  };
}

const addressBody = async (overrides: Record<string, unknown> = {}) => {
  const { names: _names, ...ids } = await regionChain();
  return { name: "Sam Receiver", phone: "+44 20 7946 0000", street: "12 Acorn Lane", ...ids, ...overrides };
};

describe("protected endpoints", () => {
  it("answer 401 without a token, even to a valid request", async () => {
    const address = await addressBody();
    const cases: [string, string, unknown?][] = [
      ["GET", "/api/member/profile"],
      ["GET", "/api/member/profile/summary"],
      ["PUT", "/api/member/profile", { name: "Someone", phone: null }],
      ["GET", "/api/address"],
      ["POST", "/api/address", address],
      ["GET", "/api/address/1"],
      ["PUT", "/api/address/1", address],
      ["PUT", "/api/address/1/default"],
      ["DELETE", "/api/address/1"],
      ["GET", "/api/wishlist"],
      ["POST", "/api/wishlist", { productId: 1 }],
      ["POST", "/api/wishlist/merge", { productIds: [1] }],
      ["DELETE", "/api/wishlist/1"],
    ];
    for (const [method, path, json] of cases) {
      const response = await api.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.errorCode).toBe("UNAUTHENTICATED_USER");
    }
  });
});

describe("profile", () => {
  it("reads and updates name and phone; the email stays", async () => {
    const { call } = await newMember();
    const before = await call("/api/member/profile");
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ name: "Alex Member", phone: null, hasPassword: true });
    const updated = await call("/api/member/profile", {
      method: "PUT",
      json: { name: "  Alexandra  ", phone: "+1 (555) 010-9999" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: "Alexandra",
      phone: "+1 (555) 010-9999",
      email: before.body.data.email,
    });
    const cleared = await call("/api/member/profile", {
      method: "PUT",
      json: { name: "Alexandra", phone: null },
    });
    expect(cleared.body.data.phone).toBeNull();
  });

  it("rejects a blank name, a bad phone and missing fields, naming them", async () => {
    const { call } = await newMember();
    const response = await call("/api/member/profile", {
      method: "PUT",
      json: { name: " ", phone: "call me" },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(["name", "phone"]);
    expect((await call("/api/member/profile", { method: "PUT", json: {} })).status).toBe(400);
    expect(
      (await call("/api/member/profile", { method: "PUT", json: { name: "x".repeat(101), phone: null } }))
        .status,
    ).toBe(400);
  });

  it("summarises the profile, the default address and the counts", async () => {
    const { call } = await newMember();
    const empty = await call("/api/member/profile/summary");
    expect(empty.body.data).toMatchObject({ defaultAddress: null, addressCount: 0, wishlistCount: 0 });
    await call("/api/address", { method: "POST", json: await addressBody() });
    await call("/api/wishlist", { method: "POST", json: { productId: 1 } });
    const summary = await call("/api/member/profile/summary");
    expect(summary.body.data.defaultAddress.street).toBe("12 Acorn Lane");
    expect(summary.body.data).toMatchObject({ addressCount: 1, wishlistCount: 1 });
  });
});

describe("address book", () => {
  it("adds an address with region names; the first becomes the default", async () => {
    const { call } = await newMember();
    const body = await addressBody();
    const { names } = await regionChain();
    const created = await call("/api/address", { method: "POST", json: body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Sam Receiver",
      isDefault: true,
      province: names.province,
      postal: names.postal,
    });
    const second = await call("/api/address", {
      method: "POST",
      json: { ...body, street: "1 Second Street" },
    });
    expect(second.body.data.isDefault).toBe(false);
    const list = await call("/api/address");
    expect(list.body.data.map((a: { street: string }) => a.street)).toEqual([
      "12 Acorn Lane",
      "1 Second Street",
    ]);
  });

  it("refuses a broken region chain and names the first wrong field", async () => {
    const { call } = await newMember();
    const first = await regionChain(0);
    const second = await regionChain(1);
    const cityFromElsewhere = await call("/api/address", {
      method: "POST",
      json: await addressBody({ cityId: second.cityId }),
    });
    expect(cityFromElsewhere.status).toBe(400);
    expect(cityFromElsewhere.body.fields).toEqual({ cityId: ["This city is not in the chosen province"] });
    // A city's id given as a province.
    const wrongLevel = await call("/api/address", {
      method: "POST",
      json: await addressBody({ provinceId: first.cityId }),
    });
    expect(wrongLevel.body.fields).toEqual({ provinceId: ["Choose a province from the list"] });
    const unknown = await call("/api/address", {
      method: "POST",
      json: await addressBody({ postalId: 999_999 }),
    });
    expect(unknown.body.fields).toEqual({ postalId: ["Choose a postal code from the list"] });
    const postalFromElsewhere = await call("/api/address", {
      method: "POST",
      json: await addressBody({ postalId: second.postalId }),
    });
    expect(postalFromElsewhere.body.fields).toEqual({
      postalId: ["This postal code is not in the chosen subdistrict"],
    });
    expect((await call("/api/address")).body.data).toEqual([]);
  });

  it("rejects bad fields with 400 and never 500", async () => {
    const { call } = await newMember();
    const bad = [
      { ...(await addressBody()), provinceId: "abc" },
      { ...(await addressBody()), provinceId: -1 },
      { ...(await addressBody()), cityId: 2 ** 40 },
      { ...(await addressBody()), phone: "x" },
      { ...(await addressBody()), street: "" },
      { ...(await addressBody()), name: undefined },
      "just a string",
      null,
    ];
    for (const json of bad) {
      const response = await call("/api/address", { method: "POST", json });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    for (const path of ["/api/address/abc", "/api/address/0", "/api/address/99999999999"]) {
      expect((await call(path)).status, path).toBe(400);
    }
  });

  it("edits, sets the default, and keeps exactly one default", async () => {
    const { call } = await newMember();
    const body = await addressBody();
    const a = (await call("/api/address", { method: "POST", json: body })).body.data;
    const b = (await call("/api/address", { method: "POST", json: { ...body, street: "2 Birch Road" } })).body
      .data;
    const other = await regionChain(1);
    const { names, ...otherIds } = other;
    const edited = await call(`/api/address/${b.id}`, {
      method: "PUT",
      json: { ...body, ...otherIds, street: "2 Birch Road, flat 3", isDefault: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      street: "2 Birch Road, flat 3",
      isDefault: true,
      city: names.city,
    });
    expect((await call(`/api/address/${a.id}`)).body.data.isDefault).toBe(false);
    // Unticking "default" on the default does not leave the book without one.
    await call(`/api/address/${b.id}`, { method: "PUT", json: { ...body, isDefault: false } });
    expect((await call(`/api/address/${b.id}`)).body.data.isDefault).toBe(true);
    const made = await call(`/api/address/${a.id}/default`, { method: "PUT" });
    expect(made.body.data.isDefault).toBe(true);
    const list = (await call("/api/address")).body.data as { id: number; isDefault: boolean }[];
    expect(list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id]);
  });

  it("keeps one default when many requests race", async () => {
    const { call, grant } = await newMember();
    const body = await addressBody();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await call("/api/address", { method: "POST", json: body })).body.data.id);
    const statuses = await Promise.all([
      ...ids.map((id) => call(`/api/address/${id}/default`, { method: "PUT" }).then((r) => r.status)),
      ...ids.map(() =>
        call("/api/address", { method: "POST", json: { ...body, isDefault: true } }).then((r) => r.status),
      ),
    ]);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const defaults = await api.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.memberId, grant.userId), eq(addresses.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });

  it("deletes; deleting the default promotes the newest remaining address", async () => {
    const { call } = await newMember();
    const body = await addressBody();
    const a = (await call("/api/address", { method: "POST", json: body })).body.data;
    const b = (await call("/api/address", { method: "POST", json: { ...body, street: "B" } })).body.data;
    const c = (await call("/api/address", { method: "POST", json: { ...body, street: "C" } })).body.data;
    expect((await call(`/api/address/${b.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/address/${a.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/address/${c.id}`)).body.data.isDefault).toBe(true);
    expect((await call(`/api/address/${a.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("does not show, change or delete another member's address", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const body = await addressBody();
    const address = (await owner.call("/api/address", { method: "POST", json: body })).body.data;
    expect((await stranger.call(`/api/address/${address.id}`)).status).toBe(404);
    expect((await stranger.call(`/api/address/${address.id}`, { method: "PUT", json: body })).status).toBe(
      404,
    );
    expect((await stranger.call(`/api/address/${address.id}/default`, { method: "PUT" })).status).toBe(404);
    expect((await stranger.call(`/api/address/${address.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await owner.call(`/api/address/${address.id}`)).body.data.street).toBe("12 Acorn Lane");
  });

  it(`holds at most ${MAX_ADDRESSES} addresses`, async () => {
    const { call } = await newMember();
    const body = await addressBody();
    for (let i = 0; i < MAX_ADDRESSES; i++)
      expect((await call("/api/address", { method: "POST", json: body })).status).toBe(201);
    const over = await call("/api/address", { method: "POST", json: body });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/at most/);
  });

  it("still serves the lists beside /api/address/{id}", async () => {
    const provinces = await api.request("/api/address/provinces");
    expect(provinces.status).toBe(200);
    const stored = await api.db.select().from(regions).where(eq(regions.level, "province"));
    expect(provinces.body.data).toHaveLength(stored.length);
  });
});

describe("wishlist", () => {
  it("adds idempotently, lists with product cards, and deletes by wishlist id", async () => {
    const { call } = await newMember();
    const first = await call("/api/wishlist", { method: "POST", json: { productId: 5 } });
    expect(first.status).toBe(201);
    expect(first.body.data.product).toMatchObject({ id: 5 });
    const again = await call("/api/wishlist", { method: "POST", json: { productId: 5 } });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    await call("/api/wishlist", { method: "POST", json: { productId: 6 } });
    const list = await call("/api/wishlist");
    expect(list.body.data.map((item: { product: { id: number } }) => item.product.id)).toEqual([6, 5]);
    expect((await call(`/api/wishlist/${first.body.data.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/wishlist/${first.body.data.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call("/api/wishlist")).body.data).toHaveLength(1);
  });

  it("is idempotent under concurrent adds", async () => {
    const { call } = await newMember();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call("/api/wishlist", { method: "POST", json: { productId: 7 } }).then((r) => r.status),
      ),
    );
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    expect((await call("/api/wishlist")).body.data).toHaveLength(1);
  });

  it("refuses unknown products and bad ids", async () => {
    const { call } = await newMember();
    expect((await call("/api/wishlist", { method: "POST", json: { productId: 999_999 } })).status).toBe(404);
    for (const json of [{}, { productId: "abc" }, { productId: -3 }, { productId: 1.5 }]) {
      expect((await call("/api/wishlist", { method: "POST", json })).status, JSON.stringify(json)).toBe(400);
    }
    expect((await call("/api/wishlist/abc", { method: "DELETE" })).status).toBe(400);
  });

  it("merges a visitor's list: skips unknown products and ones already there", async () => {
    const { call } = await newMember();
    await call("/api/wishlist", { method: "POST", json: { productId: 3 } });
    const merged = await call("/api/wishlist/merge", {
      method: "POST",
      json: { productIds: [3, 4, 999_999, 4, 8] },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data.map((item: { product: { id: number } }) => item.product.id).sort()).toEqual([
      3, 4, 8,
    ]);
    const empty = await call("/api/wishlist/merge", { method: "POST", json: { productIds: [] } });
    expect(empty.body.data).toHaveLength(3);
    expect(
      (await call("/api/wishlist/merge", { method: "POST", json: { productIds: Array(201).fill(1) } }))
        .status,
    ).toBe(400);
  });

  it("does not delete another member's entry", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const item = (await owner.call("/api/wishlist", { method: "POST", json: { productId: 9 } })).body.data;
    expect((await stranger.call(`/api/wishlist/${item.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await owner.call("/api/wishlist")).body.data).toHaveLength(1);
  });
});

describe("newsletter", () => {
  it("subscribes once, whatever the case, with the same answer every time", async () => {
    const first = await api.request("/api/subscribe", {
      method: "POST",
      json: { email: "News@Example.com" },
    });
    const again = await api.request("/api/subscribe", {
      method: "POST",
      json: { email: "news@example.com" },
    });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.data.message).toContain("news@example.com");
    const rows = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "news@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("validates the email", async () => {
    for (const json of [{}, { email: "nope" }, { email: "a".repeat(300) + "@x.com" }]) {
      const response = await api.request("/api/subscribe", { method: "POST", json });
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty("email");
    }
  });
});

// A member's children (issue 26): add, list, change, remove, with bad input, the limit, and
// another member's children.
describe("children", () => {
  const sevenMonths = birthDateForMonths(7);

  it("keeps several children, changes and removes one, and only for their member", async () => {
    const { call } = await newMember();
    expect((await call("/api/member/children")).body.data).toEqual([]);
    const mia = await call("/api/member/children", {
      method: "POST",
      json: { name: "Mia", birthDate: sevenMonths, heightCm: 69.5, weightKg: 8.2 },
    });
    expect(mia.status).toBe(201);
    expect(mia.body.data).toMatchObject({
      name: "Mia",
      birthDate: sevenMonths,
      heightCm: 69.5,
      weightKg: 8.2,
    });
    // The name is optional; so are height and weight.
    const second = await call("/api/member/children", { method: "POST", json: { birthDate: "2023-01-15" } });
    expect(second.body.data).toMatchObject({ name: null, heightCm: null, weightKg: null });
    const listed = (await call("/api/member/children")).body.data;
    expect(listed.map((child: { id: number }) => child.id)).toEqual([mia.body.data.id, second.body.data.id]);

    const changed = await call(`/api/member/children/${mia.body.data.id}`, {
      method: "PUT",
      json: { name: "Mia", birthDate: sevenMonths, heightCm: 71, weightKg: null },
    });
    expect(changed.body.data).toMatchObject({ heightCm: 71, weightKg: null });

    const { call: other } = await newMember();
    expect((await other("/api/member/children")).body.data).toEqual([]);
    expect((await other(`/api/member/children/${mia.body.data.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/member/children/${mia.body.data.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call("/api/member/children")).body.data).toHaveLength(1);
    expect((await api.request("/api/member/children")).status).toBe(401);
  });

  it("refuses a birth date out of range, a height of 0 or 500 cm, with a clear message", async () => {
    const { call } = await newMember();
    const today = new Date();
    const tenMonthsAhead = isoDay(new Date(today.getTime() + 305 * 86_400_000));
    const seventeenYearsAgo = `${today.getUTCFullYear() - 17}-01-01`;
    for (const [body, message] of [
      [{ birthDate: tenMonthsAhead }, CHILD_MESSAGES.birthDate],
      [{ birthDate: seventeenYearsAgo }, CHILD_MESSAGES.birthDate],
      [{ birthDate: "2024-02-30" }, CHILD_MESSAGES.birthDate],
      [{ birthDate: sevenMonths, heightCm: 0 }, CHILD_MESSAGES.height],
      [{ birthDate: sevenMonths, heightCm: 500 }, CHILD_MESSAGES.height],
      [{ birthDate: sevenMonths, weightKg: 0 }, CHILD_MESSAGES.weight],
    ] as const) {
      const answer = await call("/api/member/children", { method: "POST", json: body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    // A baby due in 8 months is fine.
    const due = isoDay(new Date(today.getTime() + 240 * 86_400_000));
    expect((await call("/api/member/children", { method: "POST", json: { birthDate: due } })).status).toBe(
      201,
    );
  });

  it(`keeps at most ${CHILD_LIMITS.maxChildren} children`, async () => {
    const { call } = await newMember();
    for (let i = 0; i < CHILD_LIMITS.maxChildren; i++)
      expect(
        (await call("/api/member/children", { method: "POST", json: { birthDate: sevenMonths } })).status,
      ).toBe(201);
    const over = await call("/api/member/children", { method: "POST", json: { birthDate: sevenMonths } });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/at most 10 children/);
  });
});

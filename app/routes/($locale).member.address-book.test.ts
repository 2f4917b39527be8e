import { expect, test } from "vitest";

import {
  newMember,
  saveAddress,
  settle,
  shop,
  toastOf,
  webRequest,
  whileApiDown,
} from "../../tests/setup/routes";
import { action, loader } from "./($locale).member.address-book";

const book = async (headers: Record<string, string>) =>
  (await shop.api.request("/api/address", { headers })).body.data as { id: number; street: string }[];

async function addressForm() {
  const { line1, ...regions } = await shop.helpers.validAddress();
  return { intent: "save", ...regions, street: line1 };
}

test("the address book: the member's addresses and the first region list", async () => {
  const member = await newMember();
  const address = await saveAddress(member);
  const result = await settle(loader, member.request("/member/address-book"));
  expect(result.status).toBe(200);
  expect(result.data.addresses.map((a: { id: number }) => a.id)).toEqual([address.id]);
  expect(result.data.regions.lists.province.length).toBeGreaterThan(0);
  expect(result.data.regions.lists.city).toEqual([]);
  expect(result.data.editing).toBeNull();
});

test("adding an address saves it and says so", async () => {
  const member = await newMember();
  const form = await addressForm();
  const result = await settle(action, member.request("/member/address-book", { form }));
  expect(result).toHaveRedirect("/member/address-book");
  expect(await toastOf(result)).toEqual({ kind: "success", message: "The address was added." });
  expect((await book(member.headers)).map((a) => a.street)).toEqual([form.street]);
});

test("no street: 400 with the field's message, what was typed kept, nothing saved", async () => {
  const member = await newMember();
  const form = { ...(await addressForm()), street: "" };
  const result = await settle(action, member.request("/member/address-book", { form }));
  expect(result.status).toBe(400);
  expect(result.data.result.error.street).toEqual(["Enter the street and house number"]);
  expect(result.data.result.initialValue.name).toBe(form.name);
  expect(await book(member.headers)).toEqual([]);
});

test("regions not chosen: one message each, on its own field, and none on the form", async () => {
  const member = await newMember();
  const { provinceId, cityId, ...form } = await addressForm();
  const missing = { ...form, provinceId, cityId, districtId: "", subdistrictId: "", postalId: "" };
  const result = await settle(action, member.request("/member/address-book", { form: missing }));
  expect(result.status).toBe(400);
  expect(result.data.result.error).toEqual({
    districtId: ["Choose a district"],
    subdistrictId: ["Choose a subdistrict"],
    postalId: ["Choose a postal code"],
  });
});

test("a city that is not in the province: the API's 4xx names the field, nothing saved", async () => {
  const member = await newMember();
  const form = { ...(await addressForm()), cityId: 999_999 };
  const result = await settle(action, member.request("/member/address-book", { form }));
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(Object.keys(result.data.result.error ?? {})).not.toEqual([]);
  expect(await book(member.headers)).toEqual([]);
});

test("deleting an address", async () => {
  const member = await newMember();
  const address = await saveAddress(member);
  const form = { intent: "delete", id: address.id };
  const result = await settle(action, member.request("/member/address-book", { form }));
  expect(result).toHaveRedirect("/member/address-book");
  expect(await book(member.headers)).toEqual([]);
});

test("editing another member's address is a 404", async () => {
  const owner = await newMember();
  const address = await saveAddress(owner);
  const stranger = await newMember();
  const result = await settle(loader, stranger.request(`/member/address-book?edit=${address.id}`));
  expect(result.status).toBe(404);
});

test("a visitor is sent to sign in first", async () => {
  expect(await settle(loader, webRequest("/member/address-book"))).toHaveRedirect(
    "/login?next=%2Fmember%2Faddress-book",
  );
  const form = { intent: "delete", id: 1 };
  expect(await settle(action, webRequest("/member/address-book", { form }))).toHaveRedirect(
    "/login?next=%2Fmember%2Faddress-book",
  );
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(loader, member.request("/member/address-book")));
  expect(result.status).toBe(503);
});

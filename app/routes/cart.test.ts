import { expect, test } from "vitest";

import { newMember, settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./cart";

test("a member sees their cart", async () => {
  const member = await newMember();
  const result = await settle(loader({ request: member.request("/cart"), params: {}, context: {} }));
  expect(result.status).toBe(200);
  expect(result.data.cart).toMatchObject({ items: [], qty: 0 });
});

test("a visitor is sent to sign in first", async () => {
  const result = await settle(loader({ request: webRequest("/cart"), params: {}, context: {} }));
  expect(result).toHaveRedirect("/login?next=%2Fcart");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() =>
    settle(loader({ request: member.request("/cart"), params: {}, context: {} })),
  );
  expect(result.status).toBe(503);
});

// These tests' web has no STORE_PASSWORD: the shop is open, so the password page has nothing
// to unlock. The lock itself is tested in app/lib and the browser tests (a second web).
import { expect, test } from "vitest";

import { settle, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./password";

test("an open shop sends the visitor on to where they were going (on this site only)", async () => {
  expect(await settle(loader, webRequest("/password?next=%2Fblog"))).toHaveRedirect("/blog");
  expect(await settle(loader, webRequest("/password?next=%2F%2Fevil.example"))).toHaveRedirect("/");
});

test("no password typed: 400 with the field's message", async () => {
  const result = await settle(action, webRequest("/password", { form: { password: "" } }));
  expect(result.status).toBe(400);
  expect(result.data.error.password).toEqual(["Enter a password"]);
});

test("any password is wrong when there is none: 401, nothing typed sent back", async () => {
  const result = await settle(action, webRequest("/password", { form: { password: "guess" } }));
  expect(result.status).toBe(401);
  expect(result.data.error.password).toEqual(["That is not the password."]);
  expect(result.headers.get("Set-Cookie")).toBeNull();
});

test("tries are counted per address by the API: the eleventh in 15 minutes waits, another address not", async () => {
  const from = (address: string) =>
    webRequest("/password", { form: { password: "guess" }, headers: { "X-Forwarded-For": address } });
  for (let i = 0; i < 10; i++) expect((await settle(action, from("203.0.113.70"))).status).toBe(401);
  const limited = await settle(action, from("203.0.113.70"));
  expect(limited.status).toBe(429);
  expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  expect(limited.data.error[""]).toEqual([
    expect.stringMatching(/^Too many tries from your network\. Please wait/),
  ]);
  expect((await settle(action, from("198.51.100.70"))).status).toBe(401);
});

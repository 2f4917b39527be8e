import { expect, test } from "vitest";

import { settle, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./currency";

// First: the currencies are then read from the API (later tests find them in the web's cache).
test("the API down: 503", async () => {
  const form = { currency: "eur" };
  const result = await whileApiDown(() => settle(action, webRequest("/currency", { form })));
  expect(result.status).toBe(503);
});

test("choosing a currency keeps it and goes back to the page", async () => {
  const form = { currency: "eur", redirectTo: "/products?c1=CL-001" };
  const result = await settle(action, webRequest("/currency", { form }));
  expect(result).toHaveRedirect("/products?c1=CL-001");
  expect(await toastOf(result)).toEqual({ kind: "success", message: "Prices are now shown in EUR." });
});

test("chosen on an Arabic or French page: the message is in that page's locale", async () => {
  const arabic = await settle(
    action,
    webRequest("/currency", { form: { currency: "eur", redirectTo: "/ar/cart" } }),
  );
  expect(arabic).toHaveRedirect("/ar/cart");
  expect(await toastOf(arabic)).toEqual({ kind: "success", message: "تُعرض الأسعار الآن بعملة EUR." });
  const french = await settle(
    action,
    webRequest("/currency", { form: { currency: "xyz", redirectTo: "/fr" } }),
  );
  expect(await toastOf(french)).toEqual({ kind: "error", message: "Cette devise n'est pas disponible." });
});

test("a currency not on offer: back with a message", async () => {
  const form = { currency: "xyz", redirectTo: "https://evil.example/" };
  const result = await settle(action, webRequest("/currency", { form }));
  expect(result).toHaveRedirect("/");
  expect(await toastOf(result)).toEqual({ kind: "error", message: "That currency is not available." });
});

test("there is no page to GET", async () => {
  expect((await settle(loader)).status).toBe(404);
});

// Without an identity provider configured (these tests' web has none), the provider's routes
// are not there. The whole provider sign-in is tested against the bundled development provider
// in server/api.oidc.test.ts and the browser tests.
import { expect, test } from "vitest";

import { settle, webRequest, whileProviderUnreachable } from "../../tests/setup/routes";
import { action, loader } from "./auth.provider";

test("no provider configured: a 404 for a GET and for the form", async () => {
  expect((await settle(loader)).status).toBe(404);
  const result = await settle(action, webRequest("/auth/provider", { form: { next: "/cart" } }));
  expect(result.status).toBe(404);
});

test("another site's post is refused with 403 before anything else", async () => {
  const request = webRequest("/auth/provider", { form: {}, headers: { "Sec-Fetch-Site": "cross-site" } });
  expect((await settle(action, request)).status).toBe(403);
});

test("the provider not answering: a 503 in the locale of the sign-in page the form was on", async () => {
  const answers = await whileProviderUnreachable(async () => ({
    ar: await settle(action, webRequest("/auth/provider", { form: { next: "/cart", page: "/ar/login" } })),
    fr: await settle(action, webRequest("/auth/provider", { form: { page: "/fr/login?next=%2Fcart" } })),
    en: await settle(action, webRequest("/auth/provider", { form: {} })),
  }));
  expect(answers.ar.status).toBe(503);
  expect(answers.ar.headers.get("Retry-After")).toBe("30");
  expect(answers.ar.data).toBe("المتجر غير متاح لحظيًا. حاول مجددًا بعد قليل.");
  expect(answers.fr.data).toBe("La boutique est momentanément indisponible. Réessayez dans un instant.");
  expect(answers.en.data).toBe("The shop is briefly unavailable. Please try again in a moment.");
});

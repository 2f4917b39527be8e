// Without an identity provider configured (these tests' web has none), there is nothing to
// come back from. The whole provider sign-in is tested in server/api.oidc.test.ts and the
// browser tests.
import { createSession } from "@remix-run/node";
import { expect, test } from "vitest";

import { commitSession, sessionKey, type ShopSession } from "~/lib/session.server";

import { settle, TEST_SESSION_SECRET, webRequest, whileProviderUnreachable } from "../../tests/setup/routes";
import { loader } from "./login-callback";

test("no provider configured: a 404", async () => {
  const result = await settle(loader, webRequest("/login-callback?code=abc&state=def"));
  expect(result.status).toBe(404);
});

test("the provider not answering on the way back: a 503 in the sign-in page's locale", async () => {
  // The session as /auth/provider left it for a sign-in started on the French sign-in page.
  const session = createSession() as ShopSession;
  session.set("providerPage", "/fr/login");
  const header = await commitSession(session, sessionKey(TEST_SESSION_SECRET));
  const cookie = header.slice(0, header.indexOf(";"));
  const answers = await whileProviderUnreachable(async () => ({
    fr: await settle(loader, webRequest("/login-callback?code=abc&state=def", { cookie })),
    en: await settle(loader, webRequest("/login-callback?code=abc&state=def")),
  }));
  expect(answers.fr.status).toBe(503);
  expect(answers.fr.data).toBe("La boutique est momentanément indisponible. Réessayez dans un instant.");
  expect(answers.en.status).toBe(503);
  expect(answers.en.data).toBe("The shop is briefly unavailable. Please try again in a moment.");
});

// A forged or malformed form post is refused before its action runs (lib/forms.server.ts), or by
// the action when the form is not one it takes; the error page shows the answer's text, which is
// in the page's locale: the URL's, or for a form posted to a path without one (/popups,
// /preferences) the locale of the page it returns to.
import { MAX_FORM_BYTES } from "@contract";
import { describe, expect, it } from "vitest";

import { newMember, settle, webRequest } from "../../tests/setup/routes";
import { action as alertsAction } from "./($locale).member.alerts";
import { action as wishlistAction } from "./($locale).member.wishlist";
import { action as newsletterAction } from "./($locale).newsletter";
import { action as popupsAction } from "./popups";
import { action as preferencesAction } from "./preferences";

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  new Request(new URL(path, "http://localhost:3000"), { method: "POST", headers, body });

// Each refusal of forms.server.ts: a request that earns it, and its words in each locale.
const REFUSALS = [
  {
    what: "another site's post",
    status: 403,
    request: (path: string) =>
      webRequest(path, { form: { email: "ada@example.com" }, headers: { "Sec-Fetch-Site": "cross-site" } }),
    words: {
      en: "Forms from other sites are refused.",
      ar: "لا نقبل النماذج المرسلة من مواقع أخرى.",
      fr: "Les formulaires d'autres sites sont refusés.",
    },
  },
  {
    what: "a bot's post (the hidden field filled)",
    status: 400,
    request: (path: string) =>
      webRequest(path, { form: { email: "ada@example.com", website: "http://bot.example" } }),
    words: {
      en: "That form could not be sent.",
      ar: "تعذّر إرسال هذا النموذج.",
      fr: "Ce formulaire n'a pas pu être envoyé.",
    },
  },
  {
    what: "JSON instead of a form",
    status: 415,
    request: (path: string) =>
      post(path, '{"email":"ada@example.com"}', { "Content-Type": "application/json" }),
    words: {
      en: "Please send this as a form.",
      ar: "يُرجى الإرسال عبر النموذج.",
      fr: "Envoyez ceci au moyen d'un formulaire.",
    },
  },
  {
    what: "a multipart form without its parts",
    status: 400,
    request: (path: string) =>
      post(path, "not multipart at all", { "Content-Type": "multipart/form-data; boundary=x" }),
    words: {
      en: "That form could not be read.",
      ar: "تعذّرت قراءة هذا النموذج.",
      fr: "Ce formulaire n'a pas pu être lu.",
    },
  },
  {
    what: "a form larger than the limit",
    status: 413,
    request: (path: string) =>
      post(path, "email=".padEnd(MAX_FORM_BYTES + 10, "a"), {
        "Content-Type": "application/x-www-form-urlencoded",
      }),
    words: {
      en: "That form is too large to send.",
      ar: "هذا النموذج أكبر من أن يُرسل.",
      fr: "Ce formulaire est trop volumineux pour être envoyé.",
    },
  },
];

describe("a refused form post says why in the URL's locale", () => {
  for (const refusal of REFUSALS) {
    it(`${refusal.what}: ${refusal.status}`, async () => {
      for (const [locale, words] of Object.entries(refusal.words)) {
        const path = locale === "en" ? "/newsletter" : `/${locale}/newsletter`;
        const result = await settle(newsletterAction, refusal.request(path), { locale });
        expect(result.status, path).toBe(refusal.status);
        expect(result.data, path).toBe(words);
      }
    });
  }
});

describe("a form an action does not take", () => {
  it("a popup's answer that is not one: in the locale of the page it came from", async () => {
    for (const [back, words] of [
      ["/ar/products", "هذه ليست إجابة عن النافذة المنبثقة."],
      ["/fr/products", "Ce n'est pas une réponse à une fenêtre."],
      ["/products", "That is not an answer to a popup."],
    ]) {
      const form = { id: "x", answer: "maybe", redirectTo: back };
      const result = await settle(popupsAction, webRequest("/popups", { form }));
      expect(result.status, back).toBe(400);
      expect(result.data, back).toBe(words);
    }
  });

  it("settings not on offer: in the locale of the page they came from", async () => {
    const form = { theme: "dark", dir: "rtl", color: "#000000", redirectTo: "/ar/blog" };
    const result = await settle(preferencesAction, webRequest("/preferences", { form }));
    expect(result.status).toBe(400);
    expect(result.data).toBe("هذه الإعدادات غير متاحة.");
    expect(result.headers.get("Set-Cookie")).toBeNull();
  });

  it("a member's wishlist entry or alert that is not one: in the URL's locale", async () => {
    const member = await newMember();
    const wish = await settle(
      wishlistAction,
      member.request("/fr/member/wishlist", { form: { wishlistId: "x" } }),
      { locale: "fr" },
    );
    expect(wish.status).toBe(400);
    expect(wish.data).toBe("Cet article de liste d'envies n'est pas valide.");
    const alert = await settle(
      alertsAction,
      member.request("/ar/member/alerts", { form: { alertId: "x" } }),
      {
        locale: "ar",
      },
    );
    expect(alert.status).toBe(400);
    expect(alert.data).toBe("هذا التنبيه غير صالح.");
  });
});

import { ERROR_CODES } from "@contract";
import { describe, expect, it } from "vitest";

import { localizedErrorBody } from "./api-errors.server";

const message = (url: string, body: Parameters<typeof localizedErrorBody>[1]) =>
  localizedErrorBody({ url }, body).message;

describe("the API's refusals in the shopper's words", () => {
  it("are the catalogue's message for the code in Arabic and French, the API's own in English", () => {
    const body = { errorCode: "EMAIL_TAKEN" as const, message: "Email already registered" };
    expect(message("http://shop.test/register", body)).toBe("Email already registered");
    expect(message("http://shop.test/ar/register", body)).toBe(
      "أدخل بريدًا إلكترونيًا آخر: لهذا البريد حساب بالفعل",
    );
    expect(message("http://shop.test/fr/register", body)).toMatch(/^Saisissez un autre e-mail/);
  });

  it("has a message for every error code", () => {
    for (const errorCode of ERROR_CODES) {
      const text = message("http://shop.test/fr/", { errorCode, message: "" });
      expect(text, errorCode).not.toMatch(/^errors\./);
      expect(text, errorCode).not.toBe("");
    }
  });

  it("words each field the API refused by the field's name, in the page's locale", () => {
    const body = {
      errorCode: "VALIDATION_ERROR" as const,
      message: "Validation failed",
      fields: {
        districtId: ["District 3171 is not in city 3172"],
        "card.number": ["Card number fails the check"],
        "lines.0.sku": ["Unknown SKU"],
        somethingNew: ["Bad value"],
      },
    };
    expect(localizedErrorBody({ url: "http://shop.test/checkout" }, body)).toEqual(body);
    const french = localizedErrorBody({ url: "http://shop.test/fr/checkout" }, body);
    expect(Object.keys(french.fields ?? {})).toEqual(Object.keys(body.fields));
    const arabic = localizedErrorBody({ url: "http://shop.test/ar/checkout" }, body).fields ?? {};
    for (const [field, [text]] of Object.entries({ ...french.fields, ...arabic })) {
      expect(text, field).not.toMatch(/^fields\.|[A-Z][a-z]+ /);
      expect(text, field).not.toBe("");
    }
    // Each known field has its own words, apart from the general one of an unknown field.
    const words = Object.values(french.fields ?? {}).map(([text]) => text);
    expect(new Set(words).size).toBe(4);
    expect(arabic.districtId?.[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

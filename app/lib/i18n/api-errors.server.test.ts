import { ERROR_CODES } from "@contract";
import { describe, expect, it } from "vitest";

import { apiErrorMessage } from "./api-errors.server";

describe("the API's refusals in the shopper's words", () => {
  it("are the catalogue's message for the code in Arabic and French, the API's own in English", () => {
    const body = { errorCode: "EMAIL_TAKEN" as const, message: "Email already registered" };
    expect(apiErrorMessage({ url: "http://shop.test/register" }, body)).toBe("Email already registered");
    expect(apiErrorMessage({ url: "http://shop.test/ar/register" }, body)).toBe(
      "أدخل بريدًا إلكترونيًا آخر: لهذا البريد حساب بالفعل",
    );
    expect(apiErrorMessage({ url: "http://shop.test/fr/register" }, body)).toMatch(
      /^Saisissez un autre e-mail/,
    );
  });

  it("has a message for every error code", () => {
    for (const errorCode of ERROR_CODES) {
      const message = apiErrorMessage({ url: "http://shop.test/fr/" }, { errorCode, message: "" });
      expect(message, errorCode).not.toMatch(/^errors\./);
      expect(message, errorCode).not.toBe("");
    }
  });
});

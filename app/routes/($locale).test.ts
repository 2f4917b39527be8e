import { describe, expect, it } from "vitest";

import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./($locale)";

describe("the locale segment", () => {
  it("takes the shop's locales and no prefix", async () => {
    for (const [path, locale] of [
      ["/products", undefined],
      ["/ar/products", "ar"],
      ["/fr/products", "fr"],
    ] as const) {
      const settled = await settle(loader, webRequest(path), locale ? { locale } : {});
      expect(settled.status, path).toBe(200);
    }
  });

  it("answers 404 for a first segment that is not a locale, and for /en", async () => {
    for (const locale of ["xyz", "en", "en-XA-no"]) {
      const settled = await settle(loader, webRequest(`/${locale}/products`), { locale });
      expect(settled.status, locale).toBe(404);
    }
  });
});

import { describe, expect, it } from "vitest";

import { localeInfo, LOCALES } from "./catalogue.server";
import { listParts, listText } from "./rich";

// rich.tsx writes the shop's languages' list separators out instead of asking Intl.
describe("a list in the page's words", () => {
  it("has each locale's Intl parts, for lists of none to five items", () => {
    const items = ["0-3m", "3-6m", "6-12m", "1-2y", "2-3y"];
    for (const code of Object.keys(LOCALES)) {
      const { intl } = localeInfo(code);
      const list = new Intl.ListFormat(intl, { type: "unit", style: "short" });
      for (let length = 0; length <= items.length; length++) {
        const some = items.slice(0, length);
        expect(listParts(intl, some), `${code} ${length}`).toEqual(
          list.formatToParts(some).map((part) => part.value),
        );
      }
    }
  });

  it("asks Intl for another language, and joins the parts for an attribute", () => {
    expect(listParts("de", ["rot", "blau"])).toEqual(["rot", ", ", "blau"]);
    expect(listText("fr", ["rouge", "bleu", "vert"])).toBe("rouge, bleu et vert");
  });
});

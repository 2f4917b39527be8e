// Text written on the server (toasts, titles for search engines) in the request's locale.
import { describe, expect, it } from "vitest";

import { translator } from "./translate.server";

const request = (path: string) => ({ url: `http://shop.test${path}` });

describe("translator", () => {
  it("formats a message in the locale of the URL, English without a prefix", () => {
    expect(translator(request("/faq"), ["faq"])("faq.title")).toBe("Frequently asked questions");
    expect(translator(request("/fr/faq"), ["faq"])("faq.title")).toBe("Questions fréquentes");
    expect(translator(request("/ar/faq"), ["faq"])("faq.title")).toBe("الأسئلة الشائعة");
  });

  it("fills placeholders and follows each locale's plural rules", () => {
    const count = (path: string, n: number) =>
      translator(request(path), ["lookbook"])("lookbook.count", { count: n });
    expect([count("/lookbook", 1), count("/lookbook", 2)]).toEqual(["1 look", "2 looks"]);
    // French counts 0 as one; Arabic has its own words for one and two, Latin digits otherwise.
    expect(count("/fr/lookbook", 0)).toBe("0 look");
    expect([count("/ar/lookbook", 1), count("/ar/lookbook", 2), count("/ar/lookbook", 3)]).toEqual([
      "إطلالة واحدة",
      "إطلالتان",
      "3 إطلالات",
    ]);
    expect(translator(request("/ar/blog"), ["blog"])("blog.tagged", { tag: "sleep" })).toBe(
      "مقالات موسومة بـ«sleep»",
    );
  });
});

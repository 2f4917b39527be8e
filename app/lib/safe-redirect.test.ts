import { describe, expect, it } from "vitest";

import { AFTER_SIGN_IN, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirectPath("/member/wishlist")).toBe("/member/wishlist");
    expect(safeRedirectPath("/products?c1=CL-001&page=2#grid")).toBe("/products?c1=CL-001&page=2#grid");
    expect(safeRedirectPath("/search?q=baby dress")).toBe("/search?q=baby%20dress");
    expect(safeRedirectPath("/blog/tiny%20socks")).toBe("/blog/tiny%20socks");
  });

  it("falls back for anything that leaves the site", () => {
    const attacks = [
      "//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "/\\/evil.example",
      "http://evil.example",
      "https:evil.example",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "evil.example",
      "%2F%2Fevil.example",
      "/%2F%2Fevil.example",
      "/%2f%2fevil.example",
      "%252F%252Fevil.example",
      "/%5Cevil.example",
      "/%5C%5Cevil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/%09/evil.example",
      "/%0D%0A/evil.example",
      " //evil.example",
      "/%E0%A4%A",
      "",
      "x".repeat(3000),
    ];
    for (const attack of attacks)
      expect(safeRedirectPath(attack), JSON.stringify(attack)).toBe(AFTER_SIGN_IN);
  });

  it("falls back for missing values and uses the given fallback", () => {
    expect(safeRedirectPath(undefined)).toBe(AFTER_SIGN_IN);
    expect(safeRedirectPath(null)).toBe(AFTER_SIGN_IN);
    expect(safeRedirectPath(["/a"])).toBe(AFTER_SIGN_IN);
    expect(safeRedirectPath("//evil.example", "/")).toBe("/");
  });
});

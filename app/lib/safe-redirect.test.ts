import { describe, expect, it } from "vitest";

import { AFTER_SIGN_IN, safeRedirectPath } from "./safe-redirect";
import { REDIRECT_ATTACKS } from "./safe-redirect.attacks";

describe("safeRedirectPath", () => {
  it("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirectPath("/member/wishlist")).toBe("/member/wishlist");
    expect(safeRedirectPath("/products?c1=CL-001&page=2#grid")).toBe("/products?c1=CL-001&page=2#grid");
    expect(safeRedirectPath("/search?q=baby dress")).toBe("/search?q=baby%20dress");
    expect(safeRedirectPath("/blog/tiny%20socks")).toBe("/blog/tiny%20socks");
    expect(safeRedirectPath("/search?q=%2F%2Fsocks")).toBe("/search?q=%2F%2Fsocks");
  });

  it("resolves dot segments that stay on the site", () => {
    expect(safeRedirectPath("/member/../cart")).toBe("/cart");
    expect(safeRedirectPath("/./products")).toBe("/products");
  });

  it(`falls back for all ${REDIRECT_ATTACKS.length} ways of leaving the site`, () => {
    expect(REDIRECT_ATTACKS.length).toBeGreaterThanOrEqual(50);
    for (const attack of REDIRECT_ATTACKS)
      expect(safeRedirectPath(attack), JSON.stringify(attack)).toBe(AFTER_SIGN_IN);
  });

  it("falls back for missing values and uses the given fallback", () => {
    expect(safeRedirectPath(undefined)).toBe(AFTER_SIGN_IN);
    expect(safeRedirectPath(null)).toBe(AFTER_SIGN_IN);
    expect(safeRedirectPath("")).toBe(AFTER_SIGN_IN);
    expect(safeRedirectPath(["/a"])).toBe(AFTER_SIGN_IN);
    expect(safeRedirectPath("//evil.example", "/")).toBe("/");
  });
});

import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const FALLBACK = "/member/profile";

describe("safeRedirect", () => {
  it("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirect("/member/wishlist")).toBe("/member/wishlist");
    expect(safeRedirect("/products?c1=CL-001&page=2#grid")).toBe("/products?c1=CL-001&page=2#grid");
    expect(safeRedirect("/search?q=baby dress")).toBe("/search?q=baby%20dress");
    expect(safeRedirect("/blog/tiny%20socks")).toBe("/blog/tiny%20socks");
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
    for (const attack of attacks) expect(safeRedirect(attack, FALLBACK), JSON.stringify(attack)).toBe(FALLBACK);
  });

  it("falls back for missing values, to / unless told otherwise", () => {
    expect(safeRedirect(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(["/a"], FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect("//evil.example")).toBe("/");
  });
});

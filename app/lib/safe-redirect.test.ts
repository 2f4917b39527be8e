import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/member/profile", "/products?c1=CL-001&c2=DR-001", "/blog/post#comments", "/search?q=a%20b"])("keeps %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "evil.example",
    "",
    "/%E0%A4%A",
  ])("refuses %j", (path) => {
    expect(safeRedirect(path, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(["/a"])).toBe("/");
  });
});

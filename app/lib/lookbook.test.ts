import { describe, expect, it } from "vitest";

import { LOOK_FILTERS, lookbookPath, lookGroupParam } from "./lookbook";

describe("lookbook filter", () => {
  it("reads a known group from the URL, in any case", () => {
    expect(lookGroupParam(new URLSearchParams("look=baby"))).toBe("baby");
    expect(lookGroupParam(new URLSearchParams("look=Party"))).toBe("party");
  });

  it("treats a missing, empty or unknown group as all looks", () => {
    for (const query of ["", "look=", "look=shoes", "look=constructor", `look=${"x".repeat(500)}`]) {
      expect(lookGroupParam(new URLSearchParams(query)), query).toBeNull();
    }
  });

  it("links each filter button to its own URL, All to the bare lookbook", () => {
    expect(LOOK_FILTERS.map(({ group }) => lookbookPath(group))).toEqual([
      "/lookbook",
      "/lookbook?look=everyday",
      "/lookbook?look=party",
      "/lookbook?look=baby",
      "/lookbook?look=accessories",
    ]);
  });
});

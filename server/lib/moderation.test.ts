import { describe, expect, it } from "vitest";

import { moderate } from "./moderation";

describe("moderate", () => {
  it("publishes ordinary text", () => {
    expect(moderate("Great fit", "Soft fabric, true to size. We bought a second one.")).toBe("published");
    expect(moderate("OK", "Love it")).toBe("published"); // short capitals are not shouting
  });

  it.each(["see https://example.com", "visit www.cheap-stuff.com", "buy at bargains.xyz today"])(
    "holds links: %s",
    (text) => {
      expect(moderate(text)).toBe("pending");
    },
  );

  it("holds shouting", () => {
    expect(moderate("THIS IS THE WORST THING I EVER BOUGHT")).toBe("pending");
  });
});

// The size scale and the size finder.
import { describe, expect, it } from "vitest";

import { AGES } from "./constants";
import {
  birthDateAllowed,
  birthDateForMonths,
  monthsOld,
  SIZE_SCALE,
  sizeLater,
  sizeNow,
  sizesFor,
} from "./sizes";

const today = new Date("2026-11-25T10:00:00Z");

describe("the size scale", () => {
  it("gives every size a range of age, height and weight that meets the next one", () => {
    AGES.forEach((age, i) => {
      const size = SIZE_SCALE[age];
      for (const range of [size.months, size.heightCm, size.weightKg])
        expect(range[0]).toBeLessThan(range[1]);
      const next = AGES[i + 1];
      if (next) {
        expect(SIZE_SCALE[next].months[0]).toBe(size.months[1]);
        expect(SIZE_SCALE[next].heightCm[0]).toBe(size.heightCm[1]);
        expect(SIZE_SCALE[next].weightKg[0]).toBe(size.weightKg[1]);
      }
    });
  });
});

describe("the size finder", () => {
  it("counts whole months of age", () => {
    expect(monthsOld("2026-04-25", today)).toBe(7);
    expect(monthsOld("2026-04-26", today)).toBe(6);
    expect(monthsOld(birthDateForMonths(7, today), today)).toBe(7);
  });

  it("chooses by age without measurements, and by the larger of height and weight with them", () => {
    expect(sizeNow({ months: 7 })).toBe("6-12m");
    expect(sizeNow({ months: -2 })).toBe("0-3m");
    expect(sizeNow({ months: 200 })).toBe("10-12y");
    // A tall 7-month-old: by height.
    expect(sizeNow({ months: 7, heightCm: 82 })).toBe("12-24m");
    // A small one: by height and weight, both small.
    expect(sizeNow({ months: 7, heightCm: 64, weightKg: 7 })).toBe("3-6m");
    expect(sizeNow({ months: 7, heightCm: 64, weightKg: 9 })).toBe("6-12m");
  });

  it("moves the size up as the age crosses sizes", () => {
    expect(sizeLater({ months: 7 }, 3)).toBe("6-12m");
    expect(sizeLater({ months: 7 }, 6)).toBe("12-24m");
    // A small child stays a size behind.
    expect(sizeLater({ months: 7, heightCm: 64 }, 6)).toBe("6-12m");
    expect(sizeLater({ months: 140 }, 12)).toBe("10-12y");
    expect(sizesFor({ birthDate: "2026-04-25" }, 6, today)).toEqual({ now: "6-12m", later: "12-24m" });
  });

  it("accepts a birth date up to 9 months ahead and back to 16 years ago", () => {
    expect(birthDateAllowed("2027-08-25", today)).toBe(true);
    expect(birthDateAllowed("2027-08-26", today)).toBe(false);
    expect(birthDateAllowed("2010-11-25", today)).toBe(true);
    expect(birthDateAllowed("2010-11-24", today)).toBe(false);
    expect(birthDateAllowed("2025-02-30", today)).toBe(false);
    expect(birthDateAllowed("yesterday", today)).toBe(false);
  });
});

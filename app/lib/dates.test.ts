import { describe, expect, it } from "vitest";

import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes month, day and year in UTC", () => {
    expect(formatDate("2019-10-09T09:00:00.000Z")).toBe("Oct 9, 2019");
    expect(formatDate("2026-01-01T23:30:00-05:00")).toBe("Jan 2, 2026");
  });

  it("writes another locale's words, in UTC, with Latin digits in Arabic", () => {
    expect(formatDate("2026-11-28T23:30:00-05:00", "fr")).toBe("29 nov. 2026");
    expect(formatDate("2026-01-01T23:30:00-05:00", "fr")).toBe("2 janv. 2026");
    expect(formatDate("2019-10-09T09:00:00.000Z", "ar-u-nu-latn")).toBe("9 أكتوبر 2019");
    expect(formatDate("someday", "fr")).toBe("");
  });

  it("writes each of the shop's locales as Intl does, every month", () => {
    for (const intl of ["en-US", "fr", "ar-u-nu-latn"]) {
      const format = new Intl.DateTimeFormat(intl, {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      });
      for (let month = 0; month < 12; month++)
        for (const [day, year] of [
          [1, 2019],
          [9, 2024],
          [31, 2026],
        ]) {
          const date = new Date(Date.UTC(year, month, day));
          expect(formatDate(date.toISOString(), intl === "en-US" ? "en" : intl)).toBe(format.format(date));
        }
    }
    expect(formatDate("2019-10-09T09:00:00.000Z", "de")).toBe("9. Okt. 2019");
  });

  it("gives nothing for a date it cannot read", () => {
    expect(formatDate("someday")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { Email, Phone } from "./index";

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return result.error.issues[0].message;
};

describe("validation messages written for people", () => {
  it("says a missing field must be filled in, not what type zod expected", () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe("Fill in this field");
    expect(messageOf(z.string().min(1), "")).toBe("Fill in this field");
  });

  it("says how long a text may be", () => {
    expect(messageOf(Email, `${"a".repeat(250)}@example.com`)).toBe("Use at most 254 characters");
    expect(messageOf(z.string().min(8), "short")).toBe("Use at least 8 characters");
  });

  it("words numbers, choices and emails", () => {
    expect(messageOf(z.number().max(99), 120)).toBe("Enter 99 or less");
    expect(messageOf(z.enum(["a", "b"]), "c")).toBe("Choose one of the options");
    expect(messageOf(z.email(), "nope")).toBe("Enter an email address such as name@example.com");
  });

  it("keeps a schema's own words, and the phone rule says the real rule", () => {
    expect(messageOf(Phone, "12")).toMatch(/6 to 20 characters/);
    expect(messageOf(Email, "nope")).toBe("Enter a valid email address");
  });
});

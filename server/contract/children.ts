// The children a member keeps in their profile, for the size finder and "fits now" listings.
import { z } from "zod";

import { envelope } from "./common";
import { birthDateAllowed, CHILD_LIMITS, CHILD_MESSAGES } from "./sizes";

const [minHeight, maxHeight] = CHILD_LIMITS.heightCm;
const [minWeight, maxWeight] = CHILD_LIMITS.weightKg;

// An empty field is "not given".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), schema.nullable());

export const ChildHeight = z.coerce
  .number(CHILD_MESSAGES.height)
  .min(minHeight, CHILD_MESSAGES.height)
  .max(maxHeight, CHILD_MESSAGES.height);
export const ChildWeight = z.coerce
  .number(CHILD_MESSAGES.weight)
  .min(minWeight, CHILD_MESSAGES.weight)
  .max(maxWeight, CHILD_MESSAGES.weight);
// Today's limits: read when the value is checked, not when the module loaded.
export const BirthDate = z
  .string(CHILD_MESSAGES.birthDate)
  .trim()
  .refine((day) => birthDateAllowed(day), CHILD_MESSAGES.birthDate);

export const ChildBody = z.object({
  name: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string().trim().max(40, "Use at most 40 characters").nullable().default(null),
  ),
  birthDate: BirthDate,
  heightCm: optional(ChildHeight).default(null),
  weightKg: optional(ChildWeight).default(null),
});
export type ChildBody = z.output<typeof ChildBody>;

export const Child = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    birthDate: z.string(), // YYYY-MM-DD
    heightCm: z.number().nullable(),
    weightKg: z.number().nullable(),
  })
  .meta({ id: "Child" });
export type Child = z.infer<typeof Child>;

export const ChildIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ChildResponse = envelope(Child);
export const ChildrenResponse = envelope(z.array(Child));

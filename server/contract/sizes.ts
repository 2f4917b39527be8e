// The one size scale and the size finder: plain values and functions, no zod, so the browser,
// the web and the API read the same table. Every clothing size is an age band (AGES) with the
// child's height and weight it is cut for. Parents are advised to buy by length and weight,
// not by the age on the label, so measurements, when given, choose the size before the age.
import { type Age, AGE_MONTHS, AGES } from "./constants";

export type SizeRange = {
  months: readonly [from: number, to: number];
  heightCm: readonly [from: number, to: number];
  weightKg: readonly [from: number, to: number];
};

// Each range from (inclusive) to (exclusive); the next size starts where one ends. Heights and
// weights are the middle of the WHO growth charts for each band, rounded as labels print them.
const MEASURES: Record<Age, Omit<SizeRange, "months">> = {
  "0-3m": { heightCm: [44, 62], weightKg: [2, 6] },
  "3-6m": { heightCm: [62, 68], weightKg: [6, 8] },
  "6-12m": { heightCm: [68, 80], weightKg: [8, 10.5] },
  "12-24m": { heightCm: [80, 92], weightKg: [10.5, 13.5] },
  "2-3y": { heightCm: [92, 98], weightKg: [13.5, 15.5] },
  "3-4y": { heightCm: [98, 104], weightKg: [15.5, 17.5] },
  "4-5y": { heightCm: [104, 110], weightKg: [17.5, 19.5] },
  "5-6y": { heightCm: [110, 116], weightKg: [19.5, 21.5] },
  "6-8y": { heightCm: [116, 128], weightKg: [21.5, 26] },
  "8-10y": { heightCm: [128, 140], weightKg: [26, 33] },
  "10-12y": { heightCm: [140, 152], weightKg: [33, 42] },
};

export const SIZE_SCALE: Record<Age, SizeRange> = Object.fromEntries(
  AGES.map((age) => [age, { months: AGE_MONTHS[age], ...MEASURES[age] }]),
) as Record<Age, SizeRange>;

// What the finder and a child's record accept: a birth date up to 9 months ahead (a baby on
// the way) and at most 16 years ago; a height and a weight a child can have.
export const CHILD_LIMITS = {
  monthsAhead: 9,
  yearsBack: 16,
  heightCm: [30, 200],
  weightKg: [1, 150],
  maxMonthsOld: 16 * 12,
  // "For wearing in N months": the choices the finder and the listing offer.
  aheadChoices: [0, 3, 6, 9, 12],
  maxChildren: 10,
} as const;

export const CHILD_MESSAGES = {
  birthDate: "Enter a birth date (or due date) at most 9 months ahead and at most 16 years ago",
  height: "Enter a height between 30 and 200 cm",
  weight: "Enter a weight between 1 and 150 kg",
  months: "Enter an age between 0 and 192 months",
  ageOrBirthDate: "Enter the child's birth date or age",
};

// YYYY-MM-DD of a date, in UTC (birth dates carry no time of day).
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function addMonths(day: Date, months: number): Date {
  const moved = new Date(day);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

// Whether a YYYY-MM-DD birth date is within the limits, seen from today.
export function birthDateAllowed(birthDate: string, today = new Date()): boolean {
  const born = new Date(`${birthDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(born.getTime()) || isoDay(born) !== birthDate)
    return false;
  const day = new Date(`${isoDay(today)}T00:00:00Z`);
  return (
    born <= addMonths(day, CHILD_LIMITS.monthsAhead) && born >= addMonths(day, -12 * CHILD_LIMITS.yearsBack)
  );
}

// Whole months of age on a day (negative before birth).
export function monthsOld(birthDate: string, on = new Date()): number {
  const born = new Date(`${birthDate}T00:00:00Z`);
  const months = (on.getUTCFullYear() - born.getUTCFullYear()) * 12 + on.getUTCMonth() - born.getUTCMonth();
  return on.getUTCDate() < born.getUTCDate() ? months - 1 : months;
}

// The place on the scale of the size whose range holds a value (clamped to the ends).
function placeOf(value: number, range: (size: SizeRange) => readonly [number, number]): number {
  const place = AGES.findIndex((age) => value < range(SIZE_SCALE[age])[1]);
  return place === -1 ? AGES.length - 1 : place;
}

export type Measures = { months: number; heightCm?: number | null; weightKg?: number | null };

// The size for a child now: by height and weight when known (the larger of the two, as a
// size too small does not go on), else by age.
export function sizeNow({ months, heightCm, weightKg }: Measures): Age {
  const places = [
    heightCm ? placeOf(heightCm, (size) => size.heightCm) : null,
    weightKg ? placeOf(weightKg, (size) => size.weightKg) : null,
  ].filter((place): place is number => place !== null);
  return AGES[places.length ? Math.max(...places) : placeOf(Math.max(months, 0), (size) => size.months)];
}

// The size for a date N months ahead: the size for now, moved up as many sizes as the child's
// age moves across the scale in that time (a small child stays small for the age).
export function sizeLater(measures: Measures, aheadMonths: number): Age {
  const now = AGES.indexOf(sizeNow(measures));
  const byAge = (months: number) => placeOf(Math.max(months, 0), (size) => size.months);
  const steps = byAge(measures.months + aheadMonths) - byAge(measures.months);
  return AGES[Math.min(now + steps, AGES.length - 1)];
}

// A child as the finder, the profile and the cookie keep it.
export type ChildMeasures = {
  name?: string | null;
  birthDate: string;
  heightCm?: number | null;
  weightKg?: number | null;
};

// The sizes for a child now and N months ahead, seen from today.
export function sizesFor(child: ChildMeasures, aheadMonths: number, today = new Date()) {
  const measures = {
    months: monthsOld(child.birthDate, today),
    heightCm: child.heightCm,
    weightKg: child.weightKg,
  };
  return { now: sizeNow(measures), later: sizeLater(measures, aheadMonths) };
}

// A birth date for a child of this many months today (the finder's "age" field).
export const birthDateForMonths = (months: number, today = new Date()) =>
  isoDay(addMonths(new Date(`${isoDay(today)}T00:00:00Z`), -months));

// Centimetres and kilograms as the size guide shows them in inches and pounds.
export const inches = (cm: number) => Math.round(cm / 2.54);
export const pounds = (kg: number) => Math.round(kg * 2.2046);

// The shop's own words for product data that is a fixed vocabulary of the contract rather than
// free text: the colours (COLORS) and the age bands of the sizes (AGES). Titles, brands and tags
// stay as the API sends them. The colours' messages are the `colour` namespace, the ages' the
// `sizes` namespace: a route that shows them asks for those namespaces.
import { type Age, AGE_MONTHS, type Color, isAge } from "@contract/constants";

import type { MessageId, Translate } from "./use-t";

const COLOUR_NAMES: Record<Color, MessageId> = {
  red: "colour.red",
  yellow: "colour.yellow",
  green: "colour.green",
  blue: "colour.blue",
  pink: "colour.pink",
  white: "colour.white",
  grey: "colour.grey",
};

// "pink" → "rose" in French; a colour outside the vocabulary as it came.
export function colourName(t: Translate, colour: string | null | undefined): string {
  if (!colour) return "";
  return Object.hasOwn(COLOUR_NAMES, colour) ? t(COLOUR_NAMES[colour as Color]) : colour;
}

// A variant as a shopper reads it: "pink, 6-12m", "6-12m" or "pink".
export function variantName(
  t: Translate,
  colour: string | null | undefined,
  size: string | null | undefined,
) {
  if (colour && size) return t("colour.withSize", { colour: colourName(t, colour), size });
  return colour ? colourName(t, colour) : (size ?? "");
}

// An age band's figures, in months up to two years and in years after: 6-12m is 6 to 12
// months, 2-3y is 2 to 3 years.
export function ageFigures(age: Age) {
  const [from, to] = AGE_MONTHS[age];
  return to <= 24
    ? { unit: "months" as const, from, to }
    : { unit: "years" as const, from: from / 12, to: to / 12 };
}

// "6-12 months", "2-3 years" (a size that is not an age band, "s", as it came). The hyphen
// keeps the figures in order in right-to-left text.
export function ageName(t: Translate, size: string): string {
  if (!isAge(size)) return size;
  const { unit, from, to } = ageFigures(size);
  const range = `${from}-${to}`;
  return unit === "months" ? t("sizes.months", { range, to }) : t("sizes.years", { range, to });
}

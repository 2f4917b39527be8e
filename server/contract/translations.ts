// The back office's translations of a product and a page (the back office itself stays in
// English). Each locale but en holds what is translated; a field left out falls back to English.
import { z } from "zod";

import { envelope } from "./common";
import { LOCALE_CODES } from "./locales";

const TranslatedLocale = z.enum(LOCALE_CODES.filter((code) => code !== "en") as [string, ...string[]], {
  error: `Choose a locale other than en (${LOCALE_CODES.filter((code) => code !== "en").join(", ")})`,
});
export const TranslationLocaleParam = z.object({ locale: TranslatedLocale });

// A field's translation; empty or null removes it (English shows).
const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} can be at most ${max.toLocaleString("en")} characters`)
    .nullable()
    .optional();

export const ProductTranslationBody = z.object({
  title: text(200, "title"),
  description: text(10_000, "description"),
});
export const PageTranslationBody = z.object({
  title: text(200, "title"),
  body: text(50_000, "body"),
});

const Fields = z.record(z.string(), z.string());
// The English text and each locale's translated fields (absent: not translated).
export const TranslationsResponse = envelope(
  z.object({
    english: Fields,
    translations: z.record(z.string(), Fields),
  }),
);
export type TranslationsAnswer = z.infer<typeof TranslationsResponse>["data"];

// The information pages, for the back office to choose one to translate: each with its English
// title and the locales it has any translation in.
export const AdminPageListResponse = envelope(
  z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      translated: z.array(z.string()),
    }),
  ),
);

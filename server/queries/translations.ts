// Translated content: reading the fields of entities in a locale, each falling back to the
// entity's own (English) text, and writing them. One table, `translations` (migration 0012):
// a row per field of one entity in one locale. The default locale reads nothing: its text is
// the entity's own, so every English read costs what it did before.
import { and, eq, inArray, sql } from "drizzle-orm";

import { DEFAULT_LOCALE, type Locale, type TranslationKind } from "../contract";
import type { Database } from "../db/client";
import { translations } from "../db/schema";
import { searchText } from "../lib/search-text";

// Each entity's translated fields, by key: key → field → text.
export type Translated = Map<string, Map<string, string>>;

// Fields searched in their locale (their search text is stored beside them).
const SEARCHED: Partial<Record<TranslationKind, string[]>> = { product: ["title"] };

export async function readTranslations(
  db: Database,
  locale: Locale,
  kind: TranslationKind,
  keys: (string | number)[],
): Promise<Translated> {
  const found: Translated = new Map();
  if (locale === DEFAULT_LOCALE || keys.length === 0) return found;
  const rows = await db
    .select({ key: translations.key, field: translations.field, value: translations.value })
    .from(translations)
    .where(
      and(
        eq(translations.kind, kind),
        eq(translations.locale, locale),
        inArray(translations.key, [...new Set(keys.map(String))]),
      ),
    );
  for (const { key, field, value } of rows) {
    let fields = found.get(key);
    if (!fields) found.set(key, (fields = new Map()));
    fields.set(field, value);
  }
  return found;
}

// The row with each of `fields` in the locale where it has a translation (the others as they are).
export function overlay<T extends object>(
  row: T,
  fields: Map<string, string> | undefined,
  names: (keyof T & string)[],
): T {
  if (!fields) return row;
  const copy = { ...row };
  for (const name of names) {
    const text = fields.get(name);
    if (text !== undefined && typeof copy[name] === "string") (copy as Record<string, unknown>)[name] = text;
  }
  return copy;
}

// Rows of one kind in the locale: one read for all of them (none in the default locale).
export async function localise<T extends object>(
  db: Database,
  locale: Locale,
  kind: TranslationKind,
  rows: T[],
  keyOf: (row: T) => string | number,
  names: (keyof T & string)[],
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const found = await readTranslations(db, locale, kind, rows.map(keyOf));
  return rows.map((row) => overlay(row, found.get(String(keyOf(row))), names));
}

// A JSON value (a content block's data, a configuration entry) with each string at a translated
// dotted path (`0.children.1.title`) in the locale; other strings stay as they are.
export function overlayJson(value: unknown, fields: Map<string, string> | undefined, path = ""): unknown {
  if (!fields || fields.size === 0) return value;
  if (typeof value === "string") return fields.get(path) ?? value;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) return value.map((item, i) => overlayJson(item, fields, at(i)));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, overlayJson(item, fields, at(key))]),
    );
  return value;
}

// Every string of a JSON value by its dotted path: what a translation of it may name.
export function stringPaths(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === "string") found.set(path, value);
  else if (Array.isArray(value))
    value.forEach((item, i) => stringPaths(item, at(i)).forEach((v, k) => found.set(k, v)));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      stringPaths(item, at(key)).forEach((v, k) => found.set(k, v));
  return found;
}

export type TranslationRow = typeof translations.$inferInsert;

// A stored row for one field (its search text where the field is searched).
export function translationRow(
  kind: TranslationKind,
  key: string | number,
  locale: Locale,
  field: string,
  value: string,
): TranslationRow {
  const searched = SEARCHED[kind]?.includes(field) ?? false;
  return { kind, key: String(key), locale, field, value, searchText: searched ? searchText(value) : null };
}

// Replaces the translations of one entity in one locale: a field given empty (or not given, with
// `replace`) has none and falls back to English.
export async function saveTranslations(
  db: Database,
  kind: TranslationKind,
  key: string | number,
  locale: Locale,
  fields: Record<string, string | null | undefined>,
) {
  const where = and(
    eq(translations.kind, kind),
    eq(translations.locale, locale),
    eq(translations.key, String(key)),
  );
  const rows = Object.entries(fields).flatMap(([field, value]) =>
    value?.trim() ? [translationRow(kind, key, locale, field, value.trim())] : [],
  );
  await db.transaction(async (tx) => {
    await tx.delete(translations).where(and(where, inArray(translations.field, Object.keys(fields))));
    if (rows.length) await tx.insert(translations).values(rows);
  });
}

// Stores many rows at once (an import, the demo data), replacing those with the same key.
export async function storeTranslations(db: Database, rows: TranslationRow[]) {
  for (let i = 0; i < rows.length; i += 1_000) {
    await db
      .insert(translations)
      .values(rows.slice(i, i + 1_000))
      .onConflictDoUpdate({
        target: [translations.kind, translations.locale, translations.key, translations.field],
        set: { value: sql`excluded.value`, searchText: sql`excluded.search_text` },
      });
  }
}

// Every translation of one entity: locale → field → text (for the back office).
export async function translationsOf(db: Database, kind: TranslationKind, key: string | number) {
  const rows = await db
    .select({ locale: translations.locale, field: translations.field, value: translations.value })
    .from(translations)
    .where(and(eq(translations.kind, kind), eq(translations.key, String(key))));
  const found: Partial<Record<Locale, Record<string, string>>> = {};
  for (const { locale, field, value } of rows) (found[locale] ??= {})[field] = value;
  return found;
}

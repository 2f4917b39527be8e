// The demo data's translations (Arabic and French), as rows of the translations table, built
// from the word lists of translated-copy.ts. Deterministic, as the demo data is.
import type { Locale } from "../contract";
import type { TranslationRow } from "../queries/translations";
import { translationRow } from "../queries/translations";
import type { DemoData } from "./demo-data";
import {
  BANNER_WORDS,
  BLOG_TITLES,
  BLOG_WORDS,
  CATALOG_WORDS,
  CATEGORY_NAMES,
  DESCRIPTIONS,
  FAQ_WORDS,
  MENU_EXTRAS,
  NOUNS,
  PAGE_WORDS,
  POPUP_WORDS,
  PREFIXES,
  translatedTitle,
} from "./translated-copy";

const LOCALES = ["ar", "fr"] as const satisfies Locale[];
type Words = Record<(typeof LOCALES)[number], string>;

// Nouns longest first: "Bamboo Zip Sleepsuit" is a Zip Sleepsuit, not a Sleepsuit.
const NOUNS_LONGEST_FIRST = Object.keys(NOUNS).sort((a, b) => b.length - a.length);

// A product title's translations, from its English prefix and noun.
export function titleWords(title: string): Words | null {
  const noun = NOUNS_LONGEST_FIRST.find((one) => title.endsWith(` ${one}`));
  return noun ? translatedTitle(title.slice(0, -noun.length - 1), noun) : null;
}

// The rows of one entity's fields, each given in both locales.
function rowsOf(kind: TranslationRow["kind"], key: string | number, fields: Record<string, Words>) {
  return LOCALES.flatMap((locale) =>
    Object.entries(fields).map(([field, words]) => translationRow(kind, key, locale, field, words[locale])),
  );
}

function productRows(data: DemoData): TranslationRow[] {
  return data.products.flatMap((product) => {
    const title = titleWords(product.title);
    if (!title) return [];
    const template = DESCRIPTIONS[product.type as keyof typeof DESCRIPTIONS];
    const description = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        template[locale].replace("{item}", title[locale]).replace("{brand}", product.brand),
      ]),
    ) as Words;
    return rowsOf("product", product.id, { title, description });
  });
}

// The menu's titles by their path in the menu's JSON (0.title, 0.children.2.title, …).
function menuRows(data: DemoData): TranslationRow[] {
  const menu = data.configEntries.find((entry) => entry.name === "menu")?.value as {
    title: string;
    path: string;
    children: { path: string }[];
  }[];
  const codeOf = (path: string) => /c2=([^&]+)/.exec(path)?.[1] ?? /c1=([^&]+)/.exec(path)?.[1] ?? "";
  const fields: Record<string, Words> = {};
  menu.forEach((item, i) => {
    const words = CATEGORY_NAMES[codeOf(item.path)] ?? MENU_EXTRAS[item.title];
    if (words) fields[`${i}.title`] = words;
    item.children.forEach((child, j) => {
      const childWords = CATEGORY_NAMES[codeOf(child.path)];
      if (childWords) fields[`${i}.children.${j}.title`] = childWords;
    });
  });
  return rowsOf("config", "menu", fields);
}

function faqRows(): TranslationRow[] {
  const fields: Record<string, Words> = {};
  FAQ_WORDS.forEach(({ question, answer }, i) => {
    fields[`${i}.question`] = question;
    fields[`${i}.answer`] = answer;
  });
  return rowsOf("config", "faq", fields);
}

// The ids the database gave the blog posts (by slug) and content blocks (by kind and position).
export type StoredIds = {
  blogPost: (slug: string) => number | undefined;
  block: (kind: string, position: number) => number | undefined;
};

export function demoTranslations(data: DemoData, ids: StoredIds): TranslationRow[] {
  const blocks = (kind: string, words: Record<string, Words>[]) =>
    words.flatMap((fields, position) => {
      const id = ids.block(kind, position);
      return id === undefined ? [] : rowsOf("block", id, fields);
    });
  return [
    ...data.categories.flatMap((category) =>
      CATEGORY_NAMES[category.code]
        ? rowsOf("category", category.code, { name: CATEGORY_NAMES[category.code] })
        : [],
    ),
    ...productRows(data),
    ...menuRows(data),
    ...faqRows(),
    ...Object.entries(CATALOG_WORDS).flatMap(([slug, fields]) => rowsOf("catalog", slug, fields)),
    ...Object.entries(PAGE_WORDS).flatMap(([slug, fields]) => rowsOf("page", slug, fields)),
    ...data.blogPosts.flatMap((post) => {
      const id = ids.blogPost(post.slug);
      return BLOG_TITLES[post.slug] && id !== undefined
        ? rowsOf("blog_post", id, { title: BLOG_TITLES[post.slug], ...BLOG_WORDS[post.slug] })
        : [];
    }),
    ...blocks("banner", BANNER_WORDS),
    ...blocks("popup", POPUP_WORDS),
  ];
}

// Every prefix and noun of the word lists has both translations (checked by the demo data's test).
export const WORD_LISTS = { NOUNS, PREFIXES };

// What the demo data's generator and its copy share: the row type, the shop's name and
// contact, and fixed dates (the demo's year starts on 1 January 2026).
export type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export const SHOP_NAME = "Little Sprout";
export const YEAR_START = Date.UTC(2026, 0, 1);
export const DAY = 24 * 60 * 60 * 1000;

export const SHOP = {
  name: SHOP_NAME,
  email: "hello@littlesprout.example",
  phone: "+1 (555) 014-2300",
  address: "12 Orchard Lane, Maplewood Central, Maplewood, Northmere 11110",
};

export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function date(days: number, hours = 0): Date {
  return new Date(YEAR_START + days * DAY + hours * 60 * 60 * 1000);
}

export const paragraphs = (...parts: string[]) => parts.join("\n\n");

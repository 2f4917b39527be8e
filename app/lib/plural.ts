// A count and its noun, "1 review", "2 reviews", "0 reviews", as one piece of text (so no
// layout can drop the space between them), with English's plural rules from the platform.
const rules = new Intl.PluralRules("en");

export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${rules.select(count) === "one" ? one : other}`;
}

// The shop's one date format ("Oct 9, 2019"), for every date it shows (posts, orders, reviews,
// a sale's end, a member's first day), in UTC, spelled out by hand so that the server and
// every browser write exactly the same text whatever their locale or time zone (no hydration
// mismatch).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

// Day first in French and Arabic, with Intl's short month names written out here (dates.test.ts
// checks every month against Intl): the first Intl.DateTimeFormat of Arabic costs 50-170 ms of the
// bench host's CPU (its locale data loaded), one task in the middle of a product page's hydration.
const DAY_FIRST_MONTHS: Record<string, string[] | undefined> = {
  fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  // Latin digits: the tag of the shop's Arabic (i18n/catalogue.server.ts).
  "ar-u-nu-latn": [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
  ],
};

// `intl`: the page's locale tag (useLocale().intl); other locales than English get their own
// words, as Intl writes them, also in UTC ("9 oct. 2019", "9 أكتوبر 2019" with Latin digits).
export function formatDate(iso: string, intl = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const [day, month, year] = [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()];
  if (intl === "en") return `${MONTHS[month]} ${day}, ${year}`;
  const dayFirst = DAY_FIRST_MONTHS[intl];
  return dayFirst ? `${day} ${dayFirst[month]} ${year}` : localDate(intl).format(date);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function localDate(intl: string) {
  let format = formats.get(intl);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(intl, format);
  }
  return format;
}

// The shop's one date format ("Oct 9, 2019"), for every date it shows (posts, orders, reviews,
// a sale's end, a member's first day), in UTC, spelled out by hand so that the server and
// every browser write exactly the same text whatever their locale or time zone (no hydration
// mismatch). A page in another locale passes its Intl tag (useLocale().intl): day, short month
// and year in UTC from Intl ("9 oct. 2019", "9 أكتوبر 2019"), which Node and Chromium write alike.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, intl = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (intl === "en") return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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
  return format.format(date);
}

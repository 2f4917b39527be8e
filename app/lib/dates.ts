// The shop's one date format ("Oct 9, 2019"), for every date it shows (posts, orders, reviews,
// a sale's end, a member's first day), in UTC, spelled out by hand so that the server and
// every browser write exactly the same text whatever their locale or time zone (no hydration
// mismatch).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

// `intl`: the page's locale tag (useLocale().intl); other locales than English get their own
// words from Intl, also in UTC ("9 oct. 2019", "9 أكتوبر 2019" with Latin digits).
export function formatDate(iso: string, intl = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (intl !== "en") return localDate(intl).format(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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

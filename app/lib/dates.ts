// The shop's one date format ("Oct 9, 2019"), for every date it shows (posts, orders, reviews,
// a sale's end, a member's first day), in UTC, spelled out by hand so that the server and
// every browser write exactly the same text whatever their locale or time zone (no hydration
// mismatch).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

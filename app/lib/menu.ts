// Which menu entry is the page being shown, for aria-current. A listing's entry names its
// category in the query (c1, and c2 for a sub-category): the entry is current only when
// both match, so on a dress listing "Dress" is current, not "Clothing" and not "Essentials".
const CATEGORY_PARAMS = ["c1", "c2"] as const;

export function isCurrentPath(entryPath: string, location: { pathname: string; search: string }) {
  const entry = new URL(entryPath, "http://shop.invalid");
  if (entry.pathname !== location.pathname) return false;
  const shown = new URLSearchParams(location.search);
  return CATEGORY_PARAMS.every((param) => (entry.searchParams.get(param) ?? "") === (shown.get(param) ?? ""));
}

// What the header draws of a menu entry (the API's entries also carry a type and a mega-menu flag).
export type NavEntry = { title: string; path: string; children: NavEntry[] };

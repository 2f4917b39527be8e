// The blog's URL params: a tag to filter by and a page. Anything malformed is ignored or
// clamped, so a hand-edited link still shows a page.
import { withoutControlCharacters } from "@contract/constants";

const MAX_PAGE = 10_000;

export function pageParam(params: URLSearchParams, name = "page"): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_PAGE) : 1;
}

export function tagParam(params: URLSearchParams): string | undefined {
  const tag = withoutControlCharacters(params.get("tag") ?? "")
    .trim()
    .toLowerCase();
  return tag && tag.length <= 50 ? tag : undefined;
}

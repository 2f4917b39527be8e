// What the blog's pages load besides their own content.
import type { Paging } from "@contract";

import type { Upstream } from "./upstream.server";

export const BLOG_PAGE_SIZE = 6;
const RECENT_POSTS = 5;

export async function blogSidebar(api: Upstream) {
  const [recent, tags] = await Promise.all([
    api.content.blog({ pageSize: RECENT_POSTS }),
    api.content.blogTags(),
  ]);
  return { recent: recent.data, tags };
}

// A page past the last one (an old or hand-edited link) shows the last one instead.
export async function pageOrLast<T extends { paging: Paging }>(
  fetchPage: (page: number) => Promise<T>,
  page: number,
) {
  const result = await fetchPage(page);
  const { totalPages } = result.paging;
  return page > totalPages && totalPages > 0 ? fetchPage(totalPages) : result;
}

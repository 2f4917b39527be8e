import type { BlogSummary, BlogTag } from "@contract";

import { formatDate } from "~/lib/dates";
import { LocaleLink } from "~/lib/i18n/Link";
import { useLocale, useT } from "~/lib/i18n/use-t";

// Beside the blog list and every post: the latest posts and the tags to filter by.
export function BlogSidebar({
  recent,
  tags,
  currentTag,
}: {
  recent: BlogSummary[];
  tags: BlogTag[];
  currentTag?: string;
}) {
  const t = useT();
  const { intl } = useLocale();
  return (
    <aside className="flex flex-col gap-8 text-sm">
      <section aria-labelledby="recent-posts">
        <h2 id="recent-posts" className="mb-3 text-lg font-semibold">
          {t("blog.recentPosts")}
        </h2>
        <ul className="flex flex-col gap-3">
          {recent.map((post) => (
            <li key={post.slug} className="flex gap-3">
              <img
                src={`/media/${post.image}`}
                alt=""
                width={72}
                height={48}
                loading="lazy"
                className="h-12 w-[72px] shrink-0 rounded object-cover"
              />
              <div>
                <LocaleLink
                  to={`/blog/${post.slug}`}
                  className="font-medium leading-snug hover:text-theme-strong"
                >
                  {post.title}
                </LocaleLink>
                <p className="text-xs text-slate-500">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, intl)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-labelledby="popular-tags">
        <h2 id="popular-tags" className="mb-3 text-lg font-semibold">
          {t("blog.popularTags")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {currentTag && (
            <li>
              <LocaleLink
                to="/blog"
                className="inline-block rounded-full border px-3 py-1 hover:border-theme"
              >
                {t("blog.allPosts")}
              </LocaleLink>
            </li>
          )}
          {tags.map(({ tag, count }) => (
            <li key={tag}>
              <LocaleLink
                to={`/blog?tag=${encodeURIComponent(tag)}`}
                aria-current={tag === currentTag ? "page" : undefined}
                aria-label={t("blog.tagCount", { tag, count })}
                className="inline-block rounded-full border px-3 py-1 hover:border-theme aria-[current=page]:border-theme aria-[current=page]:bg-theme-strong aria-[current=page]:text-white"
              >
                {tag} <span className="text-xs">({count})</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

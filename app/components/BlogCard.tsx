import type { BlogSummary } from "@contract";

import { formatDate } from "~/lib/dates";
import { useLocale } from "~/lib/i18n/use-t";

import { SiteLink } from "./SiteLink";

// `tagsLabel`: the tag list's name, in the words of the page's namespace (the blog's or the home
// page's).
export function BlogCard({
  post,
  tagsLabel,
  heading: Heading = "h2",
}: {
  post: BlogSummary;
  tagsLabel: string;
  heading?: "h2" | "h3";
}) {
  const { intl } = useLocale();
  return (
    <article className="flex flex-col gap-3">
      <SiteLink
        to={`/blog/${post.slug}`}
        tabIndex={-1}
        aria-hidden="true"
        className="block overflow-hidden rounded-lg bg-slate-100"
      >
        <img
          src={`/media/${post.image}`}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full object-cover transition hover:scale-105"
        />
      </SiteLink>
      <p className="text-xs uppercase tracking-wide text-slate-500">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, intl)}</time> · {post.author}
      </p>
      <Heading className="text-lg font-semibold leading-snug">
        <SiteLink to={`/blog/${post.slug}`} className="block py-2.5 hover:text-theme-strong">
          {post.title}
        </SiteLink>
      </Heading>
      <p className="text-sm text-slate-600">{post.summary}</p>
      <TagLinks tags={post.tags} label={tagsLabel} />
    </article>
  );
}

export function TagLinks({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2 text-xs">
      {tags.map((tag) => (
        <li key={tag}>
          <SiteLink to={`/blog?tag=${encodeURIComponent(tag)}`} className="tag-link">
            #{tag}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

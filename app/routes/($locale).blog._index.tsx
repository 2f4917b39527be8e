import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BlogCard } from "~/components/BlogCard";
import { BlogSidebar } from "~/components/BlogSidebar";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { Pagination } from "~/components/Pagination";
import { pageParam, tagParam } from "~/lib/blog-params";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { absoluteUrl, BLOG_PAGE_SIZE, blogSidebar, pageOrLast } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tag = tagParam(params);
  const { api } = context;
  const [list, sidebar] = await Promise.all([
    pageOrLast((page) => api.content.blog({ tag, page, pageSize: BLOG_PAGE_SIZE }), pageParam(params)),
    blogSidebar(api),
  ]);
  const { page } = list.paging;
  // The canonical URL names the tag and page shown (a clamped page, never the one asked for).
  const query = new URLSearchParams({
    ...(tag && { tag }),
    ...(page > 1 && { page: String(page) }),
  }).toString();
  const t = translator(request, ["blog"]);
  const heading = tag ? t("blog.tagged", { tag }) : t("blog.title");
  const title = page > 1 ? t("blog.page", { title: heading, page }) : heading;
  return {
    tag,
    title,
    messages: routeMessages(request, ["blog", "paging"]),
    posts: list.data,
    paging: list.paging,
    sidebar,
    seo: {
      title,
      description: tag ? t("blog.descriptionTagged", { tag }) : t("blog.description"),
      url: absoluteUrl(query ? `/blog?${query}` : "/blog"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function Blog() {
  const { tag, title, posts, paging, sidebar, seo } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <Breadcrumbs
        crumbs={[
          { name: t("blog.title"), path: "/blog" },
          ...(tag ? [{ name: `#${tag}`, path: `/blog?tag=${encodeURIComponent(tag)}` }] : []),
        ]}
        baseUrl={seo.url}
      />
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div>
          <h1 className="mb-6 text-3xl font-semibold">{title}</h1>
          {posts.length > 0 ? (
            <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2">
              {posts.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} tagsLabel={t("blog.tags")} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-lg bg-slate-50 p-8 text-center">
              {t("blog.noPostsTagged", { tag })}{" "}
              <LocaleLink to="/blog" className="text-theme-strong underline underline-offset-4">
                {t("blog.seeAll")}
              </LocaleLink>
            </p>
          )}
          <Pagination paging={paging} />
        </div>
        <BlogSidebar recent={sidebar.recent} tags={sidebar.tags} currentTag={tag} />
      </div>
    </div>
  );
}

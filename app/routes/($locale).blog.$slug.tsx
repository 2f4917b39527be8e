import { useForm } from "@conform-to/react";
import { type BlogPost, type Comment, NewComment, type Paging } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";

import { TagLinks } from "~/components/BlogCard";
import { BlogSidebar } from "~/components/BlogSidebar";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { MessageForm, TextareaField } from "~/components/forms";
import { JsonLd } from "~/components/JsonLd";
import { Pagination } from "~/components/Pagination";
import { ShareLinks } from "~/components/ShareLinks";
import { TextBlocks } from "~/components/TextBlocks";
import { pageParam } from "~/lib/blog-params";
import { formatDate } from "~/lib/dates";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { useLocale, useT } from "~/lib/i18n/use-t";
import { absoluteUrl, blogSidebar, orNotFound, pageOrLast, sendMessage } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

const COMMENTS_PAGE_SIZE = 10;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const commentsPage = pageParam(new URL(request.url).searchParams);
  const { api } = context;
  const [post, comments, sidebar] = await Promise.all([
    orNotFound(api.content.blogPost(slug)),
    orNotFound(
      pageOrLast((page) => api.content.comments(slug, { page, pageSize: COMMENTS_PAGE_SIZE }), commentsPage),
    ),
    blogSidebar(api),
  ]);
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    post,
    comments,
    sidebar,
    messages: routeMessages(request, ["blog", "paging", "share", "sender"]),
    seo: {
      title: post.title,
      description: post.summary,
      url,
      image: `/media/${post.image}`,
      type: "article" as const,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta(data?.seo),
  ...(data ? [{ property: "article:published_time", content: data.post.publishedAt }] : []),
];

export async function action({ request, params, context }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  return sendMessage(
    request,
    context,
    NewComment,
    (api, comment) => api.content.postComment(slug, comment),
    async (api, created) => {
      // A published comment is the newest, on the last page of comments: go there to show it.
      if (created.status !== "published") return `/blog/${slug}#comments`;
      const { paging } = await api.content.comments(slug, { pageSize: COMMENTS_PAGE_SIZE });
      return `/blog/${slug}${paging.totalPages > 1 ? `?page=${paging.totalPages}` : ""}#comments`;
    },
    (created) => (created.status === "published" ? "notice.comment.published" : "notice.comment.pending"),
  );
}

export default function BlogPostPage() {
  const { post, comments, sidebar, seo } = useLoaderData<typeof loader>();
  const image = new URL(seo.image, seo.url).href;
  const t = useT();
  const { intl } = useLocale();
  return (
    <div>
      <Breadcrumbs
        crumbs={[
          { name: t("blog.title"), path: "/blog" },
          { name: post.title, path: `/blog/${post.slug}` },
        ]}
        baseUrl={seo.url}
      />
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <article className="flex flex-col gap-5">
            <header className="flex flex-col gap-3">
              <h1 className="text-3xl font-semibold md:text-4xl">{post.title}</h1>
              <p className="text-sm text-slate-500">
                {t("blog.by")} <span className="font-medium text-slate-700">{post.author}</span> ·{" "}
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, intl)}</time>
              </p>
            </header>
            <img
              src={`/media/${post.image}`}
              alt=""
              width={1200}
              height={800}
              className="aspect-[3/2] w-full rounded-lg object-cover"
            />
            <TextBlocks body={post.body} />
            <TagLinks tags={post.tags} label={t("blog.tags")} />
            <ShareLinks url={seo.url} title={post.title} image={image} />
            <JsonLd data={blogPosting(post, seo.url, image)} />
          </article>
          <Comments comments={comments.data} paging={comments.paging} />
          <CommentForm key={useLocation().key} />
        </div>
        <BlogSidebar recent={sidebar.recent} tags={sidebar.tags} />
      </div>
    </div>
  );
}

function Comments({ comments, paging }: { comments: Comment[]; paging: Paging }) {
  const t = useT();
  const { intl } = useLocale();
  return (
    <section id="comments" aria-labelledby="comments-title" className="scroll-mt-4">
      <h2 id="comments-title" className="mb-4 text-2xl font-semibold">
        {paging.total === 0 ? t("blog.comments") : t("blog.commentCount", { count: paging.total })}
      </h2>
      {comments.length === 0 ? (
        <p className="text-slate-600">{t("blog.noComments")}</p>
      ) : (
        <ol className="flex flex-col divide-y">
          {comments.map((comment) => (
            <li key={comment.id} className="py-4">
              <article aria-label={t("blog.commentBy", { name: comment.name })}>
                <p className="text-sm">
                  <span className="font-semibold">{comment.name}</span>{" "}
                  <time dateTime={comment.createdAt} className="text-slate-500">
                    {formatDate(comment.createdAt, intl)}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-700">{comment.body}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination paging={paging} />
    </section>
  );
}

// Keyed by location: a fresh form after a comment was accepted, the typed one after a refusal.
function CommentForm() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<NewComment>({ id: "comment", lastResult });
  const t = useT();
  return (
    <MessageForm
      id="leave-comment"
      title={t("blog.leaveComment")}
      intro={t("blog.commentIntro")}
      form={form}
      name={fields.name}
      email={fields.email}
      submit={t("blog.postComment")}
      pendingText={t("blog.posting")}
    >
      <TextareaField
        label={t("blog.comment")}
        meta={fields.body}
        textareaProps={{ maxLength: 2000, required: true }}
      />
    </MessageForm>
  );
}

function blogPosting(post: BlogPost, url: string, image: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedAt,
    author: { "@type": "Person", name: post.author },
    image,
    keywords: post.tags.join(", "),
    mainEntityOfPage: url,
  };
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { LocaleLink } from "~/lib/i18n/Link";
import { absoluteUrl } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";
import { listingPath } from "~/lib/sitemap";
import { STATIC_PAGES } from "~/lib/static-pages";

// The shop on one page, for people (search engines read /sitemap.xml).
export async function loader({ context }: LoaderFunctionArgs) {
  const { api } = context;
  const [categories, catalogs, blog] = await Promise.all([
    api.products.categories(),
    api.content.catalogs(),
    api.content.blog({ pageSize: 48 }),
  ]);
  return {
    categories,
    catalogs,
    posts: blog.data,
    seo: {
      title: "Sitemap",
      description: "Every part of the Little Sprout shop on one page.",
      url: absoluteUrl("/sitemap"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function Sitemap() {
  const { categories, catalogs, posts } = useLoaderData<typeof loader>();
  const tops = categories.filter((category) => category.parentCode === null);
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">Sitemap</h1>
      <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-4">
        <Group title="Shop">
          <li>
            <LocaleLink to="/products">All products</LocaleLink>
          </li>
          {tops.map((top) => (
            <li key={top.code}>
              <LocaleLink to={listingPath(top)}>{top.name}</LocaleLink>
              <ul className="ms-4 mt-1 space-y-1">
                {categories
                  .filter((sub) => sub.parentCode === top.code)
                  .map((sub) => (
                    <li key={sub.code}>
                      <LocaleLink to={listingPath(sub)}>{sub.name}</LocaleLink>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </Group>
        <Group title="Collections">
          {catalogs.map((catalog) => (
            <li key={catalog.slug}>
              <LocaleLink to={`/catalog/${catalog.slug}`}>{catalog.title}</LocaleLink>
            </li>
          ))}
          <li>
            <LocaleLink to="/lookbook">Lookbook</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/reviews">Reviews</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/wishlist">Wishlist</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/compare">Compare</LocaleLink>
          </li>
        </Group>
        <Group title="Blog">
          <li>
            <LocaleLink to="/blog">All posts</LocaleLink>
          </li>
          {posts.map((post) => (
            <li key={post.slug}>
              <LocaleLink to={`/blog/${post.slug}`}>{post.title}</LocaleLink>
            </li>
          ))}
        </Group>
        <Group title="Information">
          {STATIC_PAGES.map((page) => (
            <li key={page.slug}>
              <LocaleLink to={`/page/${page.slug}`}>{page.title}</LocaleLink>
            </li>
          ))}
          <li>
            <LocaleLink to="/faq">Questions and answers</LocaleLink>
          </li>
        </Group>
      </div>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sitemap-${title}`}>
      <h2 id={`sitemap-${title}`} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      <ul className="space-y-1 text-slate-700 [&_a:hover]:text-theme-strong [&_a]:underline-offset-4 [&_a:hover]:underline">
        {children}
      </ul>
    </section>
  );
}

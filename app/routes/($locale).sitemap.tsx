import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { absoluteUrl } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";
import { listingPath } from "~/lib/sitemap";
import { STATIC_PAGES } from "~/lib/static-pages";

// The shop on one page, for people (search engines read /sitemap.xml). Its headings and fixed
// links are the footer's and header's words (`shell`, on every page) where they are the same.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const [categories, catalogs, blog] = await Promise.all([
    api.products.categories(),
    api.content.catalogs(),
    api.content.blog({ pageSize: 48 }),
  ]);
  const t = translator(request, ["shell", "sitemap"]);
  return {
    categories,
    catalogs,
    posts: blog.data,
    messages: routeMessages(request, ["sitemap"]),
    seo: {
      title: t("shell.footer.sitemap"),
      description: t("sitemap.description"),
      url: absoluteUrl("/sitemap"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function Sitemap() {
  const { categories, catalogs, posts } = useLoaderData<typeof loader>();
  const tops = categories.filter((category) => category.parentCode === null);
  const t = useT();
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">{t("shell.footer.sitemap")}</h1>
      <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-4">
        <Group id="shop" title={t("shell.footer.shop")}>
          <li>
            <LocaleLink to="/products">{t("sitemap.allProducts")}</LocaleLink>
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
        <Group id="collections" title={t("sitemap.collections")}>
          {catalogs.map((catalog) => (
            <li key={catalog.slug}>
              <LocaleLink to={`/catalog/${catalog.slug}`}>{catalog.title}</LocaleLink>
            </li>
          ))}
          <li>
            <LocaleLink to="/lookbook">{t("shell.footer.lookbook")}</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/reviews">{t("shell.footer.reviews")}</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/wishlist">{t("shell.header.wishlist")}</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/compare">{t("shell.header.compare")}</LocaleLink>
          </li>
        </Group>
        <Group id="blog" title={t("shell.footer.blog")}>
          <li>
            <LocaleLink to="/blog">{t("sitemap.allPosts")}</LocaleLink>
          </li>
          {posts.map((post) => (
            <li key={post.slug}>
              <LocaleLink to={`/blog/${post.slug}`}>{post.title}</LocaleLink>
            </li>
          ))}
        </Group>
        <Group id="information" title={t("shell.footer.information")}>
          {STATIC_PAGES.map((page) => (
            <li key={page.slug}>
              <LocaleLink to={`/page/${page.slug}`}>{t(page.message)}</LocaleLink>
            </li>
          ))}
          <li>
            <LocaleLink to="/faq">{t("shell.footer.faq")}</LocaleLink>
          </li>
        </Group>
      </div>
    </div>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      <ul className="space-y-1 text-slate-700 [&_a:hover]:text-theme-strong [&_a]:underline-offset-4 [&_a:hover]:underline">
        {children}
      </ul>
    </section>
  );
}

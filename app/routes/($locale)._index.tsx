import type { Banner, BlogSummary, FeedItem } from "@contract";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";

import { BlogCard } from "~/components/BlogCard";
import { Carousel } from "~/components/Carousel";
import { SliderCard } from "~/components/ProductCard";
import { identityOf } from "~/components/ServerMarkup";
import { SiteLink } from "~/components/SiteLink";
import { Testimonials } from "~/components/Testimonials";
import { useT } from "~/lib/i18n/use-t";
import { loadHome } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";
import { useCurrency } from "~/lib/use-shop";

// The first banner is the largest picture above the fold: the browser asks for it at once.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta(data?.seo),
  ...(data?.banners[0]
    ? [
        {
          tagName: "link",
          rel: "preload",
          as: "image",
          href: `/media/${data.banners[0].image}`,
          fetchPriority: "high",
        },
      ]
    : []),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { home, headers } = await loadHome(request, context);
  return data(home, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Home() {
  const { banners, feed, posts, testimonials, sections } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  const t = useT();
  return (
    <div className="flex flex-col gap-14">
      <h1 className="sr-only">{t("home.heading")}</h1>
      {banners.length > 0 && <Banners banners={banners} />}
      <CategoryTiles />
      {sections.map((section) =>
        section.products.length > 0 ? (
          <section key={section.title} aria-labelledby={slugOf(section.title)} className="below-fold">
            <SectionHeading id={slugOf(section.title)} title={section.title} link={section.link} />
            <Carousel
              label={t("home.section.products", { title: section.title })}
              contentKey={`${currency.code} ${identityOf(section.products)}`}
            >
              {section.products.map((product) => (
                <SliderCard key={product.id} product={product} currency={currency} />
              ))}
            </Carousel>
          </section>
        ) : null,
      )}
      {posts.length > 0 && <LatestPosts posts={posts} />}
      {testimonials.length > 0 && <Testimonials testimonials={testimonials} />}
      {feed.length > 0 && <Feed items={feed} />}
    </div>
  );
}

const slugOf = (title: string) => title.toLowerCase().replace(/\W+/g, "-");

function SectionHeading({ id, title, link }: { id: string; title: string; link: string }) {
  const t = useT();
  return (
    <div className="mb-4 flex items-center justify-between">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <SiteLink
        to={link}
        className="flex min-h-11 min-w-11 items-center text-sm text-theme-strong underline-offset-4 hover:underline"
      >
        {t("home.seeAll")}
        <span className="sr-only"> {title}</span>
      </SiteLink>
    </div>
  );
}

function Banners({ banners }: { banners: Banner[] }) {
  const t = useT();
  return (
    <Carousel label={t("home.highlights")} slideClassName="basis-full" contentKey={`${identityOf(banners)}`}>
      {banners.map((banner, index) => (
        <div key={banner.id} className="banner">
          <img
            src={`/media/${banner.image}`}
            alt=""
            width={1600}
            height={600}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : undefined}
          />
          <div>
            <h2>{banner.title}</h2>
            <p>{banner.subtitle}</p>
            <SiteLink to={banner.link}>{banner.cta}</SiteLink>
          </div>
        </div>
      ))}
    </Carousel>
  );
}

function CategoryTiles() {
  const t = useT();
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className="sr-only">
        {t("home.byCategory")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SiteLink to="/products?c1=CL-001" className="rounded-xl bg-rose-500/10 p-8 hover:text-theme-strong">
          <span className="block text-2xl font-semibold">{t("shell.footer.clothing")}</span>
          <span className="text-sm text-slate-600">{t("home.clothing.text")}</span>
        </SiteLink>
        <SiteLink to="/products?c1=ES-001" className="rounded-xl bg-sky-500/10 p-8 hover:text-theme-strong">
          <span className="block text-2xl font-semibold">{t("shell.footer.essentials")}</span>
          <span className="text-sm text-slate-600">{t("home.essentials.text")}</span>
        </SiteLink>
      </div>
    </section>
  );
}

function LatestPosts({ posts }: { posts: BlogSummary[] }) {
  const t = useT();
  return (
    <section aria-labelledby="blog-title">
      <SectionHeading id="blog-title" title={t("home.fromBlog")} link="/blog" />
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} heading="h3" tagsLabel={t("home.blogTags")} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Feed({ items }: { items: FeedItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby="feed-title">
      <h2 id="feed-title" className="mb-4 text-2xl font-semibold">
        {t("home.feed")}
      </h2>
      <ul className="feed">
        {items.map((item) => (
          <li key={item.id}>
            <SiteLink to={item.link}>
              <img src={`/media/${item.image}`} alt={item.alt} width={600} height={600} loading="lazy" />
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

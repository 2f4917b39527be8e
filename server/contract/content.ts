// Banners, popups, the image feed, catalogs, blog, static pages and configuration.
import { z } from "zod";

import { envelope, ONE_LINE, pagedEnvelope, PagingQuery } from "./common";
import { LOOK_GROUPS } from "./constants";

export const Banner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    image: z.string(),
    link: z.string(),
    cta: z.string(),
  })
  .meta({ id: "Banner" });
export type Banner = z.infer<typeof Banner>;

export const POPUP_TYPES = ["newsletter", "age-check", "offer", "exit"] as const;
export const Popup = z
  .object({
    id: z.number().int(),
    type: z.enum(POPUP_TYPES),
    title: z.string(),
    body: z.string(),
    cta: z.string().optional(),
    // Where the call to action leads: a path on the shop.
    link: z.string().startsWith("/").optional(),
  })
  .meta({ id: "Popup" });
export type Popup = z.infer<typeof Popup>;

export const FeedItem = z
  .object({ id: z.number().int(), image: z.string(), alt: z.string(), link: z.string() })
  .meta({ id: "FeedItem" });
export type FeedItem = z.infer<typeof FeedItem>;

// A styled outfit in the lookbook: its picture, the products it features and a listing to see more.
export const Look = z
  .object({
    id: z.number().int(),
    group: z.enum(LOOK_GROUPS),
    title: z.string(),
    caption: z.string(),
    image: z.string(),
    products: z.array(z.object({ slug: z.string(), title: z.string() })).min(1),
    listing: z.object({ title: z.string(), link: z.string() }),
  })
  .meta({ id: "Look" });
export type Look = z.infer<typeof Look>;

// The people behind the shop and what parents say about it, for the about-us page.
export const TeamMember = z
  .object({ id: z.number().int(), name: z.string(), role: z.string(), bio: z.string(), avatar: z.string() })
  .meta({ id: "TeamMember" });
export type TeamMember = z.infer<typeof TeamMember>;

export const Testimonial = z
  .object({
    id: z.number().int(),
    quote: z.string(),
    name: z.string(),
    // Where they live and whom they shop for, e.g. "Maplewood, mum of Ada (2)".
    detail: z.string(),
    rating: z.number().int().min(1).max(5),
  })
  .meta({ id: "Testimonial" });
export type Testimonial = z.infer<typeof Testimonial>;

export const Catalog = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    image: z.string(),
    collection: z.string(),
  })
  .meta({ id: "Catalog" });
export type Catalog = z.infer<typeof Catalog>;

export const BlogSummary = z
  .object({
    slug: z.string(),
    title: z.string(),
    author: z.string(),
    summary: z.string(),
    image: z.string(),
    type: z.string(),
    tags: z.array(z.string()),
    publishedAt: z.string(),
  })
  .meta({ id: "BlogSummary" });
export type BlogSummary = z.infer<typeof BlogSummary>;

export const BlogPost = BlogSummary.extend({ body: z.string() }).meta({ id: "BlogPost" });
export type BlogPost = z.infer<typeof BlogPost>;

export const Page = z.object({ slug: z.string(), title: z.string(), body: z.string() }).meta({ id: "Page" });
export type Page = z.infer<typeof Page>;

// What shoppers write: blog comments and contact messages. The messages are written for
// shoppers, because the web shows them beside the form fields as they are.
const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Please enter ${what}` })
    .trim()
    .min(min, min > 1 ? `Please enter ${what} (at least ${min} characters)` : `Please enter ${what}`)
    .max(max, `Please keep ${what} under ${max} characters`);
export const EmailAddress = z
  .string({ error: "Please enter your email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a shorter email address")
  .pipe(z.email("Please enter a valid email address, such as name@example.com"));
// A honeypot: hidden from people, so only a bot fills it in. Such a post is answered as if
// it were accepted, and nothing is stored.
export const Honeypot = z.string().max(500).optional();

export const NewComment = z
  .object({
    name: text("your name", 2, 80),
    email: EmailAddress,
    body: text("a comment", 2, 2000),
    website: Honeypot,
  })
  .meta({ id: "NewComment" });
export type NewComment = z.infer<typeof NewComment>;

export const Comment = z
  .object({ id: z.number().int(), name: z.string(), body: z.string(), createdAt: z.string() })
  .meta({ id: "Comment" });
export type Comment = z.infer<typeof Comment>;

// Published at once, or held for a person to read first (and not listed until then).
export const MODERATION_STATUSES = ["published", "pending"] as const;
export const CommentCreatedResponse = envelope(
  z.object({ status: z.enum(MODERATION_STATUSES), message: z.string() }),
);
export const CommentsResponse = pagedEnvelope(Comment);

export const ContactMessage = z
  .object({
    name: text("your name", 2, 80).regex(ONE_LINE.pattern, ONE_LINE.message),
    email: EmailAddress,
    subject: text("a subject", 2, 150).regex(ONE_LINE.pattern, ONE_LINE.message),
    message: text("a message", 10, 5000),
    website: Honeypot,
  })
  .meta({ id: "ContactMessage" });
export type ContactMessage = z.infer<typeof ContactMessage>;

export const BlogTag = z.object({ tag: z.string(), count: z.number().int() }).meta({ id: "BlogTag" });
export type BlogTag = z.infer<typeof BlogTag>;
export const BlogTagsResponse = envelope(z.array(BlogTag));

export const CatalogsResponse = envelope(z.array(Catalog));
export const CatalogResponse = envelope(Catalog);
export const BlogListQuery = PagingQuery.extend({ tag: z.string().min(1).max(50).optional() });
export const BlogListResponse = pagedEnvelope(BlogSummary);
export const BlogPostResponse = envelope(BlogPost);
export const PageResponse = envelope(Page);

// Configuration entries, read with /api/config/fetch?name=…
export const CONFIG_NAMES = ["currencies", "faq", "layout", "menu", "shop"] as const;
export const ConfigQuery = z.object({ name: z.enum(CONFIG_NAMES) });

export const Currency = z.object({ code: z.string(), symbol: z.string(), factor: z.number().positive() });
export type Currency = z.infer<typeof Currency>;
export const CurrenciesConfig = z.object({ default: z.string(), currencies: z.array(Currency).min(1) });
export type CurrenciesConfig = z.infer<typeof CurrenciesConfig>;

export type MenuItem = {
  title: string;
  type: "sub" | "link";
  path: string;
  megaMenu: boolean;
  children: MenuItem[];
};
export const MenuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    type: z.enum(["sub", "link"]),
    path: z.string(),
    megaMenu: z.boolean(),
    children: z.array(MenuItem),
  }),
);
export const MenuConfig = z.array(MenuItem);

export const LayoutConfig = z.object({
  layoutType: z.enum(["ltr", "rtl"]),
  layoutVersion: z.enum(["light", "dark"]),
  color: z.string(),
});
export const ShopConfig = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});
// Questions shoppers ask often, shown as an accordion on /faq.
export const FaqConfig = z.array(z.object({ question: z.string(), answer: z.string() }));
export type FaqConfig = z.infer<typeof FaqConfig>;

export const ConfigValues = {
  currencies: CurrenciesConfig,
  faq: FaqConfig,
  layout: LayoutConfig,
  menu: MenuConfig,
  shop: ShopConfig,
} as const;
export type ConfigName = keyof typeof ConfigValues;
export type ConfigValue<N extends ConfigName> = z.infer<(typeof ConfigValues)[N]>;
export const ConfigResponse = envelope(z.object({ name: z.enum(CONFIG_NAMES), value: z.unknown() }));

// Address lists: province > city > district > subdistrict > postal code.
export const Region = z.object({ id: z.number().int(), name: z.string() }).meta({ id: "Region" });
export const RegionsResponse = envelope(z.array(Region));
export const RegionId = z.coerce.number().int().positive().max(2_147_483_647);

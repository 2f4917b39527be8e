// Content calls: banners, popups, the blog and its comments, pages, contact, configuration, newsletter.
import {
  Banner,
  BlogListResponse,
  BlogPostResponse,
  BlogTagsResponse,
  CatalogResponse,
  CatalogsResponse,
  CommentCreatedResponse,
  CommentsResponse,
  type ConfigName,
  ConfigResponse,
  type ConfigValue,
  ConfigValues,
  type ContactMessage,
  envelope,
  FeedItem,
  Look,
  type NewComment,
  OkMessage,
  PageResponse,
  Popup,
  TeamMember,
  Testimonial,
} from "@contract";
import { z } from "zod";

import type { Call } from "../upstream.server";

export const contentCalls = (call: Call) => ({
  content: {
    banners: async () => (await call(envelope(z.array(Banner)), "/api/content/banner/external")).data,
    popups: async () => (await call(envelope(z.array(Popup)), "/api/content/popup/external")).data,
    feed: async () => (await call(envelope(z.array(FeedItem)), "/api/content/instagram/external")).data,
    looks: async () => (await call(envelope(z.array(Look)), "/api/content/lookbook/external")).data,
    team: async () => (await call(envelope(z.array(TeamMember)), "/api/content/team/external")).data,
    testimonials: async () =>
      (await call(envelope(z.array(Testimonial)), "/api/content/testimonial/external")).data,
    catalogs: async () => (await call(CatalogsResponse, "/api/content/catalog")).data,
    catalog: async (slug: string) =>
      (await call(CatalogResponse, `/api/content/catalog/${encodeURIComponent(slug)}`)).data,
    blog: (query: { page?: number; pageSize?: number; tag?: string }) =>
      call(BlogListResponse, "/api/content/blog/all", { query }),
    blogPost: async (slug: string) =>
      (await call(BlogPostResponse, `/api/content/blog/detail/${encodeURIComponent(slug)}`)).data,
    blogTags: async () => (await call(BlogTagsResponse, "/api/content/blog/tags")).data,
    comments: (slug: string, query: { page?: number; pageSize?: number }) =>
      call(CommentsResponse, `/api/content/blog/${encodeURIComponent(slug)}/comments`, { query }),
    postComment: async (slug: string, body: NewComment) =>
      (
        await call(CommentCreatedResponse, `/api/content/blog/${encodeURIComponent(slug)}/comments`, {
          method: "POST",
          body,
        })
      ).data,
    page: async (slug: string) =>
      (await call(PageResponse, `/api/content/page/${encodeURIComponent(slug)}`)).data,
    contact: async (body: ContactMessage) =>
      (await call(OkMessage, "/api/content/contact", { method: "POST", body })).data,
  },
  config: {
    fetch: async <N extends ConfigName>(name: N): Promise<ConfigValue<N>> => {
      const { data } = await call(ConfigResponse, "/api/config/fetch", { query: { name } });
      return ConfigValues[name].parse(data.value) as ConfigValue<N>;
    },
  },
  newsletter: {
    subscribe: async (body: { email: string }) =>
      (await call(OkMessage, "/api/subscribe", { method: "POST", body })).data,
    confirm: async (body: { token: string }) =>
      (await call(OkMessage, "/api/newsletter/confirm", { method: "POST", body })).data,
    unsubscribe: async (body: { token: string }) =>
      (await call(OkMessage, "/api/newsletter/unsubscribe", { method: "POST", body })).data,
  },
});

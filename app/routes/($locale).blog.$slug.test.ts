import { expect, test } from "vitest";

import { settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).blog.$slug";

async function aPost() {
  const { body } = await shop.api.request("/api/content/blog/all?pageSize=1");
  return body.data[0] as { slug: string; title: string };
}

const commentCount = async (slug: string) =>
  (await shop.api.request(`/api/content/blog/${slug}/comments`)).body.paging.total as number;

test("a post with its comments and the sidebar", async () => {
  const post = await aPost();
  const result = await settle(loader, webRequest(`/blog/${post.slug}`), { slug: post.slug });
  expect(result.status).toBe(200);
  expect(result.data.post.title).toBe(post.title);
  expect(result.data.comments.paging.page).toBe(1);
  expect(result.data.seo.type).toBe("article");
});

test("a comment is published and the page shows it", async () => {
  const post = await aPost();
  const before = await commentCount(post.slug);
  const form = { name: "Robin", email: "robin@example.com", body: "Lovely ideas, thank you." };
  const result = await settle(action, webRequest(`/blog/${post.slug}`, { form }), { slug: post.slug });
  expect(result).toHaveRedirect();
  expect(result.headers.get("Location")).toMatch(new RegExp(`^/blog/${post.slug}(\\?page=\\d+)?#comments$`));
  expect((await toastOf(result))?.kind).toBe("success");
  expect(await commentCount(post.slug)).toBe(before + 1);
});

test("a one-letter comment: 400 with the field's message, what was typed kept, nothing stored", async () => {
  const post = await aPost();
  const before = await commentCount(post.slug);
  const form = { name: "Robin", email: "robin@example.com", body: "x" };
  const result = await settle(action, webRequest(`/blog/${post.slug}`, { form }), { slug: post.slug });
  expect(result.status).toBe(400);
  expect(result.data.error.body).toEqual(["Use at least 2 characters"]);
  expect(result.data.initialValue.name).toBe("Robin");
  expect(await commentCount(post.slug)).toBe(before);
});

test("an unknown post is a 404", async () => {
  const result = await settle(loader, webRequest("/blog/no-such-post"), { slug: "no-such-post" });
  expect(result.status).toBe(404);
});

test("the API down: 503", async () => {
  const post = await aPost();
  const result = await whileApiDown(() =>
    settle(loader, webRequest(`/blog/${post.slug}`), { slug: post.slug }),
  );
  expect(result.status).toBe(503);
});

import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).blog._index";

test("the blog: a page of posts, the sidebar and its canonical URL", async () => {
  const result = await settle(loader, webRequest("/blog"));
  expect(result.status).toBe(200);
  expect(result.data.title).toBe("Blog");
  expect(result.data.posts).toHaveLength(6);
  expect(result.data.paging.page).toBe(1);
  expect(result.data.seo.url).toBe("http://localhost:3000/blog");
});

test("a tag narrows the list and names the page", async () => {
  const all = await settle(loader, webRequest("/blog"));
  const tag = all.data.posts[0].tags[0];
  const result = await settle(loader, webRequest(`/blog?tag=${encodeURIComponent(tag)}`));
  expect(result.data.title).toBe(`Posts tagged “${tag}”`);
  expect(result.data.posts.length).toBeGreaterThan(0);
  for (const post of result.data.posts) expect(post.tags).toContain(tag);
});

test("a page past the end shows the last page, and a nonsense page the first", async () => {
  const result = await settle(loader, webRequest("/blog?page=999"));
  expect(result.data.paging.page).toBe(result.data.paging.totalPages);
  expect(result.data.seo.url).toBe(`http://localhost:3000/blog?page=${result.data.paging.totalPages}`);
  const nonsense = await settle(loader, webRequest("/blog?page=abc"));
  expect(nonsense.data.paging.page).toBe(1);
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/blog")));
  expect(result.status).toBe(503);
});

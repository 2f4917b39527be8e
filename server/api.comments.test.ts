import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER } from "./contract";
import { blogComments } from "./db/schema";
import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
let slug: string;
beforeAll(async () => {
  api = await createTestApi();
  slug = (await api.request("/api/content/blog/all")).body.data[0].slug;
});
afterAll(() => api.close());

// Each test writes as its own address, so the per-address limit never links two tests.
let writer = 0;
const comment = (overrides: Record<string, unknown> = {}) => ({
  name: "Maya",
  email: `maya${++writer}@example.com`,
  body: "Such a helpful post, thank you.",
  ...overrides,
});
const post = (json: unknown, to = slug, address?: string) =>
  api.request(`/api/content/blog/${to}/comments`, {
    method: "POST",
    json,
    headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {},
  });
const list = async (query = "") => (await api.request(`/api/content/blog/${slug}/comments${query}`)).body;

describe("POST /api/content/blog/{slug}/comments", () => {
  it("publishes a plain comment at once and lists it, without the email", async () => {
    const response = await post(comment({ name: "  Ada  ", body: "Layering tips that actually work." }));
    expect(response.status).toBe(201);
    expect(response.body.data.status).toBe("published");
    expect(response.body.data.message).toMatch(/published/);
    const listed = (await list("?pageSize=48")).data.find(
      (c: { body: string }) => c.body === "Layering tips that actually work.",
    );
    expect(listed).toMatchObject({ name: "Ada" });
    expect(Date.parse(listed.createdAt)).not.toBeNaN();
    expect(listed).not.toHaveProperty("email");
  });

  it.each([
    ["a link", { body: "Cheap deals at https://spam.example.com today" }],
    ["a bare domain", { body: "See bargains.xyz for more" }],
    ["shouting", { body: "THIS IS THE BEST SHOP EVER, BUY NOW" }],
  ])("holds a comment with %s for moderation and does not list it", async (_, overrides) => {
    const input = comment(overrides);
    const response = await post(input);
    expect(response.status).toBe(201);
    expect(response.body.data.status).toBe("pending");
    expect(response.body.data.message).toMatch(/once our team has read it/);
    expect((await list("?pageSize=48")).data.map((c: { body: string }) => c.body)).not.toContain(input.body);
    const [stored] = await api.db.select().from(blogComments).where(eq(blogComments.email, input.email));
    expect(stored.status).toBe("pending");
  });

  it("stores the email lower-cased and trimmed", async () => {
    await post(comment({ email: "  Lower.Case@Example.COM " }));
    const rows = await api.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.email, "lower.case@example.com"));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["an empty name", { name: "" }, "name"],
    ["a blank name", { name: "   " }, "name"],
    ["a one-letter name", { name: "A" }, "name"],
    ["a long name", { name: "n".repeat(81) }, "name"],
    ["a malformed email", { email: "maya@localhost" }, "email"],
    ["a missing email", { email: undefined }, "email"],
    ["an empty comment", { body: "" }, "body"],
    ["a long comment", { body: "b".repeat(2001) }, "body"],
    ["a number for a name", { name: 42 }, "name"],
  ])("rejects %s with the field named, and stores nothing", async (_, overrides, field) => {
    const before = (await api.db.select().from(blogComments)).length;
    const response = await post(comment(overrides));
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("VALIDATION_ERROR");
    expect(response.body.fields).toHaveProperty([field]);
    expect(response.body.fields[field][0]).toMatch(/^Please /);
    expect((await api.db.select().from(blogComments)).length).toBe(before);
  });

  it("rejects a body that is not JSON", async () => {
    const response = await api.request(`/api/content/blog/${slug}/comments`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });

  it("answers 404 for an unknown post, 400 for a malformed slug", async () => {
    const unknown = await post(comment(), "no-such-post");
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe("NOT_FOUND");
    expect((await post(comment(), "Not_A_Slug")).status).toBe(400);
  });

  it("answers a filled-in honeypot like a held comment, and stores nothing", async () => {
    const input = comment({ website: "http://bot.example.com" });
    const response = await post(input);
    expect(response.status).toBe(201);
    expect(response.body.data.status).toBe("pending");
    expect(await api.db.select().from(blogComments).where(eq(blogComments.email, input.email))).toEqual([]);
  });

  it("limits one address to three comments in ten minutes", async () => {
    const email = "busy@example.com";
    for (let i = 1; i <= 3; i++)
      expect((await post(comment({ email, body: `Comment number ${i}` }))).status).toBe(201);
    const fourth = await post(comment({ email, body: "Comment number 4" }));
    expect(fourth.status).toBe(429);
    expect(fourth.body.errorCode).toBe("RATE_LIMITED");
    expect(await api.db.select().from(blogComments).where(eq(blogComments.email, email))).toHaveLength(3);
    // Another address is not affected.
    expect((await post(comment())).status).toBe(201);
  });
});

describe("comment limits per client address", () => {
  it("stops one address after ten comments, whatever emails it gives", async () => {
    for (let i = 0; i < 10; i++) expect((await post(comment(), slug, "203.0.113.20")).status).toBe(201);
    const limited = await post(comment(), slug, "203.0.113.20");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/from your network/);
    expect((await post(comment(), slug, "203.0.113.21")).status).toBe(201);
  });

  it("never lets comments in someone's name from elsewhere block them", async () => {
    const victim = "victim-commenter@example.com";
    for (let i = 1; i <= 3; i++)
      expect((await post(comment({ email: victim, body: `Posing ${i}` }), slug, "203.0.113.30")).status).toBe(
        201,
      );
    expect((await post(comment({ email: victim }), slug, "203.0.113.30")).status).toBe(429);
    expect((await post(comment({ email: victim, body: "Really me." }), slug, "198.51.100.30")).status).toBe(
      201,
    );
  });
});

describe("GET /api/content/blog/{slug}/comments", () => {
  it("lists published comments oldest first, paged", async () => {
    const other = (await api.request("/api/content/blog/all")).body.data[1].slug;
    for (const body of ["First!", "Second thoughts", "Third time lucky"]) {
      expect((await post(comment({ body }), other)).status).toBe(201);
    }
    const first = await api.request(`/api/content/blog/${other}/comments?pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((c: { body: string }) => c.body)).toEqual(["First!", "Second thoughts"]);
    expect(first.body.paging).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    const second = await api.request(`/api/content/blog/${other}/comments?pageSize=2&page=2`);
    expect(second.body.data.map((c: { body: string }) => c.body)).toEqual(["Third time lucky"]);
  });

  it("lists nothing for a post without comments", async () => {
    const quiet = (await api.request("/api/content/blog/all")).body.data[5].slug;
    const { status, body } = await api.request(`/api/content/blog/${quiet}/comments`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.paging.total).toBe(0);
  });

  it("answers 404 for an unknown post and 400 for bad paging", async () => {
    expect((await api.request("/api/content/blog/no-such-post/comments")).status).toBe(404);
    expect((await api.request(`/api/content/blog/${slug}/comments?page=0`)).status).toBe(400);
    expect((await api.request(`/api/content/blog/${slug}/comments?pageSize=abc`)).status).toBe(400);
  });
});

describe("GET /api/content/blog/tags", () => {
  it("counts the posts of every tag, most used first", async () => {
    const { status, body } = await api.request("/api/content/blog/tags");
    expect(status).toBe(200);
    const posts = (await api.request("/api/content/blog/all?pageSize=48")).body.data as { tags: string[] }[];
    const expected = new Map<string, number>();
    for (const tag of posts.flatMap((p) => p.tags)) expected.set(tag, (expected.get(tag) ?? 0) + 1);
    expect(body.data).toHaveLength(expected.size);
    for (const { tag, count } of body.data) expect(count, tag).toBe(expected.get(tag));
    const counts = body.data.map((t: { count: number }) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.data[0]).toEqual({ tag: "tips", count: expected.get("tips") });
  });
});

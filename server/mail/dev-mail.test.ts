// The development mail viewer: the outbox as HTML pages, only when DEV_OUTBOX is on.
import { afterAll, beforeAll, expect, it } from "vitest";

import { createApi } from "../app";
import { createTestApi } from "../testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
let viewer: ReturnType<typeof createApi>;
beforeAll(async () => {
  api = await createTestApi();
  viewer = createApi(api.db, { shopUrl: "http://shop.test", devOutbox: true });
});
afterAll(() => api.close());

it("lists the mail and shows one with its headers, HTML part (sandboxed) and plain text", async () => {
  const email = `viewer-${Date.now()}@example.com`;
  const message = { name: "Sam <b>Carter</b>", email, subject: "Sizes & fit", message: "Does it run small?" };
  expect((await api.request("/api/content/contact", { method: "POST", json: message })).status).toBe(201);

  const list = await viewer.request("/api/dev/mail");
  expect(list.status).toBe(200);
  expect(list.headers.get("Content-Type")).toMatch(/^text\/html/);
  const listed = await list.text();
  expect(listed).toContain("We have your message: Sizes &amp; fit");
  const id = /href="\/api\/dev\/mail\/(\d+)">We have your message/.exec(listed)?.[1];
  expect(id).toBeTruthy();

  const page = await (await viewer.request(`/api/dev/mail/${id}`)).text();
  expect(page).toContain(email);
  expect(page).toMatch(/<iframe[^>]*sandbox=""/);
  // What the shopper typed is escaped, in the page and in the mail inside the frame.
  expect(page).not.toContain("<b>Carter</b>");
  expect(page).toContain("Does it run small?");
});

it("answers 404 for a mail that does not exist, and is absent unless turned on", async () => {
  expect((await viewer.request("/api/dev/mail/99999999")).status).toBe(404);
  expect((await viewer.request("/api/dev/mail/not-a-number")).status).toBe(404);
  const withoutOutbox = createApi(api.db, { shopUrl: "http://shop.test" });
  expect((await withoutOutbox.request("/api/dev/mail")).status).toBe(404);
});

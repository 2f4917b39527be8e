import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER, FaqConfig } from "./contract";
import { contactMessages, outbox } from "./db/schema";
import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
let shopEmail: string;
beforeAll(async () => {
  api = await createTestApi();
  shopEmail = (await api.request("/api/config/fetch?name=shop")).body.data.value.email;
});
afterAll(() => api.close());

let writer = 0;
const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Sam Carter",
  email: `sam${++writer}@example.com`,
  subject: "Sizing question",
  message: "Does the 6-12m sleepsuit run small? My daughter is tall for her age.",
  ...overrides,
});
const send = (json: unknown, address?: string) =>
  api.request("/api/content/contact", {
    method: "POST",
    json,
    headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {},
  });

describe("POST /api/content/contact", () => {
  it("stores the message and queues a mail to the shop", async () => {
    const input = message({ subject: "Where is my order?" });
    const response = await send(input);
    expect(response.status).toBe(201);
    expect(response.body.data.message).toMatch(/Thank you/);
    const [stored] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, input.email));
    expect(stored).toMatchObject({ name: input.name, subject: input.subject, message: input.message });
    const mails = await api.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Contact form: Where is my order?"));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(shopEmail);
    expect(mails[0].body).toContain(input.email);
    expect(mails[0].body).toContain(input.message);
  });

  it.each([
    ["an empty name", { name: "" }, "name"],
    ["a malformed email", { email: "not-an-email" }, "email"],
    ["a missing subject", { subject: undefined }, "subject"],
    ["a long subject", { subject: "s".repeat(151) }, "subject"],
    ["a too short message", { message: "Hi" }, "message"],
    ["a too long message", { message: "m".repeat(5001) }, "message"],
  ])("rejects %s with the field named, and stores nothing", async (_, overrides, field) => {
    const before = (await api.db.select().from(contactMessages)).length;
    const response = await send(message(overrides));
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty([field]);
    expect((await api.db.select().from(contactMessages)).length).toBe(before);
  });

  it("thanks a bot that filled the honeypot, and stores and sends nothing", async () => {
    const input = message({ website: "http://bot.example.com", subject: "Bot subject" });
    const response = await send(input);
    expect(response.status).toBe(201);
    expect(await api.db.select().from(contactMessages).where(eq(contactMessages.email, input.email))).toEqual(
      [],
    );
    expect(await api.db.select().from(outbox).where(eq(outbox.subject, "Contact form: Bot subject"))).toEqual(
      [],
    );
  });

  it("limits one address to three messages an hour", async () => {
    const email = "chatty@example.com";
    for (let i = 0; i < 3; i++) expect((await send(message({ email }))).status).toBe(201);
    const fourth = await send(message({ email }));
    expect(fourth.status).toBe(429);
    expect(fourth.body.errorCode).toBe("RATE_LIMITED");
  });
});

describe("contact limits per client address", () => {
  it("stops one address after ten messages, whatever emails it gives (20 passed before)", async () => {
    for (let i = 0; i < 10; i++) expect((await send(message(), "203.0.113.40")).status).toBe(201);
    const limited = await send(message(), "203.0.113.40");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/from your network/);
  });

  it("never lets messages in someone's name from elsewhere block them", async () => {
    const victim = "victim-writer@example.com";
    for (let i = 0; i < 3; i++)
      expect((await send(message({ email: victim }), "203.0.113.50")).status).toBe(201);
    expect((await send(message({ email: victim }), "203.0.113.50")).status).toBe(429);
    expect((await send(message({ email: victim }), "198.51.100.50")).status).toBe(201);
  });
});

describe("the FAQ", () => {
  it("is a configuration entry of questions and answers", async () => {
    const { status, body } = await api.request("/api/config/fetch?name=faq");
    expect(status).toBe(200);
    const faq = FaqConfig.parse(body.data.value);
    expect(faq.length).toBeGreaterThanOrEqual(6);
    const questions = faq.map((entry) => entry.question.toLowerCase()).join(" ");
    for (const topic of ["size", "deliver", "return", "wash", "gift", "pay"])
      expect(questions).toContain(topic);
  });
});

describe("the contact page's map", () => {
  it("is drawn as an SVG with the shop's address, and other page pictures are 404", async () => {
    const address = (await api.request("/api/config/fetch?name=shop")).body.data.value.address;
    const map = await api.request("/media/pages/map.svg");
    expect(map.status).toBe(200);
    expect(map.headers.get("content-type")).toContain("image/svg+xml");
    expect(map.body).toContain(address);
    expect((await api.request("/media/pages/other.svg")).status).toBe(404);
  });
});

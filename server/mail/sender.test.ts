// The sender against a real SMTP server on loopback (smtp-server), on the test database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): delivery, retries, failures.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { outbox } from "../db/schema";
import { createTestApi } from "../testing";
import { queueMail } from "./queue";
import { type MailSenderOptions, startMailSender } from "./sender";
import { freePort, startTestSmtp, type TestSmtp } from "./testing-smtp";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Fast retries so a test sees several tries in a second or two.
const senderOptions = (smtpUrl: string, overrides: Partial<MailSenderOptions> = {}): MailSenderOptions => ({
  smtpUrl,
  from: "Little Sprout <shop@sprout.test>",
  timeoutMs: 1_000,
  maxAttempts: 4,
  retryBaseMs: 100,
  pollMs: 50,
  ...overrides,
});

const running: { stop: () => Promise<void> }[] = [];
const servers: TestSmtp[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sender) => sender.stop()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function smtp(port?: number) {
  const server = await startTestSmtp({ port });
  servers.push(server);
  return server;
}
function sender(options: MailSenderOptions) {
  const started = startMailSender(api.db, options);
  running.push(started);
  return started;
}

let n = 0;
async function queueOne() {
  const to = `shopper${++n}-${Date.now()}@example.com`;
  await queueMail(api.db, { to, subject: `Hello ${n}`, text: `Plain words ${n}` });
  const [row] = await api.db.select().from(outbox).where(eq(outbox.to, to));
  return row;
}
const rowOf = async (id: number) => (await api.db.select().from(outbox).where(eq(outbox.id, id)))[0];
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not done: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the mail sender", () => {
  it("delivers a queued mail with its Message-ID and marks it sent", async () => {
    const server = await smtp();
    const row = await queueOne();
    sender(senderOptions(server.url));
    const [mail] = await server.waitFor(row.to);
    expect(mail.subject).toBe(row.subject);
    expect(mail.text?.trim()).toBe(row.body);
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.from?.text).toBe('"Little Sprout" <shop@sprout.test>');
    const sent = await until(
      () => rowOf(row.id),
      (r) => r.status === "sent",
    );
    expect(sent).toMatchObject({ attempts: 1, claimedUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("keeps the mail while the server is down and delivers it once it is up", async () => {
    const port = await freePort();
    const row = await queueOne();
    sender(senderOptions(`smtp://127.0.0.1:${port}`));
    const waiting = await until(
      () => rowOf(row.id),
      (r) => r.attempts >= 1 && r.lastReply !== null,
    );
    expect(waiting.status).toBe("queued");
    expect(waiting.lastReply).toMatch(/ECONNREFUSED|connect/i);
    const server = await smtp(port);
    await server.waitFor(row.to);
    expect(
      (
        await until(
          () => rowOf(row.id),
          (r) => r.status === "sent",
        )
      ).attempts,
    ).toBeGreaterThan(1);
  });

  it("tries again after 451 and delivers once", async () => {
    const server = await smtp();
    server.replyNext(451);
    const row = await queueOne();
    sender(senderOptions(server.url));
    await until(
      () => rowOf(row.id),
      (r) => r.status === "sent",
    );
    // A few more polls: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await server.waitFor(row.to)).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("marks a mail failed at a 550, keeps the reply, and does not try again", async () => {
    const server = await smtp();
    server.replyNext(550);
    const row = await queueOne();
    sender(senderOptions(server.url));
    const failed = await until(
      () => rowOf(row.id),
      (r) => r.status === "failed",
    );
    expect(failed.lastReply).toMatch(/^550 /);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await rowOf(row.id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(server.received.filter((mail) => mail.subject === row.subject)).toHaveLength(0);
  });

  it("gives up after the bounded number of tries on 4xx answers", async () => {
    const server = await smtp();
    server.replyNext(421, 451, 452, 451, 451, 451);
    const row = await queueOne();
    sender(senderOptions(server.url, { maxAttempts: 3 }));
    const failed = await until(
      () => rowOf(row.id),
      (r) => r.status === "failed",
    );
    expect(failed.attempts).toBe(3);
    expect(failed.lastReply).toMatch(/^45\d /);
  });

  it("gives up a stalled send at the timeout and delivers on a later try", async () => {
    const server = await smtp();
    server.stall();
    const row = await queueOne();
    sender(senderOptions(server.url, { timeoutMs: 300 }));
    const waiting = await until(
      () => rowOf(row.id),
      (r) => r.attempts >= 1 && r.lastReply !== null,
    );
    expect(waiting.status).toBe("queued");
    server.stall(false);
    await server.waitFor(row.to);
    expect(
      (
        await until(
          () => rowOf(row.id),
          (r) => r.status === "sent",
        )
      ).status,
    ).toBe("sent");
  });
});

// Two API processes on one PostgreSQL database drain one outbox: each message reaches the mail
// server exactly once (claims with FOR UPDATE SKIP LOCKED and a lease). PostgreSQL only (PGlite
// is one process): vitest.config.ts runs this file when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, expect, it } from "vitest";

import { databaseForProcesses, startApiProcess } from "../testing";
import { postContactMessage, startTestSmtp } from "./testing-smtp";

let database: Awaited<ReturnType<typeof databaseForProcesses>>;
beforeAll(async () => {
  database = await databaseForProcesses();
});
afterAll(() => database.close());

it("two API processes send each message once", { timeout: 120_000 }, async () => {
  // A slow mail server, so that both processes are busy sending at the same time.
  const smtp = await startTestSmtp({ delayMs: 40 });
  const env = { ...database.env, SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: "5000" };
  const apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  try {
    const emails = Array.from({ length: 12 }, (_, i) => `twice-${i}-${Date.now()}@example.com`);
    await Promise.all(emails.map((email, i) => postContactMessage(apis[i % 2].url, email)));
    for (const email of emails) await smtp.waitFor(email, 1, 60_000);
    // The shop's copies too: two mails per message.
    const deadline = Date.now() + 30_000;
    while (smtp.received.length < emails.length * 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // A moment more, for a second copy that would come late.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(emails.length * 2);
    expect(new Set(ids).size).toBe(ids.length);
  } finally {
    await Promise.all(apis.map((api) => api.kill()));
    await smtp.close();
  }
});

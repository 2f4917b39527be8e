// The sender inside real API processes (`npm run api`), against a real SMTP server on loopback:
// an API killed with SIGKILL in the middle of a send leaves nothing lost, and the restarted API
// sends the message again with the same Message-ID. On PGlite (a data directory on disk) or on
// PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, expect, it } from "vitest";

import { databaseForProcesses, startApiProcess } from "../testing";
import { postContactMessage, startTestSmtp } from "./testing-smtp";

let database: Awaited<ReturnType<typeof databaseForProcesses>>;
beforeAll(async () => {
  database = await databaseForProcesses();
});
afterAll(() => database.close());

it(
  "sends a message again after the API was killed mid-send, with the same Message-ID",
  { timeout: 120_000 },
  async () => {
    const smtp = await startTestSmtp();
    // SMTP_TIMEOUT_MS 5 s: a claim's lease is 15 s, so the restarted API takes the message soon
    // (and a first send from a process still busy starting up is not cut short).
    const env = { ...database.env, SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: "5000" };
    const email = `killed-${Date.now()}@example.com`;
    smtp.stall();
    const first = await startApiProcess(env);
    try {
      await postContactMessage(first.url, email);
      // The mail server has the message, and the API waits for its answer: kill it now.
      const deadline = Date.now() + 20_000;
      while (smtp.held.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.held.length).toBeGreaterThan(0);
    } finally {
      await first.kill("SIGKILL");
    }
    const interrupted = smtp.held[0].messageId;
    smtp.stall(false);

    const second = await startApiProcess(env);
    try {
      // Both of the contact form's mails arrive: the one cut off is sent again.
      const acknowledgement = await smtp.waitFor(email, 1, 30_000);
      expect(acknowledgement).toHaveLength(1);
      const deadline = Date.now() + 30_000;
      while (!smtp.received.some((mail) => mail.messageId === interrupted) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(smtp.received.filter((mail) => mail.messageId === interrupted)).toHaveLength(1);
    } finally {
      await second.kill();
      await smtp.close();
    }
  },
);

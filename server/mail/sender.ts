// The sender: drains the outbox over SMTP, in the API process, off every shopper's path.
//
// A row is claimed by one UPDATE that sets a lease (claimed_until) and counts the attempt, on a
// row picked with FOR UPDATE SKIP LOCKED: two API processes on one PostgreSQL never claim the
// same row, and a process killed mid-send leaves a lease that runs out, so another process (or
// this one restarted) sends the message again, with the same Message-ID. After a send the row is
// marked sent; a 5xx answer marks it failed at once, a 4xx answer or a connection error is tried
// again later (exponential backoff) until maxAttempts.
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";

import { type Database, queryRows } from "../db/client";
import { log } from "../lib/log";
import { mailFailures } from "../lib/metrics";

export type MailSenderOptions = {
  smtpUrl: string;
  from: string;
  // Connection, greeting and socket timeouts of one send. A claim's lease is three times this,
  // so a stalled send is given up long before another process may take the message.
  timeoutMs: number;
  maxAttempts: number;
  retryBaseMs: number; // the wait after the first failed try; doubled after each
  pollMs: number; // how often an idle sender looks for mail
};

const MAX_RETRY_WAIT_MS = 60 * 60 * 1000;

type ClaimedMail = {
  id: number;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string> | null;
  message_id: string;
  attempts: number;
};

async function claimNext(db: Database, leaseMs: number): Promise<ClaimedMail | undefined> {
  const [row] = await queryRows<ClaimedMail>(
    db,
    sql`update outbox
        set claimed_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
        where id = (
          select id from outbox
          where status = 'queued' and next_attempt_at <= now()
            and (claimed_until is null or claimed_until < now())
          order by next_attempt_at, id
          limit 1
          for update skip locked
        )
        returning id, "to", subject, body, html, headers, message_id, attempts`,
  );
  return row;
}

// What nodemailer's errors carry: the server's reply and its code, when there was one.
type SmtpError = Error & { responseCode?: number; response?: string };

export function retryDelayMs(attempts: number, baseMs: number) {
  return Math.min(baseMs * 2 ** (attempts - 1), MAX_RETRY_WAIT_MS);
}

async function recordOutcome(db: Database, mail: ClaimedMail, options: MailSenderOptions, error?: SmtpError) {
  if (!error) {
    await db.execute(
      sql`update outbox set status = 'sent', sent_at = now(), claimed_until = null, last_reply = ${"accepted"} where id = ${mail.id}`,
    );
    return "sent" as const;
  }
  const reply = (error.response ?? error.message).slice(0, 1000);
  const permanent = (error.responseCode ?? 0) >= 500 || mail.attempts >= options.maxAttempts;
  if (permanent) {
    await db.execute(
      sql`update outbox set status = 'failed', claimed_until = null, last_reply = ${reply} where id = ${mail.id}`,
    );
    return "failed" as const;
  }
  const wait = retryDelayMs(mail.attempts, options.retryBaseMs);
  await db.execute(
    sql`update outbox set claimed_until = null, last_reply = ${reply},
        next_attempt_at = now() + ${wait} * interval '1 millisecond' where id = ${mail.id}`,
  );
  return "retry" as const;
}

export function startMailSender(db: Database, options: MailSenderOptions) {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  const leaseMs = options.timeoutMs * 3;
  let stopped = false;
  let wake: () => void = () => undefined;

  async function sendOne(): Promise<boolean> {
    const mail = await claimNext(db, leaseMs);
    if (!mail) return false;
    let failure: SmtpError | undefined;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
        messageId: mail.message_id,
      });
    } catch (error) {
      failure = error as SmtpError;
    }
    const outcome = await recordOutcome(db, mail, options, failure);
    // The message id, not the address: the log never names who was written to.
    if (outcome !== "sent") {
      mailFailures.inc({ outcome });
      log.warn({ messageId: mail.message_id, outcome, reason: failure?.message }, "[mail] not sent");
    }
    return true;
  }

  const running = (async () => {
    while (!stopped) {
      let busy = false;
      try {
        busy = await sendOne();
      } catch (error) {
        // The database went away for a moment: look again at the next poll.
        if (!stopped) log.error({ err: error }, "[mail] the sender could not read the outbox");
      }
      if (!busy && !stopped)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  })();

  return {
    // A send in progress is not waited for beyond a moment: its lease runs out and the message
    // goes again (same Message-ID) after the restart.
    async stop() {
      stopped = true;
      wake();
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      transport.close();
    },
  };
}

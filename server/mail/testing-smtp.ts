// For tests: a real SMTP server on loopback (the smtp-server package) that keeps what it
// receives, parsed by mailparser, and can be told how to answer: refuse the next messages with
// a given code (451, 550), or stall (take the message and never answer), or be down.
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";

import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

// delayMs: how long each message waits before its answer (a slow server); onMail: sees each
// message taken.
export async function startTestSmtp(
  options: { port?: number; delayMs?: number; onMail?: (mail: ParsedMail) => void } = {},
) {
  const received: ParsedMail[] = [];
  // Messages taken while stalled, never answered.
  const held: ParsedMail[] = [];
  // Codes to answer the next messages with, one each; 250 (taken) when the list is empty.
  const replies: number[] = [];
  let stalled = false;
  const waiting = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: process.env.SMTP_DEBUG === "1",
    closeTimeout: 500,
    // No DNS look-up of the client: loopback, and a machine without a resolver would stall.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (stalled) return void held.push(mail); // never answered: the client's timeout ends it
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          const code = replies.shift() ?? 250;
          if (code >= 400) {
            const error = Object.assign(new Error(code >= 500 ? "Mailbox unavailable" : "Try again later"), {
              responseCode: code,
            });
            return callback(error);
          }
          received.push(mail);
          options.onMail?.(mail);
          for (const wake of waiting) wake();
          callback(null);
        })
        .catch(callback);
    },
  });

  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;

  return {
    received,
    held,
    url: `smtp://127.0.0.1:${port}`,
    port,
    replyNext: (...codes: number[]) => replies.push(...codes),
    stall: (on = true) => {
      stalled = on;
    },
    // The mail received for an address, once it has come (or a timeout).
    async waitFor(to: string, count = 1, timeoutMs = 15_000) {
      const mine = () => received.filter((mail) => addressesOf(mail).includes(to.toLowerCase()));
      const deadline = Date.now() + timeoutMs;
      while (mine().length < count) {
        if (Date.now() > deadline) throw new Error(`No mail for ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 200);
        });
      }
      return mine();
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// A loopback port nothing listens on (yet): a mail server that is down.
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? "").toLowerCase()));
}

// A contact message through an API process: it queues two mails, the copy for the shop and
// the sender's acknowledgement.
export async function postContactMessage(apiUrl: string, email: string) {
  const response = await fetch(`${apiUrl}/api/content/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Sam Carter",
      email,
      subject: "Sizes",
      message: "Does the sleepsuit run small?",
    }),
  });
  if (response.status !== 201) throw new Error(`The contact form answered ${response.status}`);
}

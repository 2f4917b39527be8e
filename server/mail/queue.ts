// Queueing a mail: a row in the outbox, written by the transaction that caused it (an order
// and its confirmation commit together or not at all). The sender (sender.ts) delivers it
// later, so no request waits for the mail server.
import type { Database } from "../db/client";
import { outbox } from "../db/schema";

// A plain-text mail is enough ({ to, subject, text }); the shop's templates (server/mail/*.tsx)
// add the HTML part, their name and any extra headers.
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind?: string;
  headers?: Record<string, string>;
};

// A database or a transaction: anything that can insert.
export type MailWriter = Pick<Database, "insert">;

// Values that end up in a header line. Input is checked by the contract (4xx) long before:
// this only stops a template bug from writing a second header (`\r\nBcc:`).
const HEADER_BREAK = /[\r\n\0]/;

export async function queueMail(tx: MailWriter, mail: Mail): Promise<void> {
  const headerValues = [mail.to, mail.subject, ...Object.entries(mail.headers ?? {}).flat()];
  if (headerValues.some((value) => HEADER_BREAK.test(value)))
    throw new Error(`A ${mail.kind ?? "text"} mail has a line break in a header`);
  await tx.insert(outbox).values({
    to: mail.to,
    subject: mail.subject,
    body: mail.text,
    html: mail.html ?? null,
    kind: mail.kind ?? "text",
    headers: mail.headers ?? null,
  });
}

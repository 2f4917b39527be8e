// Playwright global setup: a real SMTP server on loopback (SMTP_PORT) for the browser tests' API
// to send its mail to. Each message it takes is written as a JSON file into MAIL_DIR, which the
// specs (any worker) read with mailsTo(). The API's sender retries until it listens.
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { addressesOf, startTestSmtp } from "../../server/mail/testing-smtp";

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_API_PORT ?? 4100) + 60);
const MAIL_DIR = join(tmpdir(), `little-sprout-e2e-mail-${SMTP_PORT}`);

export type CaughtMail = { to: string[]; subject: string; text: string; html: string; messageId: string };

export default async function startMailCatcher() {
  await rm(MAIL_DIR, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });
  let written = 0;
  const smtp = await startTestSmtp({
    port: SMTP_PORT,
    onMail: (mail) => {
      const caught: CaughtMail = {
        to: addressesOf(mail),
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        html: mail.html || "",
        messageId: mail.messageId ?? "",
      };
      // Written aside and renamed, so a reader never sees half a file.
      const file = join(MAIL_DIR, `${String(++written).padStart(6, "0")}.json`);
      void writeFile(`${file}.part`, JSON.stringify(caught)).then(() => rename(`${file}.part`, file));
    },
  });
  return async () => {
    await smtp.close();
    await rm(MAIL_DIR, { recursive: true, force: true });
  };
}

// The mail the catcher received for an address, oldest first.
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const files = (await readdir(MAIL_DIR)).filter((file) => file.endsWith(".json")).sort();
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(MAIL_DIR, file), "utf8")) as CaughtMail),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

// A member for tests, made the way a shopper makes one: register, then follow the confirmation
// link the API mailed (read from its outbox, so the API runs with DEV_OUTBOX on, as every test
// API does). `send` is fetch against a running API, or an in-process Hono app's `request`.
import type { AuthGrant } from "@contract";

export type Send = (path: string, init?: RequestInit) => Response | Promise<Response>;

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

// The token of the newest mailed link to this address.
export async function mailedToken(send: Send, email: string): Promise<string> {
  const outbox = await send(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await outbox.json()) as { data: { body: string }[] };
  const link = data.map((mail) => /https?:\/\/\S+token=\S+/.exec(mail.body)?.[0]).find(Boolean);
  if (!link) throw new Error(`No mailed link for ${email} (is DEV_OUTBOX on?)`);
  return new URL(link).searchParams.get("token") ?? "";
}

export async function registerThroughMail(
  send: Send,
  member: { name: string; email: string; password: string },
): Promise<AuthGrant> {
  const asked = await send("/api/auth/register", json(member));
  if (asked.status !== 202) throw new Error(`Registering ${member.email} answered ${asked.status}`);
  const used = await send("/api/auth/mailed-link", json({ token: await mailedToken(send, member.email) }));
  if (used.status !== 200) throw new Error(`Confirming ${member.email} answered ${used.status}`);
  return ((await used.json()) as { data: AuthGrant }).data;
}

import { desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { outbox } from "../../server/db/schema";
import { cookieFrom, newMember, settle, shop, toastOf, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./($locale).login_.link";

const SENT = "If an account exists for that address, we have sent it a link to sign in.";

async function mailedLink(email: string) {
  const [mail] = await shop.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
  return new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
}

const ask = (email: string, address = "203.0.113.80") =>
  settle(
    action,
    webRequest("/login/link", {
      // As the button on /login posts it: the sign-in form's fields, with intent=send.
      form: { intent: "send", email, password: "", next: "/cart" },
      headers: { "X-Forwarded-For": address },
    }),
  );

// Opens the mailed link: the token goes into the session, the address bar is cleaned.
async function open(link: URL) {
  const opened = await settle(loader, webRequest(link.pathname + link.search));
  expect(opened).toHaveRedirect("/login/link");
  expect(opened.headers.get("Location")).not.toContain("token");
  return cookieFrom(opened);
}

const cont = (cookie: string) =>
  settle(action, webRequest("/login/link", { form: { intent: "use" }, cookie }));

test("asking for a link: the same answer for any address, back to the sign-in page", async () => {
  const member = await newMember();
  const known = await ask(member.email);
  const unknown = await ask(`nobody-${Date.now()}@example.com`);
  for (const result of [known, unknown]) {
    expect(result).toHaveRedirect("/login?next=%2Fcart");
    expect(await toastOf(result)).toEqual({ kind: "info", message: SENT });
  }
});

test("the mailed link signs the member in on Continue and goes on to next, once", async () => {
  const member = await newMember("Lou Parent");
  await ask(member.email, "203.0.113.81");
  const link = await mailedLink(member.email);
  expect(link.searchParams.get("next")).toBe("/cart");
  const cookie = await open(link);
  expect((await settle(loader, webRequest("/login/link", { cookie }))).data).toMatchObject({
    opened: true,
    next: "",
  });
  const signedIn = await cont(cookie);
  expect(signedIn).toHaveRedirect("/cart");
  expect(await toastOf(signedIn)).toEqual({ kind: "success", message: "Welcome, Lou Parent!" });
  expect(signedIn.headers.getSetCookie().some((set) => set.startsWith("__device="))).toBe(true);

  // The same link again: a human message and the form to ask for another.
  const again = await cont(await open(link));
  expect(again.status).toBe(400);
  expect(again.data.error[""]).toEqual(["This link has expired or was already used. Ask for a new one."]);
});

test("Continue with no link opened: 400 with the message", async () => {
  const result = await cont("");
  expect(result.status).toBe(400);
  expect(result.data.error[""]).toEqual(["This link has expired or was already used. Ask for a new one."]);
});

test("a fourth link for one account within the hour: 429 with the wait, the email kept", async () => {
  const member = await newMember();
  for (let i = 0; i < 3; i++) await ask(member.email, `203.0.113.${90 + i}`);
  const limited = await ask(member.email, "203.0.113.95");
  expect(limited.status).toBe(429);
  expect(limited.data.error[""]).toEqual([expect.stringMatching(/^Too many sign-in links asked/)]);
  expect(limited.data.initialValue.email).toBe(member.email);
});

test("no email: 400 with the field's message", async () => {
  const result = await settle(action, webRequest("/login/link", { form: { intent: "send" } }));
  expect(result.status).toBe(400);
  expect(result.data.error.email).toEqual(["Enter your email"]);
});

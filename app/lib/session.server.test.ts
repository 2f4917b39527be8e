import { describe, expect, it } from "vitest";

import { commitSession, getSession, seal, unseal } from "./session.server";

const requestWith = (cookie: string) => new Request("http://shop.test/", { headers: { Cookie: cookie } });

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax and does not show what it holds", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("accessToken", "secret-token-value");
    session.set("userId", "3f1c7a52-member");
    const header = await commitSession(session);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toContain("secret-token-value");
    const decoded = Buffer.from(
      decodeURIComponent(header.split(";")[0].split("=").slice(1).join("=")),
      "base64",
    ).toString("latin1");
    expect(decoded).not.toContain("secret-token-value");
    expect(decoded).not.toContain("3f1c7a52");
  });

  it("reads back what was committed", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("currency", "eur");
    const cookie = (await commitSession(session)).split(";")[0];
    const again = await getSession(requestWith(cookie));
    expect(again.get("currency")).toBe("eur");
  });

  it("treats a tampered or foreign cookie as an empty session", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("userId", "member-1");
    const cookie = (await commitSession(session)).split(";")[0];
    const tampered = cookie.slice(0, -6) + (cookie.endsWith("A") ? "B" : "A") + cookie.slice(-5);
    expect((await getSession(requestWith(tampered))).get("userId")).toBeUndefined();
    expect((await getSession(requestWith("__session=garbage"))).get("userId")).toBeUndefined();
  });

  it("seals with AES-GCM: a different key cannot open it", () => {
    const sealed = seal({ a: 1 });
    expect(unseal(sealed)).toEqual({ a: 1 });
    expect(unseal(seal({ a: 1 }, Buffer.alloc(32, 7)))).toBeNull();
    expect(seal({ a: 1 })).not.toBe(sealed); // a fresh IV every time
  });
});

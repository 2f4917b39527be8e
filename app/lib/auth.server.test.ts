// The guard and what happens at sign-in, against the real bundled API over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestApi } from "../../server/testing";
import { registerThroughMail } from "../../tests/support/register";
import { requireMember, startMemberSession } from "./auth.server";
import { getLoadContext, sessionCookieOf } from "./load-context.server";
import { commitSession, getSession } from "./session.server";
import { thrown } from "./thrown";
import { createUpstream } from "./upstream.server";

let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

// A request carrying the session that `prepare` fills in.
async function requestWithSession(
  url: string,
  prepare: (session: Awaited<ReturnType<typeof getSession>>) => void,
) {
  const session = await getSession(new Request(url));
  prepare(session);
  const cookie = (await commitSession(session)).split(";")[0];
  return new Request(url, { headers: { Cookie: cookie } });
}

// The guard's answer for this request, and the session cookie the answer goes out with.
async function guarded(request: Request) {
  const context = await getLoadContext(request);
  const response = (await thrown(() => requireMember(request, context))) as Response;
  return { response, cookie: await sessionCookieOf(context) };
}

describe("requireMember", () => {
  it("sends a visitor to sign in, with the path in next and in the session", async () => {
    const { response, cookie } = await guarded(new Request("http://shop.test/member/wishlist?sort=new"));
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.get("Location")).toBe("/login?next=%2Fmember%2Fwishlist%3Fsort%3Dnew");
    const sent = new Request("http://shop.test/login", { headers: { Cookie: cookie!.split(";")[0] } });
    expect((await getSession(sent)).get("pendingRoute")).toBe("/member/wishlist?sort=new");
  });

  it("keeps a very long URL out of the cookie and the Location (the path only, or nothing)", async () => {
    const longQuery = `?q=${"a".repeat(6000)}`;
    const kept = await guarded(new Request(`http://shop.test/member/orders${longQuery}`));
    expect(kept.response.headers.get("Location")).toBe("/login?next=%2Fmember%2Forders");
    expect(kept.cookie!.length).toBeLessThan(1500);

    const longPath = `/member/${"b".repeat(6000)}`;
    const dropped = await guarded(new Request(`http://shop.test${longPath}`));
    expect(dropped.response.headers.get("Location")).toBe("/login");
    // Nothing to remember: the visitor's session is as it was, so no cookie at all.
    expect(dropped.cookie).toBeNull();
  });

  it("lets a member through", async () => {
    const request = await requestWithSession("http://shop.test/member/profile", (session) => {
      session.set("accessToken", "token");
      session.set("userId", "member-1");
    });
    const { session } = requireMember(request, await getLoadContext(request));
    expect(session.get("userId")).toBe("member-1");
  });
});

describe("startMemberSession", () => {
  async function signInWith(
    prepare: Parameters<typeof requestWithSession>[1],
    next: string | null,
    email: string,
  ) {
    const request = await requestWithSession("http://shop.test/login", prepare);
    const session = await getSession(request);
    const upstream = createUpstream(request, session, api.url);
    const grant = await registerThroughMail((path, init) => fetch(`${api.url}${path}`, init), {
      name: "Merle",
      email,
      password: "sunny-day-42",
    });
    const response = await startMemberSession(request, { session, api: upstream }, grant, next);
    return { response, session, upstream };
  }

  it("keeps the grant, merges the visitor's wishlist and goes to the pending route", async () => {
    const { response, session, upstream } = await signInWith(
      (visitor) => {
        visitor.set("wishlist", [3, 1, 999_999]);
        visitor.set("pendingRoute", "/member/address-book");
      },
      null,
      "merle@example.com",
    );
    expect(response.headers.get("Location")).toBe("/member/address-book");
    expect(session.get("wishlist")).toBeUndefined();
    expect(session.get("pendingRoute")).toBeUndefined();
    expect(session.get("memberName")).toBe("Merle");
    const wishlist = await upstream.wishlist.list();
    expect(wishlist.map((item) => item.product.id).sort()).toEqual([1, 3]);
  });

  it("prefers next, but never another site's address", async () => {
    const safe = await signInWith(() => {}, "/member/wishlist", "next@example.com");
    expect(safe.response.headers.get("Location")).toBe("/member/wishlist");
    const unsafe = await signInWith(
      (visitor) => visitor.set("pendingRoute", "/cart"),
      "//evil.example",
      "evil@example.com",
    );
    expect(unsafe.response.headers.get("Location")).toBe("/member/profile");
  });
});

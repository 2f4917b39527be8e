// The web's page cache (server/page-cache.ts) on the built shop: what it shares is what any
// anonymous render would be, less the nonce; a visitor with any cookie gets their own render;
// and a data request's refusal says when to try again.
import { API_URL, SESSION_SECRET } from "../../playwright.config";
import { memberSessionCookie, registerMember } from "../support/member-session";
import { expect, test } from "./fixtures";
import { api } from "./members";

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? "";
const withoutNonce = (body: string, csp: string | undefined) => body.replaceAll(nonceOf(csp), "NONCE");

// Every kind of page that says it may be shared (public, s-maxage), a product on sale with its
// countdown among them.
async function shareablePages() {
  const [product] = (await api("/api/products?c1=CL-001&pageSize=1")).data;
  const [onSale] = (await api("/api/products?collection=on%20sale&pageSize=1")).data;
  return [
    "/",
    "/products?c1=CL-001&sort=price-asc",
    "/catalog/on-sale",
    `/products/${product.slug}`,
    `/products/${onSale.slug}`,
    "/lookbook?look=baby",
    "/page/about-us",
  ];
}

test(
  "two anonymous renders of a page differ only by the nonce, and a cached copy is the same page",
  { tag: "@no-browser" },
  async ({ request }) => {
    for (const path of await shareablePages()) {
      // A cookie that names no one: the page is rendered anew, as for a visitor without one.
      const render = async () => {
        const response = await request.get(path, { headers: { Cookie: "probe=1" } });
        expect(response.status(), path).toBe(200);
        expect(response.headers()["age"], path).toBeUndefined();
        expect(response.headers()["cache-control"], path).toContain("s-maxage=");
        return withoutNonce(await response.text(), response.headers()["content-security-policy"]);
      };
      const first = await render();
      expect(first, path).not.toContain("probe");
      expect(await render(), path).toBe(first);

      // From the cache: the page again, with a nonce of its own in the header and on every script.
      await request.get(path);
      const cached = await request.get(path);
      expect(cached.headers()["age"], path).toMatch(/^\d+$/);
      const csp = cached.headers()["content-security-policy"];
      const body = await cached.text();
      expect(body, path).toContain(`nonce="${nonceOf(csp)}"`);
      expect(withoutNonce(body, csp), path).toBe(first);
    }
  },
);

test("a copy's nonce is never used twice", { tag: "@no-browser" }, async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 5; i++)
    nonces.add(nonceOf((await request.get("/")).headers()["content-security-policy"]));
  expect(nonces.size).toBe(5);
});

test(
  "a member or any visitor with a cookie never gets a cached page",
  { tag: "@no-browser" },
  async ({ request }) => {
    await request.get("/");
    expect((await request.get("/")).headers()["age"]).toMatch(/^\d+$/);

    const member = await registerMember(API_URL, "Robin Cached");
    const { name, value } = await memberSessionCookie(member.grant, SESSION_SECRET);
    const signedIn = await request.get("/", { headers: { Cookie: `${name}=${value}` } });
    expect(signedIn.headers()["age"]).toBeUndefined();
    expect(signedIn.headers()["cache-control"]).toContain("private");
    expect(await signedIn.text()).toContain("Robin");

    const visitor = await request.get("/", { headers: { Cookie: "__session=someone-elses" } });
    expect(visitor.headers()["age"]).toBeUndefined();
  },
);

test("a cached page still answers 304 to its ETag", { tag: "@no-browser" }, async ({ request }) => {
  await request.get("/products?c1=CL-001");
  const cached = await request.get("/products?c1=CL-001");
  const etag = cached.headers()["etag"];
  const again = await request.get("/products?c1=CL-001", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["age"]).toMatch(/^\d+$/);
  expect(again.headers()["etag"]).toBe(etag);
});

test(
  "a data request refused for too many sign-ins says when to try again",
  { tag: "@no-browser" },
  async ({ request }, testInfo) => {
    const email = `nobody-data-${testInfo.project.name}-${Date.now()}@example.com`;
    const headers = {
      "X-Forwarded-For": `10.99.${testInfo.workerIndex}.${1 + Math.floor(Math.random() * 250)}`,
    };
    const attempt = () => request.post("/login.data", { form: { email, password: "wrong-pass-1" }, headers });
    for (let i = 0; i < 5; i++) expect((await attempt()).status()).toBe(401);
    const limited = await attempt();
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  },
);

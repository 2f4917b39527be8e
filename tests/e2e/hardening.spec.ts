// Security headers on every kind of page (a CSP with a fresh nonce that no page breaks, with
// JavaScript on and off), odd requests answered with a 4xx, a redirect that stays on the site,
// and a web that ends with `npm start`.
import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";

import type { Page } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { portIsFree } from "../../server/testing-processes";
import { expect, test } from "./fixtures";
import { api, signedIn } from "./members";

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);

// Collects CSP violations: as events with JavaScript, as the browser's console reports without.
async function watchViolations(page: Page) {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const w = window as unknown as { violations?: string[] };
      (w.violations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...reported,
    ...((await page
      .evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])
      .catch(() => [])) as string[]),
  ];
}

async function visitAll(page: Page, paths: string[], isPrivate: boolean) {
  const violations = await watchViolations(page);
  const nonces = new Set<string>();
  for (const path of paths) {
    const response = (await page.goto(path))!;
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain("unsafe-inline' 'nonce"); // no unsafe-inline for scripts
    expect(headers["content-security-policy-report-only"], path).toBeUndefined();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    if (isPrivate) expect(headers["cache-control"], path).toBe("private, no-store");
    nonces.add(/'nonce-([^']+)'/.exec(csp)![1]);
    // Every script of the page carries this request's nonce. Counted at one moment: hydration
    // may remove Remix's own scripts between two separate queries.
    const [scripts, withNonce] = await page.evaluate(() => [
      document.querySelectorAll("script:not([type='application/ld+json'])").length,
      document.querySelectorAll("script[nonce]:not([type='application/ld+json'])").length,
    ]);
    expect(withNonce, path).toBe(scripts);
  }
  expect(nonces.size).toBe(paths.length);
  expect(await violations()).toEqual([]);
}

test("every kind of page for visitors carries the security headers and breaks no CSP rule", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = (await api("/api/products?c1=CL-001&pageSize=1")).data;
  const [post] = (await api("/api/content/blog/all?pageSize=1")).data;
  const paths = [
    "/",
    "/products?c1=CL-001",
    `/products/${product.slug}`,
    "/catalog/new-arrival",
    "/search?q=dress",
    "/blog",
    `/blog/${post.slug}`,
    "/page/about-us",
    "/page/contact-us",
    "/faq",
    "/lookbook",
    "/reviews",
    "/sitemap",
    "/wishlist",
    "/compare",
    "/login",
    "/register",
    "/forget-password",
    "/no-such-page",
  ];
  await visitAll(page, paths, false);
});

test("member pages carry them too, and are never stored, nor is their data", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedIn(page, request, testInfo);
  const paths = [
    "/cart",
    "/checkout",
    "/member/profile",
    "/member/address-book",
    "/member/wishlist",
    "/member/orders",
  ];
  await visitAll(page, paths, true);
  const data = await page.request.get("/member/profile.data");
  expect(data.headers()["cache-control"]).toBe("private, no-store");
});

test("the address book's return address never leaves the site", async ({ page, request }, testInfo) => {
  const member = await signedIn(page, request, testInfo);
  const [address] = (await (await request.get(`${API_URL}/api/address`, { headers: member.headers })).json())
    .data;
  await page.goto(
    `/member/address-book?edit=${address.id}&returnTo=${encodeURIComponent("/.//evil.example")}`,
  );
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("The address was saved.")).toBeVisible();
  expect(new URL(page.url()).host).toBe(`localhost:${WEB_PORT}`);
  expect(new URL(page.url()).pathname).toBe("/member/address-book");
});

test("a rate-limited sign-in page says when to try again", async ({ page }, testInfo) => {
  const email = `nobody-${testInfo.project.name}-${Date.now()}@example.com`;
  const attempt = () => page.request.post("/login", { form: { email, password: "wrong-pass-1" } });
  for (let i = 0; i < 5; i++) expect((await attempt()).status()).toBe(401);
  const limited = await attempt();
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await limited.text()).toContain("Too many sign-in attempts for this account");
});

test("every form that creates something carries the honeypot, and a filled one is refused", async ({
  page,
}) => {
  // (The review form is a member's only since reviews need one: a visitor sees a sign-in link.)
  const [post] = (await api("/api/content/blog/all?pageSize=1")).data;
  const forms: [string, string][] = [
    ["/register", "Create account"],
    ["/login", "Sign in"],
    ["/forget-password", "Send me a link"],
    ["/", "Subscribe"],
    [`/blog/${post.slug}`, "Post comment"],
    ["/page/contact-us", "Send message"],
  ];
  for (const [path, button] of forms) {
    await page.goto(path);
    // The button by its text, shown or not (the review form sits in a tab).
    const form = page.locator("form", { has: page.locator(`button:text-is("${button}")`) });
    await expect(form.locator('input[name="website"]'), path).toHaveCount(1);
    await expect(form.locator('input[name="website"]'), path).not.toBeInViewport();
  }
  const bot = await page.request.post("/register", {
    form: {
      name: "Bot",
      email: `bot-${Date.now()}@example.com`,
      password: "sunny-day-42",
      confirmPassword: "sunny-day-42",
      website: "http://bot.example",
    },
  });
  expect(bot.status()).toBe(400);
  expect(await bot.text()).toContain("That form could not be sent.");
});

// A raw request, so that the method, headers and body are exactly as an attacker sends them.
function raw(options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: WEB_PORT,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on("error", reject);
    // The server may answer and close before the body is through: that is the point.
    req.end(options.body, () => undefined);
  });
}

test("odd requests are answered with a clear 4xx, never a 500", { tag: "@no-browser" }, async () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const site = `http://127.0.0.1:${WEB_PORT}`; // the Host these requests carry
  const cases: [string, Parameters<typeof raw>[0], number, RegExp][] = [
    [
      "TRACE with 2 MB",
      { method: "TRACE", path: "/", body: Buffer.alloc(2_000_000) },
      405,
      /does not take that kind of request/,
    ],
    [
      "a foreign Origin",
      {
        method: "POST",
        path: "/currency",
        headers: { ...form, Origin: "http://evil.example" },
        body: Buffer.from("currency=eur"),
      },
      403,
      /other sites/,
    ],
    [
      "a null Origin",
      { method: "POST", path: "/currency", headers: { ...form, Origin: "null" } },
      403,
      /other sites/,
    ],
    ["?_data=", { method: "GET", path: "/member?_data=routes/member" }, 400, /_data/],
    [
      "50 MB",
      {
        method: "POST",
        path: "/page/contact-us",
        headers: { ...form, "Content-Length": String(50 * 1024 * 1024) },
      },
      413,
      /too large/,
    ],
    [
      "JSON",
      {
        method: "POST",
        path: "/page/contact-us",
        headers: { "Content-Type": "application/json", Origin: site },
        body: Buffer.from("{}"),
      },
      415,
      /as a form/,
    ],
    [
      "plain text",
      {
        method: "POST",
        path: "/newsletter",
        headers: { "Content-Type": "text/plain", Origin: site },
        body: Buffer.from("email=a"),
      },
      415,
      /as a form/,
    ],
    [
      "sign-out with no body",
      { method: "POST", path: "/logout", headers: { Origin: site } },
      415,
      /as a form/,
    ],
  ];
  for (const [name, request, status, message] of cases) {
    const answer = await raw(request);
    expect(answer.status, name).toBe(status);
    expect(answer.body, name).toMatch(message);
  }
});

test("kill -9 of npm start takes the web with it", { tag: "@no-browser" }, async () => {
  test.setTimeout(90_000);
  // A port of its own beside the browser tests' servers (the test runs once: @no-browser). The
  // web ties itself to npm start alike with the bundled API or another one: this one uses the
  // tests' API, so it does not migrate and seed a database of its own first.
  const port = WEB_PORT + 2;
  const shop = spawn(process.execPath, ["build/server/start.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      API_BASE_URL: API_URL,
      SESSION_SECRET: "supervision-test-secret-0123456789abcdef",
    },
    stdio: "ignore",
  });
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
    shop.kill("SIGKILL");
    await expect.poll(() => portIsFree(port), { timeout: 5_000 }).toBe(true);
  } finally {
    shop.kill("SIGKILL");
  }
});

import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

// Browsers cannot be downloaded here: the tests drive Debian's Chromium. Its headless shell
// (package chromium-headless-shell, the same Blink without the full browser around it) ran the
// catalogue's 50 browser tests in 131 s against 254 s for the full browser, side by side on this
// machine; the full one is the fallback.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  throw new Error(
    `No Chromium at ${executablePath}. Install it (apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
}

// Ports can be moved, so that two checkouts can run their browser tests side by side.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
// The bundled development identity provider; by default 50 above the API's port.
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? API_PORT + 50);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
// The mail server the browser tests' API sends to (tests/e2e/mail-catcher.ts keeps what arrives).
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? API_PORT + 60);
// A second web on the same API, with the store lock on.
const LOCKED_WEB_PORT = WEB_PORT + 1;
export const LOCKED_SHOP_URL = `http://localhost:${LOCKED_WEB_PORT}`;
export const STORE_PASSWORD = "opening-day";
// Exported for the sign-in fixture, which seals member sessions with it (tests/e2e/members.ts).
export const SESSION_SECRET = "playwright-session-secret-0123456789abcdef";
// The catalogue import test loads products through the operator API.
export const OPERATOR_TOKEN = "playwright-operator-token-0123456789abcdef";
export const PHONE = { width: 390, height: 844 };

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/e2e/mail-catcher.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // Two cores run the web, the API and two browsers: give slow moments room.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    // Recording a trace for every test costs about a sixth of the run on this machine, even when
    // it is thrown away: to look into a failure, run again with `--trace retain-on-failure`.
    trace: "off",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // V8's optimising compiler (TurboFan) off, its quick one (Maglev) kept: a test's page lives
        // seconds, and TurboFan compiled its hot code on every new page for nothing. About a tenth
        // of the browser tests' CPU (docs/performance/ci-time.md, session 16); axe, the one heavy
        // script of these tests, keeps Maglev's speed.
        "--js-flags=--no-opt",
      ],
    },
  },
  // Every browser test runs twice: with JavaScript on a desktop screen, and without it on a
  // phone's (390×844, touch), so both layouts are covered without running everything four times.
  // A check that opens no page runs once (grepInvert below).
  projects: [
    { name: "js-on", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    {
      name: "js-off",
      use: {
        ...devices["Desktop Chrome"],
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        javaScriptEnabled: false,
      },
      // The README's pictures are taken once, with JavaScript; the "Place order" speed test
      // makes its own browsers, with and without JavaScript.
      testIgnore: /(screenshots|place-order-speed)\.spec\.ts/,
      // Checks that open no page (HTTP requests, a process of the shop) are the same in both
      // projects: tagged @no-browser, they run once, in js-on.
      grepInvert: /@no-browser/,
    },
  ],
  // The shops' boots took over 60 s at load 20 on this machine (2026-11-29): two minutes each.
  webServer: [
    {
      // The built web and the bundled API on a fresh in-memory database, as `npm start` runs them.
      command: "node build/server/start.js",
      url: `http://localhost:${WEB_PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(WEB_PORT),
        API_PORT: String(API_PORT),
        DATA_DIR: "memory://",
        SESSION_SECRET,
        SHOP_URL: `http://localhost:${WEB_PORT}`,
        DEV_OIDC_PORT: String(OIDC_PORT),
        // The password-reset journey reads its link from the outbox over HTTP, and from the
        // mail a real SMTP server received (tests/e2e/mail-catcher.ts).
        DEV_OUTBOX: "on",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        SMTP_TIMEOUT_MS: "5000",
        OPERATOR_TOKEN,
        // As behind a proxy on this machine: each test sends its own shopper's address (fixtures.ts).
        TRUSTED_PROXIES: "127.0.0.1,::1",
        // Nobody reads the servers' output here (Playwright drops it): no access-log line for
        // each request, warnings and errors still written.
        LOG_LEVEL: "warn",
      },
    },
    {
      command: "node build/server/start.js",
      url: `${LOCKED_SHOP_URL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(LOCKED_WEB_PORT),
        API_BASE_URL: API_URL,
        SESSION_SECRET,
        STORE_PASSWORD,
        LOG_LEVEL: "warn",
      },
    },
  ],
});

// The headers every answer of the web carries: a Content-Security-Policy with a per-request
// nonce (no inline script runs without it), framing refused, MIME sniffing off, a referrer
// policy, features the shop never uses turned off, HSTS in production. Signed-in pages and
// their data are never stored by browsers or shared caches; a 503 says when to try again.
import { randomBytes } from "node:crypto";

import { config } from "./config.server";
import { isPrivatePage } from "./private-pages";

export const newNonce = () => randomBytes(16).toString("base64");

// The identity provider's sign-in is reached by a form post that the shop redirects on.
const formTargets = ["'self'", config.oidc ? new URL(config.oidc.issuer).origin : null].filter(Boolean);

export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Theme colours and swatches are style attributes; no script can be smuggled through them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

// The back office, /admin/*, is private like a member's pages (private-pages.ts), and search
// engines are told to leave it out as well.
const ADMIN_PATHS = /^\/admin(\/|\.data$|$)/;

// `pathname`: the request's path (a private page is not stored). The web's server adds these to
// its own answers too (refusals, redirects), through the build's entry (app/entry.server.tsx).
export function addSecurityHeaders(pathname: string, headers: Headers, status: number, nonce?: string) {
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (config.isProduction) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (isPrivatePage(pathname) || ADMIN_PATHS.test(pathname))
    headers.set("Cache-Control", "private, no-store");
  if (ADMIN_PATHS.test(pathname)) headers.set("X-Robots-Tag", "noindex");
  if (status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", "30");
}

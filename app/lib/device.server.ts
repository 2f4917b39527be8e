// A known device: after a sign-in, the browser keeps the API's device token in a signed,
// HttpOnly cookie, and the web sends it with the next sign-ins from that browser. The API
// keeps only the token's hash and lets such a sign-in skip the slowdown of an account under
// attack (docs/decisions/008-sign-in-throttling.md). Kept across sign-outs, for a year.
import { createCookie } from "@remix-run/node";

import { config } from "./config.server";

const deviceCookie = createCookie("__device", {
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
  secrets: config.sessionSecrets,
});

// The device token the browser holds, if its signature is the shop's.
export async function deviceTokenOf(request: Request): Promise<string | undefined> {
  const token: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" && token.length > 0 && token.length <= 200 ? token : undefined;
}

export const deviceCookieHeader = (token: string) => deviceCookie.serialize(token);

// Catalogue images come from the API; the browser fetches them from this site, so the
// API's address never reaches it. Its cache headers pass through for browsers and CDNs.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { config } from "~/lib/config.server";

const PASSED_HEADERS = ["content-type", "cache-control", "etag", "last-modified", "content-security-policy"];

export async function loader({ params }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  // Drawn pictures (folder/name.svg) and stored ones (uploads/hash.ext).
  if (!/^[a-z0-9-]+\/[a-z0-9-]+\.(svg|png|jpg|gif|webp|avif)$/.test(path))
    throw new Response("Not Found", { status: 404 });
  const upstream = await fetch(`${config.apiBaseUrl}/media/${path}`, {
    signal: AbortSignal.timeout(config.upstreamTimeoutMs),
  }).catch(() => null);
  if (!upstream) return new Response("The shop is briefly unavailable", { status: 503 });
  if (!upstream.ok) return new Response("Not Found", { status: upstream.status === 404 ? 404 : 502 });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { headers });
}

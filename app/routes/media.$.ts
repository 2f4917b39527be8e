// Catalogue images come from the API; the browser fetches them from this site, so the
// API's address never reaches it. Its cache headers pass through for browsers and CDNs.
import type { LoaderFunctionArgs } from "@remix-run/node";

const PASSED_HEADERS = ["content-type", "cache-control", "etag", "last-modified", "content-security-policy"];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  // Drawn pictures (folder/name.svg) and stored ones (uploads/hash.ext).
  if (!/^[a-z0-9-]+\/[a-z0-9-]+\.(svg|png|jpg|gif|webp|avif)$/.test(path))
    throw new Response("Not Found", { status: 404 });
  const { api } = context;
  const upstream = await api.media(path);
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { headers });
}

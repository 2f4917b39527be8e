// Catalogue images come from the API; the browser fetches them from this site, so the
// API's address never reaches it. Its cache headers pass through for browsers and CDNs.
import type { LoaderFunctionArgs } from "@remix-run/node";

const PASSED_HEADERS = ["content-type", "cache-control", "etag", "last-modified", "content-security-policy"];

// Read from the URL, not the route's params: media.products.$file.ts and media.blog.$file.ts
// serve this loader too (see there).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = decodeURIComponent(new URL(request.url).pathname.replace(/^\/media\//, ""));
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

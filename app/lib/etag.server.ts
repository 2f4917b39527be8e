// ETag and 304 for pages and their data: a browser or CDN that already holds the same answer
// gets an empty 304 instead of the page again. Only a GET's 200 without Set-Cookie qualifies
// (a page that sets a cookie is one visitor's, once).
import { createHash } from "node:crypto";

// Headers a 304 repeats. Nothing else: a 304 updates the stored answer's headers, and a stored
// page must keep the headers it was sent with (a CSP nonce must match the body's).
const KEPT_ON_304 = ["Cache-Control", "ETag", "Vary", "Expires"];

// A rendered page, tagged as it is made (its HTML is at hand: nothing is read back).
export function taggedDocument(
  request: Request,
  html: string,
  { status, headers, nonce }: { status: number; headers: Headers; nonce: string },
): Response {
  if (!tagged(request, status, headers)) return new Response(html, { status, headers });
  // A per-request nonce would make every copy differ; the tag is of the page without it.
  const hash = createHash("sha1");
  for (const part of html.split(nonce)) hash.update(part);
  return answer(request, html, headers, hash);
}

// A data request's answer (single fetch), read and tagged.
export async function withETag(request: Request, response: Response): Promise<Response> {
  if (!tagged(request, response.status, response.headers)) return response;
  const body = await response.arrayBuffer();
  return answer(
    request,
    body,
    new Headers(response.headers),
    createHash("sha1").update(new Uint8Array(body)),
  );
}

const tagged = (request: Request, status: number, headers: Headers) =>
  request.method === "GET" && status === 200 && !headers.has("Set-Cookie");

function answer(
  request: Request,
  body: string | ArrayBuffer,
  headers: Headers,
  hash: ReturnType<typeof createHash>,
) {
  const etag = `W/"${hash.digest("base64url")}"`;
  headers.set("ETag", etag);
  if (matches(request.headers.get("If-None-Match"), etag)) {
    const kept = new Headers();
    for (const name of KEPT_ON_304) {
      const value = headers.get(name);
      if (value) kept.set(name, value);
    }
    return new Response(null, { status: 304, headers: kept });
  }
  headers.delete("Content-Length");
  return new Response(body, { status: 200, headers });
}

// If-None-Match is a list of tags (weak or strong: compared weakly, as RFC 9110 asks) or *.
function matches(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

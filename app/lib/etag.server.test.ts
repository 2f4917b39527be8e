import { describe, expect, it } from "vitest";

import { taggedDocument, withETag } from "./etag.server";

const page = (body: string, headers: HeadersInit = {}) =>
  new Response(body, {
    headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=60", ...headers },
  });
const get = (headers: HeadersInit = {}) => new Request("http://shop.test/", { headers });

describe("withETag", () => {
  it("tags a page and answers 304 to a request that holds the same tag", async () => {
    const first = await withETag(get(), page("<p>hello</p>"));
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await first.text()).toBe("<p>hello</p>");

    const again = await withETag(get({ "If-None-Match": etag }), page("<p>hello</p>"));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("public, s-maxage=60");
    expect(again.headers.get("Content-Type")).toBeNull();
  });

  it("answers the whole page when it changed", async () => {
    const { headers } = await withETag(get(), page("<p>old</p>"));
    const changed = await withETag(get({ "If-None-Match": headers.get("ETag")! }), page("<p>new</p>"));
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe("<p>new</p>");
  });

  it("matches a strong form of the tag and one tag of a list", async () => {
    const { headers } = await withETag(get(), page("x"));
    const strong = headers.get("ETag")!.replace(/^W\//, "");
    const listed = await withETag(get({ "If-None-Match": `"other", ${strong}` }), page("x"));
    expect(listed.status).toBe(304);
  });

  it("leaves the nonce out of the tag, and the nonce's header out of the 304", async () => {
    const document = (nonce: string) => ({
      status: 200,
      headers: new Headers({ "Content-Security-Policy": `script-src 'nonce-${nonce}'` }),
      nonce,
    });
    const first = taggedDocument(get(), `<script nonce="aaa"></script>`, document("aaa"));
    expect(await first.text()).toBe(`<script nonce="aaa"></script>`);
    const again = taggedDocument(
      get({ "If-None-Match": first.headers.get("ETag")! }),
      `<script nonce="bbb"></script>`,
      document("bbb"),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("leaves alone a page that sets a cookie, an error and a post", async () => {
    const withCookie = await withETag(get(), page("x", { "Set-Cookie": "__session=1" }));
    expect(withCookie.headers.get("ETag")).toBeNull();
    const missing = await withETag(get(), new Response("Not Found", { status: 404 }));
    expect(missing.headers.get("ETag")).toBeNull();
    const post = await withETag(new Request("http://shop.test/", { method: "POST" }), page("x"));
    expect(post.headers.get("ETag")).toBeNull();
  });
});

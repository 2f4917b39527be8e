// Pages carry an ETag; asking again with it answers 304 and no body, for the document and for
// the data of a client-side navigation. A visitor's catalogue page stays shareable by a CDN.
import { expect, test } from "./fixtures";

for (const path of ["/", "/products?c1=CL-001", "/_root.data", "/products.data?c1=CL-001"]) {
  test(`${path} answers 304 to its own ETag`, { tag: "@no-browser" }, async ({ request }) => {
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    expect(again.headers()["etag"]).toBe(etag);

    const stale = await request.get(path, { headers: { "If-None-Match": 'W/"something-else"' } });
    expect(stale.status()).toBe(200);
  });
}

test(
  "a catalogue page without a session keeps s-maxage for a CDN",
  { tag: "@no-browser" },
  async ({ request }) => {
    const response = await request.get("/products?c1=CL-001");
    expect(response.headers()["cache-control"]).toContain("s-maxage=60");
    expect(response.headers()["set-cookie"]).toBeUndefined();
  },
);

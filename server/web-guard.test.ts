import { describe, expect, it } from "vitest";

import { MAX_FORM_BYTES } from "./contract/constants";
import { clientAddress, refuseEarly, trustedProxies } from "./web-guard";

const post = (headers: Record<string, string>, url = "/contact") => ({
  method: "POST",
  url,
  headers: { host: "shop.test", ...headers },
});

describe("refuseEarly", () => {
  it("lets ordinary pages and same-site posts through", () => {
    expect(refuseEarly({ method: "GET", url: "/products?c1=CL-001", headers: {} })).toBeNull();
    expect(refuseEarly(post({ origin: "http://shop.test", "content-length": "200" }))).toBeNull();
    expect(refuseEarly(post({}))).toBeNull(); // no Origin: readForm checks Sec-Fetch-Site
  });

  it("refuses a post from another site or a null origin with 403", () => {
    for (const origin of ["http://evil.example", "null", "http://shop.test.evil.example", "not a url"])
      expect(refuseEarly(post({ origin }))?.status, origin).toBe(403);
  });

  it("refuses TRACE and other unknown methods with 405", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND"])
      expect(refuseEarly({ method, url: "/", headers: { "content-length": "2000000" } })?.status).toBe(405);
  });

  it("refuses legacy ?_data= requests with 400", () => {
    const refusal = refuseEarly({ method: "GET", url: "/member?_data=routes/member", headers: {} });
    expect(refusal).toMatchObject({ status: 400, reason: "dataParameter" });
  });

  it("refuses a body declared larger than the limit with 413", () => {
    expect(refuseEarly(post({ "content-length": String(MAX_FORM_BYTES + 1) }))?.status).toBe(413);
    expect(refuseEarly(post({ "content-length": String(50 * 1024 * 1024) }))?.status).toBe(413);
  });

  it("refuses a body sent without a length with 411", () => {
    expect(refuseEarly(post({ "transfer-encoding": "chunked" }))?.status).toBe(411);
  });
});

describe("refuseEarly: malformed requests", () => {
  it("refuses a Host that is not a name or an address with 400", () => {
    for (const host of ["bad host", "[::1", "x@y", "%", "", "a/b"])
      expect(refuseEarly({ method: "GET", url: "/", headers: { host } })?.status, host).toBe(400);
    for (const host of ["shop.test", "localhost:3000", "127.0.0.1:80", "[::1]:3000"])
      expect(refuseEarly({ method: "GET", url: "/", headers: { host } }), host).toBeNull();
  });

  it("refuses a path that is not a path, or decodes to control characters, with 400", () => {
    for (const url of ["//%00", "/%00", "/a%E0%A4%A", "*", "http://evil.example/"])
      expect(refuseEarly({ method: "GET", url, headers: {} })?.status, url).toBe(400);
    expect(refuseEarly({ method: "GET", url: "//evil.example/", headers: {} })).toBeNull();
  });

  it("refuses HEAD of a .data URL with 400", () => {
    const headers = { cookie: "__session=x", origin: "http://evil.example" };
    expect(refuseEarly({ method: "HEAD", url: "/cart.data", headers })?.status).toBe(400);
  });
});

describe("clientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    const none = trustedProxies(undefined);
    expect(clientAddress("203.0.113.7", undefined, none)).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7", "198.51.100.1", none)).toBe("203.0.113.7");
    expect(clientAddress("::ffff:203.0.113.7", "1.2.3.4, 5.6.7.8", none)).toBe("203.0.113.7");
  });

  it("behind trusted proxies, is the first untrusted hop from the right", () => {
    const trusted = trustedProxies("10.0.0.0/8, 127.0.0.1");
    expect(clientAddress("127.0.0.1", "198.51.100.1", trusted)).toBe("198.51.100.1");
    expect(clientAddress("10.1.2.3", "6.6.6.6, 198.51.100.1, 10.0.0.9", trusted)).toBe("198.51.100.1");
    expect(clientAddress("10.1.2.3", "garbage", trusted)).toBe("10.1.2.3");
  });

  it("refuses a TRUSTED_PROXIES entry that is not an address", () => {
    expect(() => trustedProxies("proxy.example")).toThrow(/TRUSTED_PROXIES/);
  });
});

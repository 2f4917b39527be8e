// What the web's HTTP server answers itself, before Remix reads anything: requests that Remix
// would otherwise turn into an empty 500 (a malformed Host or path, a foreign Origin on a post,
// a legacy `?_data=` request, TRACE) or that are too large to read. And who the client is: the socket's address,
// or, behind a trusted proxy, the address that proxy saw.
import { BlockList, isIP } from "node:net";

import { CONTROL_CHARACTERS, MAX_FORM_BYTES } from "./contract/constants";

// Why a request is refused: its words are the catalogue's, in the URL's locale
// (app/lib/plain-answers.server.ts), since a shopper may see them.
export type RefusalReason =
  | "method"
  | "host"
  | "address"
  | "pageDataHead"
  | "dataParameter"
  | "otherSite"
  | "length"
  | "tooLarge"
  | "restarting"
  | "failed";
export type Refusal = { status: number; reason: RefusalReason; headers?: Record<string, string> };
type IncomingRequest = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
};

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export function refuseEarly({ method, url, headers }: IncomingRequest): Refusal | null {
  if (!ALLOWED_METHODS.includes(method))
    return { status: 405, reason: "method", headers: { Allow: "GET, HEAD, POST" } };
  const host = single(headers.host);
  if (host !== undefined && !isHost(host)) return { status: 400, reason: "host" };
  const target = requestTarget(url);
  if (!target) return { status: 400, reason: "address" };
  // Remix takes any .data request but a GET for a form post (and a HEAD would end in a 500).
  if (method === "HEAD" && target.pathname.endsWith(".data")) return { status: 400, reason: "pageDataHead" };
  if (target.searchParams.has("_data")) return { status: 400, reason: "dataParameter" };
  if (method === "GET" || method === "HEAD") return null;
  const origin = single(headers.origin);
  if (origin !== undefined && hostOf(origin) !== single(headers.host))
    return { status: 403, reason: "otherSite" };
  const length = single(headers["content-length"]);
  // Browsers send forms with a length; a body without one could only be read to find out.
  if (length === undefined && headers["transfer-encoding"] !== undefined)
    return { status: 411, reason: "length" };
  if (Number(length ?? 0) > MAX_FORM_BYTES) return { status: 413, reason: "tooLarge" };
  return null;
}

// A name or an IPv4 address, or an IPv6 one in brackets, with an optional port: what a browser
// sends. (An absent Host, HTTP/1.0, is let through; Node refuses it on HTTP/1.1.)
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
function isHost(host: string) {
  if (!HOST.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

// The request's path and query as a URL on this site, or null for a target that is not an
// absolute path or that decodes to control characters or broken UTF-8 (`//%00`, `/%E0%A4%A`).
export function requestTarget(url: string): URL | null {
  if (!url.startsWith("/")) return null;
  try {
    const target = new URL(`http://localhost${url}`);
    return CONTROL_CHARACTERS.test(decodeURIComponent(target.pathname)) ? null : target;
  } catch {
    return null;
  }
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function hostOf(origin: string) {
  try {
    return new URL(origin).host; // "null" and other non-URLs throw
  } catch {
    return null;
  }
}

// TRUSTED_PROXIES: comma-separated addresses or CIDR ranges of the proxies in front of the web.
export function trustedProxies(list: string | undefined) {
  const trusted = new BlockList();
  for (const entry of (list ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (isIP(address) === 0 || (bits !== undefined && !/^\d+$/.test(bits)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(bits), type);
  }
  return trusted;
}

// The client's address: walking X-Forwarded-For from the socket leftwards, the first hop that
// is not a trusted proxy. With no trusted proxies that is the socket's own address, so a
// forged header changes nothing.
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trusted: BlockList) {
  const hops = [...(forwardedFor ?? "").split(","), socketAddress].map((hop) => plain(hop.trim()));
  let client = hops.pop()!;
  while (hops.length > 0 && isTrusted(client, trusted)) {
    const next = hops.pop()!;
    if (isIP(next) === 0) break;
    client = next;
  }
  return client;
}

// Whether the request came straight from one of the trusted proxies (whose X-Request-Id the web
// then keeps).
export const fromTrustedProxy = (socketAddress: string, trusted: BlockList) =>
  isTrusted(plain(socketAddress), trusted);

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.)/, "");
const isTrusted = (address: string, trusted: BlockList) =>
  isIP(address) !== 0 && trusted.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

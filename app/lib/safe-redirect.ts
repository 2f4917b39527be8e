// A path on this site to send the shopper back to, or the fallback. Anything that could
// leave the site (//host, /\host, http:, javascript:, or those hidden by percent-encoding
// or control characters) is refused.
const BASE = "http://this.site";

export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  let decoded = to;
  for (let i = 0; i < 3; i++) {
    if (!isLocalPath(decoded)) return fallback;
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  if (!isLocalPath(decoded)) return fallback;
  const url = new URL(to, BASE);
  return url.origin === BASE ? url.pathname + url.search + url.hash : fallback;
}

function isLocalPath(path: string) {
  return path.startsWith("/") && !path.startsWith("//") && !/[\\\u0000-\u001f\u007f]/.test(path);
}

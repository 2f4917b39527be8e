// Where to send the shopper after sign-in: a path on this site, never another site. The
// `next` parameter comes from the URL, so anyone can write it; what a browser would read as
// another host (//host, /\host, a scheme, those same things percent-encoded or with tabs and
// newlines that browsers drop) falls back to the default.
export const AFTER_SIGN_IN = "/member/profile";

const BASE = "http://this-site.invalid";

export function safeRedirectPath(target: unknown, fallback = AFTER_SIGN_IN): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  for (const form of decodings(target)) {
    if (form === null) return fallback; // malformed percent-encoding
    // Control characters (browsers drop tab and newline: "/\t/host" is "//host") and
    // backslashes (browsers read "\" as "/") have no business in our paths.
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    if (!form.startsWith("/") || form.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(form))
      return fallback;
  }
  const url = new URL(target, BASE);
  if (url.origin !== BASE) return fallback;
  return url.pathname + url.search + url.hash;
}

// The text as given and as decoded up to three times (double-encoding tricks).
function decodings(text: string): (string | null)[] {
  const forms: (string | null)[] = [text];
  let current = text;
  for (let i = 0; i < 3; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return [...forms, null];
    }
    if (decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms;
}

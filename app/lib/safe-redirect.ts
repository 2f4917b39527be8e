// Where to send the shopper after a form or sign-in: a path on this site, never another site.
// Targets come from forms and URLs, so anyone can write them. The target is first normalised
// the way a browser would read it (dot segments resolved: "/.//host" becomes "//host"), then
// the result is checked: what a browser would read as another host (//host, /\host, a scheme,
// those same things percent-encoded or with tabs and newlines that browsers drop) falls back.
export const AFTER_SIGN_IN = "/member/profile";

const BASE = "http://this-site.invalid";

export function safeRedirectPath(target: unknown, fallback = AFTER_SIGN_IN): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!isPlainPath(target)) return fallback;
  const url = new URL(target, BASE);
  if (url.origin !== BASE) return fallback;
  const normalised = url.pathname + url.search + url.hash;
  return isPlainPath(normalised) ? normalised : fallback;
}

// A path that starts with one slash in every decoding, with no backslash or control character.
function isPlainPath(text: string) {
  return decodings(text).every(
    (form) =>
      form !== null &&
      form.startsWith("/") &&
      !form.startsWith("//") &&
      // Control characters (browsers drop tab and newline: "/\t/host" is "//host") and
      // backslashes (browsers read "\" as "/") have no business in our paths.
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      !/[\\\u0000-\u001f\u007f]/.test(form),
  );
}

// The text as given and as decoded up to three times (double-encoding tricks); null for
// malformed percent-encoding.
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

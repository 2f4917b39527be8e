// Refuses any request whose path, query or JSON body holds a control character (NUL and the
// like, see the contract's CONTROL_CHARACTERS) with a 400 naming the field, before any route's
// schema or query sees it: PostgreSQL cannot store NUL in text, and no field wants one. Every
// JSON body of the API passes here first (its routes' validators read the body parsed here), so
// this is also where a body nested deeper than any request needs is refused, with a 400.
import type { Context, Next } from "hono";

import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, type ErrorBody } from "../contract";

// The deepest request body of the contract is 4 levels; 3,000 once overflowed the stack.
export const MAX_JSON_DEPTH = 32;

// Every string of a JSON value with its field path (a.b.0), walked without recursion; null when
// the value is nested deeper than MAX_JSON_DEPTH.
function stringsOf(root: unknown): [string, string][] | null {
  const strings: [string, string][] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path: "", depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === "string") strings.push([path, value]);
    else if (value && typeof value === "object") {
      if (depth === MAX_JSON_DEPTH) return null;
      for (const [key, item] of Object.entries(value))
        pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return strings;
}

const tooDeep: ErrorBody = {
  errorCode: "VALIDATION_ERROR",
  message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`,
};

export async function refuseControlCharacters(c: Context, next: Next) {
  const url = new URL(c.req.url);
  const fields: [string, string][] = [["path", safeDecode(url.pathname)], ...url.searchParams.entries()];
  if ((c.req.header("content-type") ?? "").includes("json")) {
    const strings = stringsOf(await c.req.json().catch(() => undefined));
    if (!strings) return c.json(tooDeep, 400);
    fields.push(...strings);
  }
  const bad = fields.filter(([, value]) => CONTROL_CHARACTERS.test(value)).map(([name]) => name);
  if (bad.length === 0) return next();
  const body: ErrorBody = {
    errorCode: "VALIDATION_ERROR",
    message: "The request holds control characters",
    fields: Object.fromEntries(bad.map((name) => [name, [CONTROL_CHARACTERS_MESSAGE]])),
  };
  return c.json(body, 400);
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

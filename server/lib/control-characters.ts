// Refuses any request whose path, query or JSON body holds a control character (NUL and the
// like, see the contract's CONTROL_CHARACTERS) with a 400 naming the field, before any route's
// schema or query sees it: PostgreSQL cannot store NUL in text, and no field wants one.
import type { Context, Next } from "hono";

import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, type ErrorBody } from "../contract";

function* stringsOf(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* stringsOf(item, `${path}.${i}`);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, path ? `${path}.${key}` : key);
}

export async function refuseControlCharacters(c: Context, next: Next) {
  const url = new URL(c.req.url);
  const fields: [string, string][] = [["path", safeDecode(url.pathname)], ...url.searchParams.entries()];
  if ((c.req.header("content-type") ?? "").includes("json")) {
    const body: unknown = await c.req.json().catch(() => undefined);
    fields.push(...stringsOf(body, ""));
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

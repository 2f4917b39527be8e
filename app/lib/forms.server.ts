// What every action does first: refuse cross-site posts, then read the form with its schema.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

// SameSite=Lax already keeps the session cookie off cross-site posts; this refuses them
// outright, so no action ever runs for another site's form.
export function assertSameOrigin(request: Request) {
  const site = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  const crossSite = site !== null && site !== "same-origin" && site !== "none";
  const foreignOrigin = origin !== null && (origin === "null" || safeHost(origin) !== new URL(request.url).host);
  if (crossSite || foreignOrigin) {
    throw new Response("Forms from other sites are refused.", { status: 403 });
  }
}

function safeHost(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

// The submission (conform) of the posted form, checked with the schema.
export async function readForm<S extends z.ZodType>(request: Request, schema: S) {
  assertSameOrigin(request);
  const formData = await request.formData();
  return parseWithZod(formData, { schema });
}

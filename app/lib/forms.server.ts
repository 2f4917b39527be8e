// What every action does first: refuse cross-site posts, then read the form with its schema.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";

import { UpstreamError } from "./upstream.server";

// SameSite=Lax already keeps the session cookie off cross-site posts; this refuses them
// outright, so no action ever runs for another site's form.
export function assertSameOrigin(request: Request) {
  const site = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  const crossSite = site !== null && site !== "same-origin" && site !== "none";
  const foreignOrigin =
    origin !== null && (origin === "null" || safeHost(origin) !== new URL(request.url).host);
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

// The form again with what was typed and why it failed: the schema's field errors, or what
// the API refused (a field it rejected, too many posts) after the form passed the schema.
export function replyWithErrors(submission: Submission<unknown>, error?: unknown) {
  if (error === undefined) return data(submission.reply(), { status: 400 });
  if (error instanceof UpstreamError && error.status === 404)
    throw new Response("Not Found", { status: 404 });
  if (error instanceof UpstreamError && error.status < 500) {
    const fieldErrors = error.fields;
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [error.body.message];
    return data(submission.reply({ fieldErrors, formErrors }), { status: error.status });
  }
  throw error;
}

// What every action does first: refuse cross-site posts, then read the form with its schema.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, MAX_FORM_BYTES } from "@contract";
import { type AppLoadContext, data } from "@remix-run/node";
import type { z } from "zod";

import { HONEYPOT_FIELD } from "./honeypot";
import { type Issue, shopperFieldMessages } from "./i18n/field-messages.server";
import { translator } from "./i18n/translate.server";
import type { MessageId } from "./i18n/use-t";
import { redirectWithToast } from "./toast.server";
import { type Upstream, UpstreamError } from "./upstream.server";

// SameSite=Lax already keeps the session cookie off cross-site posts; this refuses them
// outright, so no action ever runs for another site's form.
export function assertSameOrigin(request: Request) {
  const site = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  const crossSite = site !== null && site !== "same-origin" && site !== "none";
  const foreignOrigin =
    origin !== null && (origin === "null" || safeHost(origin) !== new URL(request.url).host);
  if (crossSite || foreignOrigin) throw refusal(request, "notice.form.otherSite", 403);
}

// A refused form: the error page says why, in the URL's locale (a form posted to a path without
// one, /popups or /logout, is answered in English). Also for an action's own refusals.
export const refusal = (request: Pick<Request, "url">, id: MessageId, status: number) =>
  new Response(translator(request, ["notice"])(id), { status });

function safeHost(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

// The submission (conform) of a shop form, checked with the schema: a field that fails reads
// the catalogue's message in the page's locale (i18n/field-messages.server.ts).
export function readForm<S extends z.ZodType>(request: Request, schema: S) {
  return checkedForm(request, schema, shopperFieldMessages(request));
}

// A back office form: it stays in English, in the schemas' own words.
export function readStaffForm<S extends z.ZodType>(request: Request, schema: S) {
  return checkedForm(request, schema, (issues) => issues.map((issue) => issue.message));
}

async function checkedForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  formatError: (issues: Issue[]) => string[],
) {
  assertSameOrigin(request);
  const formData = await readFormData(request);
  // A bot filled the field people never see (components/Honeypot.tsx).
  if (formData.get(HONEYPOT_FIELD)) throw refusal(request, "notice.form.notSent", 400);
  // No field of any form takes control characters (NUL and the like): said by the field. The
  // form's own schema when none has any: a schema made per request is compiled again by zod and
  // wrapped again by conform each time (they cache per schema), a tenth of a cart post's CPU.
  const controlled = [...formData].filter(
    ([, value]) => typeof value === "string" && CONTROL_CHARACTERS.test(value),
  );
  if (controlled.length === 0) return parseWithZod(formData, { schema, formatError });
  const checked = schema.superRefine((_, context) => {
    for (const [name] of controlled)
      context.addIssue({
        code: "custom",
        path: name.split("."),
        message: CONTROL_CHARACTERS_MESSAGE,
        params: { controlCharacters: true },
      });
  });
  return parseWithZod(formData, { schema: checked, formatError });
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

// The posted form, read only when it is a form and no larger than MAX_FORM_BYTES: a larger
// body is refused from its Content-Length before a byte is read, or, sent without one, as
// soon as it grows past the limit. Anything else (JSON, plain text, no body) is a 415.
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.includes(type.split(";")[0].trim().toLowerCase()))
    throw refusal(request, "notice.form.notAForm", 415);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FORM_BYTES) throw tooLarge(request);
  const body = await readAtMost(request, MAX_FORM_BYTES);
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw refusal(request, "notice.form.unreadable", 400);
  }
}

const tooLarge = (request: Request) => refusal(request, "notice.form.tooLarge", 413);

async function readAtMost(request: Request, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader?.cancel();
      throw tooLarge(request);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

// The form again with what was typed and why it failed: the schema's field errors, or what
// the API refused (a field it rejected, too many posts) after the form passed the schema.
// `formFieldOf` names the form's field for a field the API named (see checkout).
export function replyWithErrors(
  submission: Submission<unknown>,
  error?: unknown,
  formFieldOf = (apiField: string) => apiField,
) {
  if (error === undefined) return data(submission.reply(), { status: 400 });
  if (error instanceof UpstreamError && error.status === 404)
    throw new Response("Not Found", { status: 404 });
  if (error instanceof UpstreamError && error.status < 500) {
    return data(submission.reply(placeErrors(submission, error, formFieldOf)), error.init);
  }
  throw error;
}

// Each of the API's messages beside the form's field; a message about a field the form did not
// post goes above the form instead, so none is lost.
function placeErrors(
  submission: Submission<unknown>,
  error: UpstreamError,
  formFieldOf: (name: string) => string,
) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors = Object.keys(error.fields).length > 0 ? [] : [error.body.message];
  for (const [apiField, messages] of Object.entries(error.fields)) {
    const field = formFieldOf(apiField);
    if (wasPosted(submission.payload, field)) (fieldErrors[field] ??= []).push(...messages);
    else formErrors.push(...messages);
  }
  return { fieldErrors, formErrors };
}

function wasPosted(payload: unknown, name: string) {
  let value = payload;
  for (const key of name.split(".")) {
    if (typeof value !== "object" || value === null || !(key in value)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return true;
}

// A visitor's message to the shop (a blog comment, the contact form): the form read with its
// schema and sent to the API; the API's refusal is the form again with its words beside the
// fields, its thanks a message on the page the shopper is sent back to.
// `thanks`: the toast's words for what the API answered, in the page's locale (the API's are English).
export async function sendMessage<S extends z.ZodType, Sent>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  send: (api: Upstream, value: z.output<S>) => Promise<Sent>,
  backTo: (api: Upstream, sent: Sent) => string | Promise<string>,
  thanks: (sent: Sent) => MessageId,
) {
  const submission = await readForm(request, schema);
  if (submission.status !== "success") return replyWithErrors(submission);
  const { session, api } = context;
  let sent: Sent;
  try {
    sent = await send(api, submission.value as z.output<S>);
  } catch (error) {
    return replyWithErrors(submission, error);
  }
  const message = translator(request, ["notice"])(thanks(sent));
  return redirectWithToast(await backTo(api, sent), { kind: "success", message }, session);
}

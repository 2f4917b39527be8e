// The newsletter's links from mail (confirm, unsubscribe): a page with one button that posts the
// link's token, and, for unsubscribe, the one-click POST a mail client sends to the link itself
// (RFC 8058: body "List-Unsubscribe=One-Click", the token in the URL). No page changes anything
// on a GET: mail scanners open links.
import { type AppLoadContext, data } from "@remix-run/node";

import { readFormData } from "./forms.server";
import { translator } from "./i18n/translate.server";
import type { MessageId } from "./i18n/use-t";
import { redirectWithToast } from "./toast.server";
import { type Upstream, UpstreamError } from "./upstream.server";

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export function linkTokenOf(request: Request): string {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return TOKEN.test(token) ? token : "";
}

// The form's token, else the URL's (the one-click POST has only that one).
async function postedToken(request: Request): Promise<string> {
  const form = await readFormData(request);
  const token = form.get("token");
  if (typeof token === "string" && TOKEN.test(token)) return token;
  return linkTokenOf(request);
}

// `done`: the toast after it went through, in the page's locale (the API's own words are English).
export async function newsletterLinkAction(
  { request, context }: { request: Request; context: AppLoadContext },
  send: (api: Upstream, token: string) => Promise<unknown>,
  done: MessageId,
) {
  const t = translator(request, ["notice"]);
  const token = await postedToken(request);
  if (!token) return data({ error: t("notice.newsletter.badLink") }, { status: 400 });
  const { api, session } = context;
  try {
    await send(api, token);
    return redirectWithToast("/", { kind: "success", message: t(done) }, session);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ error: error.message }, error.init);
  }
}

// The words of the answers the web's own server gives before Remix runs (server/web-guard.ts,
// server/web-server.ts: a foreign form, one too large, a restart), and of Remix's own refusals
// (entry.server.tsx): in the locale of the request's URL, as every page's words are.
import type { RefusalReason } from "../../server/web-guard";
import { translator } from "./i18n/translate.server";
import type { MessageId } from "./i18n/use-t";

const MESSAGES = {
  method: "notice.request.method",
  host: "notice.request.host",
  address: "notice.request.address",
  pageDataHead: "notice.request.pageDataHead",
  dataParameter: "notice.request.dataParameter",
  otherSite: "notice.form.otherSite",
  length: "notice.request.length",
  tooLarge: "notice.form.tooLarge",
  restarting: "notice.request.restarting",
  failed: "notice.request.failed",
  notTaken: "notice.request.notTaken",
} satisfies Record<RefusalReason | "notTaken", MessageId>;

// `target`: the request's path and query as it came (it may be no valid URL: then English).
export function plainAnswerText(target: string, reason: keyof typeof MESSAGES) {
  let url = "http://localhost/";
  try {
    url = new URL(target, url).href;
  } catch {
    // An address that is no URL has no locale.
  }
  return translator({ url }, ["notice"])(MESSAGES[reason]);
}

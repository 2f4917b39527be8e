// The double opt-in that the newsletter and the back-in-stock alerts share: an address counts
// once its owner followed the confirm link mailed to it, and the form cannot flood an inbox.
import { and, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Locale } from "../contract";
import { hashToken, newSecretToken } from "./auth";
import { shopLink } from "./locale";

// One confirm mail per address (and alert) in this long, however often the form is sent.
const CONFIRM_RESEND_MS = 10 * 60 * 1000;

// Rows that may get a confirm mail now: not confirmed, and none sent lately. Claiming them with
// an UPDATE … WHERE this makes two quick posts send one mail.
export const confirmMailDue = (table: { confirmedAt: PgColumn; confirmSentAt: PgColumn }): SQL =>
  and(
    isNull(table.confirmedAt),
    sql`(${table.confirmSentAt} is null or ${table.confirmSentAt} < ${new Date(Date.now() - CONFIRM_RESEND_MS)})`,
  )!;

// A confirm link to one of the shop's pages (`path?token=…`, in the locale the mail is written
// in) and the hash the row keeps: the token itself is never stored.
export function newConfirmLink(path: string, shopUrl: string, locale: Locale) {
  const token = newSecretToken();
  return { tokenHash: hashToken(token), link: shopLink(shopUrl, `${path}?token=${token}`, locale) };
}

// The API's refusals in the shopper's words: each error code's catalogue message, in one place.
// The messages of the fields the API refused come from the field's name (field-messages.server.ts).
import type { DeclineReason, ErrorCode } from "@contract";

import { localeOfUrl, translatorOf } from "./catalogue.server";
import { apiFieldMessage } from "./field-messages.server";
import { DEFAULT_LOCALE } from "./locale";
import type { MessageId } from "./use-t";

const MESSAGES: Record<ErrorCode, MessageId> = {
  UNAUTHENTICATED_USER: "errors.UNAUTHENTICATED_USER",
  VALIDATION_ERROR: "errors.VALIDATION_ERROR",
  NOT_FOUND: "errors.NOT_FOUND",
  OUT_OF_STOCK: "errors.OUT_OF_STOCK",
  IN_STOCK: "errors.IN_STOCK",
  CART_EMPTY: "errors.CART_EMPTY",
  IDEMPOTENCY_KEY_REUSED: "errors.IDEMPOTENCY_KEY_REUSED",
  PRICE_CHANGED: "errors.PRICE_CHANGED",
  PAYMENT_DECLINED: "errors.PAYMENT_DECLINED",
  ALREADY_PAID: "errors.ALREADY_PAID",
  ORDER_CANCELLED: "errors.ORDER_CANCELLED",
  INVALID_CREDENTIALS: "errors.INVALID_CREDENTIALS",
  EMAIL_TAKEN: "errors.EMAIL_TAKEN",
  ALREADY_REVIEWED: "errors.ALREADY_REVIEWED",
  INVALID_TOKEN: "errors.INVALID_TOKEN",
  RATE_LIMITED: "errors.RATE_LIMITED",
  PROVIDER_UNAVAILABLE: "errors.PROVIDER_UNAVAILABLE",
  PAYLOAD_TOO_LARGE: "errors.PAYLOAD_TOO_LARGE",
  FORBIDDEN: "errors.FORBIDDEN",
  TOTP_REQUIRED: "errors.TOTP_REQUIRED",
  INVALID_TRANSITION: "errors.INVALID_TRANSITION",
  REFUND_FAILED: "errors.REFUND_FAILED",
  SERVICE_BUSY: "errors.SERVICE_BUSY",
  UNSUPPORTED_LOCALE: "errors.UNSUPPORTED_LOCALE",
  INTERNAL_ERROR: "errors.INTERNAL_ERROR",
};

// A refusal in the page's locale: the catalogue's words in Arabic, French, …, for the refusal and
// for each field it names; in English the API's own words for now (its tests and mails read
// them; issue 24 aligns the two in one voice).
export function localizedErrorBody<Body extends { errorCode: ErrorCode; message: string; fields?: Fields }>(
  request: Pick<Request, "url">,
  body: Body,
): Body {
  if (localeOfUrl(request.url) === DEFAULT_LOCALE) return body;
  const t = translatorOf(request);
  const fields =
    body.fields &&
    Object.fromEntries(Object.keys(body.fields).map((field) => [field, [apiFieldMessage(field, t)]]));
  return { ...body, message: t(MESSAGES[body.errorCode]), ...(fields ? { fields } : {}) };
}
type Fields = Record<string, string[]>;

// Why the gateway declined a card (a payment attempt's reason code), in the page's locale and in
// every locale the shop's own words: the gateway's message is English, for staff. An attempt
// recorded without a reason reads the general one.
const DECLINES: Record<DeclineReason, MessageId> = {
  declined: "errors.declined.declined",
  insufficient_funds: "errors.declined.insufficient_funds",
  unknown_card: "errors.declined.unknown_card",
};

export const declineMessage = (request: Pick<Request, "url">, reason: DeclineReason | null) =>
  translatorOf(request)(DECLINES[reason ?? "declined"]);

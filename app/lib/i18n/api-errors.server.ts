// The API's refusals in the shopper's words: each error code's catalogue message, in one place.
// A field's own message (a validation error) stays the API's until it sends codes per field.
import type { ErrorCode } from "@contract";

import { localeOfUrl, translatorOf } from "./catalogue.server";
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

// The message for a refusal: the catalogue's in Arabic, French, …; in English the API's own
// words for now (its tests and mails read them; issue 24 aligns the two in one voice).
export function apiErrorMessage(
  request: Pick<Request, "url">,
  body: { errorCode: ErrorCode; message: string },
) {
  if (localeOfUrl(request.url) === DEFAULT_LOCALE) return body.message;
  return translatorOf(request)(MESSAGES[body.errorCode]);
}

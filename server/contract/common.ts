// The envelope, error codes and auth headers every call of the API shares.
import { z } from "zod";

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./constants";

// Authenticated calls carry both headers; sign-in and registration carry neither.
export const AUTH_HEADERS = {
  token: "x-access-token",
  userId: "x-user-id",
} as const;

// The shopper's network address as the web saw it, for per-address rate limits. The web sets
// it; the API trusts it because only the web talks to the API.
export const CLIENT_ADDRESS_HEADER = "x-client-address";

// Text that may end up in a mail header (a name, a subject): a line break there would start a
// header of its own (`\r\nBcc: …`), so it is refused with a 400.
export const ONE_LINE = { pattern: /^[^\r\n]*$/, message: "Please keep this on one line" } as const;

export const ERROR_CODES = [
  "UNAUTHENTICATED_USER",
  "VALIDATION_ERROR",
  "NOT_FOUND",
  "OUT_OF_STOCK",
  "IN_STOCK",
  "CART_EMPTY",
  "IDEMPOTENCY_KEY_REUSED",
  "PRICE_CHANGED",
  "PAYMENT_DECLINED",
  "ALREADY_PAID",
  "ORDER_CANCELLED",
  "INVALID_CREDENTIALS",
  "EMAIL_TAKEN",
  "ALREADY_REVIEWED",
  "INVALID_TOKEN",
  "RATE_LIMITED",
  "PROVIDER_UNAVAILABLE",
  "PAYLOAD_TOO_LARGE",
  "FORBIDDEN",
  "TOTP_REQUIRED",
  "INVALID_TRANSITION",
  "REFUND_FAILED",
  "SERVICE_BUSY",
  "UNSUPPORTED_LOCALE",
  "INTERNAL_ERROR",
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

// Why a card was declined, as a code the shop's pages put in their own words and locale (the
// gateway's message stays English, for staff and logs). `declined`: the bank said no without a
// reason the shopper can act on; `unknown_card`: a card the gateway does not take at all (the
// test gateway takes only its documented cards).
export const DECLINE_REASONS = ["declined", "insufficient_funds", "unknown_card"] as const;
export const DeclineReason = z.enum(DECLINE_REASONS);
export type DeclineReason = z.infer<typeof DeclineReason>;

export const ErrorBody = z
  .object({
    errorCode: ErrorCode,
    message: z.string(),
    // Field path (dot-joined) → messages, for validation errors.
    fields: z.record(z.string(), z.array(z.string())).optional(),
    // For OUT_OF_STOCK: each line asking for more than is in stock, with what is available.
    stock: z
      .array(z.object({ sku: z.string(), requested: z.number().int(), available: z.number().int() }))
      .optional(),
    // For PRICE_CHANGED: the total now, and each line that is not as the shopper saw it
    // (price or quantity changed, added or gone; null where the line is missing on that side).
    changes: z
      .object({
        total: z.number(),
        lines: z.array(
          z.object({
            sku: z.string(),
            title: z.string(),
            seen: z.object({ price: z.number(), qty: z.number().int() }).nullable(),
            now: z.object({ price: z.number(), qty: z.number().int() }).nullable(),
          }),
        ),
      })
      .optional(),
    // For PAYMENT_DECLINED: why the card was declined.
    declineReason: DeclineReason.optional(),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Paging = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: "Paging" });
export type Paging = z.infer<typeof Paging>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), paging: Paging });
}

// Query strings arrive as text; numbers are coerced, and a sane ceiling keeps
// a request from asking for the whole table or an absurd offset.
export const PagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const Slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and dashes");

export const OkMessage = envelope(z.object({ message: z.string() }));

// One id per shopper's request, made by the web (or taken from a trusted proxy) and sent on
// each of its calls, so the web's and the API's log lines of one request can be found together.
// Taken only when it is a short token of safe characters; anything else is replaced.
export const REQUEST_ID_HEADER = "x-request-id";
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

// The levels of LOG_LEVEL (web and API), and the field names whose values no log line of either
// ever holds (pino's redact, at the top of a line's object or one level down).
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export const SECRET_FIELDS = [
  "password",
  "newPassword",
  "token",
  "accessToken",
  "idToken",
  "staffToken",
  "cardNumber",
  "cvc",
  "authorization",
  "cookie",
  "set-cookie",
  AUTH_HEADERS.token,
  "x-staff-token",
];
export const LOG_REDACT_PATHS = SECRET_FIELDS.flatMap((name) => [`["${name}"]`, `*["${name}"]`]);

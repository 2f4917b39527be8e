// One error type for every expected failure; the app's error handler turns it into
// the envelope { errorCode, message, fields? } with its HTTP status.
import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ErrorBody, ErrorCode } from "../contract";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly extra: {
      // Further members of the error body, e.g. the stock shortages of OUT_OF_STOCK.
      details?: Pick<ErrorBody, "stock" | "changes" | "declineReason">;
      // Extra response headers, such as Retry-After.
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, "NOT_FOUND", `${what} was not found`);
export const unauthenticated = () =>
  new ApiError(
    401,
    "UNAUTHENTICATED_USER",
    "Sign in to continue: the access token is missing, expired or revoked",
  );

export const outOfStock = (message: string, stock: NonNullable<ErrorBody["stock"]>) =>
  new ApiError(409, "OUT_OF_STOCK", message, undefined, { details: { stock } });

// One error type for every expected failure; the app's error handler turns it into
// the envelope { errorCode, message, fields? } with its HTTP status.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../contract";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    // Extra response headers, such as Retry-After.
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, "NOT_FOUND", `${what} was not found`);
export const unauthenticated = () =>
  new ApiError(401, "UNAUTHENTICATED_USER", "Sign in to continue: the access token is missing, expired or revoked");

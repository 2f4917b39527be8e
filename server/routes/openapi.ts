// Small helpers that keep route declarations short.
import type { z } from "zod";

import { ErrorBody } from "../contract";

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const ok = <T extends z.ZodType>(schema: T, description = "OK") => ({
  content: { "application/json": { schema } },
  description,
});

const error = (description: string) => ok(ErrorBody, description);
export const badInput = { 400: error("Invalid input (VALIDATION_ERROR)") };
export const notFoundError = { 404: error("Not found (NOT_FOUND)") };
export const unauthorized = { 401: error("Missing, expired or revoked token (UNAUTHENTICATED_USER)") };
export const rateLimited = { 429: error("Too many attempts; see Retry-After (RATE_LIMITED)") };
export const authHeadersSecurity = [{ accessToken: [], userId: [] }];
// 409: the request is fine but the state does not allow it; the description names the error codes.
export const conflict = (description: string) => ({ 409: error(description) });
export const outOfStockError = conflict(
  "More than is in stock (OUT_OF_STOCK; `stock` gives what is available)",
);

// The back office: the staff token in its own header; 401 without a valid one, 403 for a role
// that may not, or an owner who has not enrolled a second factor.
export const staffSecurity = [{ staffToken: [] }];
export const staffOnly = {
  401: error("Missing, unknown, idle (30 minutes) or expired staff token (UNAUTHENTICATED_USER)"),
  403: error("This role may not do it, or an owner must enrol a second factor first (FORBIDDEN)"),
};
// Tags that sort the admin operations; the role walk (server/api.admin-roles.test.ts) reads them.
export const ADMIN_TAG = "Admin";
export const OWNER_TAG = "Admin (owners only)";

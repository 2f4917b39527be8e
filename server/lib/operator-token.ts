// The operator token (OPERATOR_TOKEN) as both the API's operator routes and the web's /metrics
// check it: `Authorization: Bearer <token>`, compared in constant time.
import { createHash, timingSafeEqual } from "node:crypto";

export type OperatorRefusal = { status: 401 | 403; message: string };

const digest = (text: string) => createHash("sha256").update(text).digest();

// Null when the header carries the token; else why not.
export function operatorRefusal(expected: string | undefined, authorization: string | undefined) {
  const given = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
  if (!given)
    return { status: 401, message: "The operator token is missing (Authorization: Bearer …)" } as const;
  if (!expected)
    return { status: 403, message: "The operator API is off: OPERATOR_TOKEN is not set" } as const;
  if (!timingSafeEqual(digest(given), digest(expected)))
    return { status: 403, message: "The operator token is wrong" } as const;
  return null;
}

// Registration, sign-in, tokens and passwords.
import { z } from "zod";

import { envelope, ONE_LINE } from "./common";

export const Email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase())
  .meta({ format: "email", description: "An email address (trimmed, compared in lower case)" });

export const Password = z
  .string()
  .min(8, "Use at least 8 characters")
  .max(128, "Use at most 128 characters")
  .regex(/[a-zA-Z]/, "Include at least one letter")
  .regex(/\d/, "Include at least one digit")
  // Both rules in one pattern for the OpenAPI document (a schema shows only one).
  .meta({
    pattern: "^(?=.*[a-zA-Z])(?=.*\\d)",
    description: "8 to 128 characters, with at least one letter and one digit",
  });

// A path on the shop to land on after a mailed link (the web checks it again on arrival).
export const NextPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, "A path on this site")
  .optional()
  .meta({ description: "A path on the shop, carried in the mailed link" });

// The token of a browser where the member signed in before (AuthGrant.deviceToken).
export const DeviceToken = z.string().min(1).max(200).optional();

export const RegisterBody = z.object({
  name: z.string().trim().min(1, "Enter your name").max(100).regex(ONE_LINE.pattern, ONE_LINE.message),
  email: Email,
  password: Password,
  next: NextPath,
});
export const LoginBody = z.object({
  email: Email,
  // Any stored password may be tried; the rules apply when one is chosen.
  password: z.string().min(1, "Enter your password").max(128),
  deviceToken: DeviceToken,
});
export const SignInLinkBody = z.object({ email: Email, next: NextPath });
// A mailed link's token: a sign-in link or a registration's confirmation.
export const MailedTokenBody = z.object({ token: z.string().min(1).max(200), deviceToken: DeviceToken });
export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: Password,
});
export const ResetRequestBody = z.object({ email: Email });
export const ResetCompleteBody = z.object({ token: z.string().min(1).max(200), password: Password });

// Sign-in through the identity provider: the ID token the web received from the provider.
export const IdTokenBody = z.object({ idToken: z.string().min(1).max(8192) });

export const Member = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .meta({ id: "Member" });
export type Member = z.infer<typeof Member>;

export const AuthGrant = z
  .object({
    accessToken: z.string(),
    userId: z.string(),
    expiresAt: z.string(),
    member: Member,
    // Kept by the web in a signed cookie and sent with the next sign-ins from that browser.
    deviceToken: z.string().optional(),
  })
  .meta({ id: "AuthGrant" });
export type AuthGrant = z.infer<typeof AuthGrant>;

export const AuthGrantResponse = envelope(AuthGrant);
export const TokenInfoResponse = envelope(
  z.object({ userId: z.string(), expiresAt: z.string(), member: Member }),
);

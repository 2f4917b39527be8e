// Account calls: register, sign in (password, mailed link), the provider token exchange, sign
// out, passwords, and the count of the shop's password page.
import { AuthGrantResponse, OkMessage, TokenInfoResponse } from "@contract";

import type { Call } from "../upstream.server";

export const authCalls = (call: Call) => ({
  auth: {
    // Always "check your mail": the account is made when the mailed link is used.
    register: async (body: { name: string; email: string; password: string; next?: string }) =>
      (await call(OkMessage, "/api/auth/register", { method: "POST", body })).data,
    login: async (body: { email: string; password: string; deviceToken?: string }) =>
      (await call(AuthGrantResponse, "/api/auth/login", { method: "POST", body, allowUnauthorized: true }))
        .data,
    // The provider's ID token for an access token; a refused token is the caller's to show.
    exchangeIdToken: async (idToken: string) =>
      (
        await call(AuthGrantResponse, "/api/auth/validate-token/oidc", {
          method: "POST",
          body: { idToken },
          allowUnauthorized: true,
        })
      ).data,
    logout: () =>
      call(OkMessage, "/api/auth/logout", { method: "POST", auth: true, allowUnauthorized: true }),
    validateToken: async () =>
      (await call(TokenInfoResponse, "/api/auth/validate-token", { method: "POST", auth: true })).data,
    changePassword: async (body: { currentPassword: string; newPassword: string }) =>
      (await call(OkMessage, "/api/auth/password", { method: "PUT", body, auth: true })).data,
    requestSignInLink: async (body: { email: string; next?: string }) =>
      (await call(OkMessage, "/api/auth/sign-in-link", { method: "POST", body })).data,
    // A mailed link's token (a sign-in link or a registration's confirmation) for a grant.
    useMailedLink: async (body: { token: string; deviceToken?: string }) =>
      (await call(AuthGrantResponse, "/api/auth/mailed-link", { method: "POST", body })).data,
    // Counts a try on the shop's password page (429 past the limit for the shopper's address).
    countStorePasswordTry: () => call(OkMessage, "/api/store-password/attempts", { method: "POST" }),
    requestReset: async (body: { email: string }) =>
      (await call(OkMessage, "/api/auth/reset-password", { method: "POST", body })).data,
    completeReset: async (body: { token: string; password: string }) =>
      (await call(OkMessage, "/api/auth/reset-password", { method: "PUT", body })).data,
  },
});

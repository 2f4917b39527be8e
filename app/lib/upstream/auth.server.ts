// Account calls: register, sign in, the provider token exchange, sign out, passwords.
import { AuthGrantResponse, OkMessage, TokenInfoResponse } from "@contract";

import type { Call } from "../upstream.server";

export const authCalls = (call: Call) => ({
  auth: {
    register: async (body: { name: string; email: string; password: string }) =>
      (await call(AuthGrantResponse, "/api/auth/register", { method: "POST", body })).data,
    login: async (body: { email: string; password: string }) =>
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
    requestReset: async (body: { email: string }) =>
      (await call(OkMessage, "/api/auth/reset-password", { method: "POST", body })).data,
    completeReset: async (body: { token: string; password: string }) =>
      (await call(OkMessage, "/api/auth/reset-password", { method: "PUT", body })).data,
  },
});

// Where the identity provider sends the shopper back: remix-auth-oauth2 checks the state,
// trades the code (with the PKCE verifier) for tokens, and the API verifies the ID token and
// answers its own access token. Then on as after any sign-in.
import { type LoaderFunctionArgs } from "@remix-run/node";
import { OAuth2RequestError } from "remix-auth-oauth2";

import { log } from "~/lib/log.server";
import {
  clearProviderState,
  config,
  providerAuthenticator,
  redirectWithToast,
  startMemberSession,
  UpstreamError,
} from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const authenticator = await providerAuthenticator();
  const finished = { headers: clearProviderState(request) };
  try {
    const idToken = await authenticator.authenticate("provider", request);
    const grant = await context.api.auth.exchangeIdToken(idToken);
    return await startMemberSession(request, context, grant, null, finished);
  } catch (error) {
    if (error instanceof Response) throw error;
    const message =
      error instanceof UpstreamError
        ? error.message
        : error instanceof OAuth2RequestError && error.code === "access_denied"
          ? "Sign-in was cancelled."
          : `Signing in with ${config.oidc?.providerName} did not complete. Please try again.`;
    if (!(error instanceof UpstreamError || error instanceof OAuth2RequestError)) {
      log.warn({ err: (error as Error).message }, "[auth] provider sign-in failed");
    }
    return redirectWithToast("/login", { kind: "error", message }, context.session, finished);
  }
}

// Where the identity provider sends the shopper back: remix-auth-oauth2 checks the state,
// trades the code (with the PKCE verifier) for tokens, and the API verifies the ID token and
// answers its own access token. Then on as after any sign-in. This path has no locale: the
// answers speak the sign-in page's (kept in the session by routes/auth.provider.tsx).
import { type LoaderFunctionArgs } from "@remix-run/node";
import { OAuth2RequestError } from "remix-auth-oauth2";

import { localizedErrorBody } from "~/lib/i18n/api-errors.server";
import { translator } from "~/lib/i18n/translate.server";
import { log } from "~/lib/log.server";
import {
  clearProviderState,
  config,
  providerAuthenticator,
  providerSignInPage,
  redirectWithToast,
  startMemberSession,
  UpstreamError,
} from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = providerSignInPage(request, context.session);
  context.session.unset("providerPage");
  const authenticator = await providerAuthenticator(page.request);
  const finished = { headers: clearProviderState(request) };
  try {
    const idToken = await authenticator.authenticate("provider", request);
    const grant = await context.api.auth.exchangeIdToken(idToken);
    return await startMemberSession(page.request, context, grant, null, finished);
  } catch (error) {
    if (error instanceof Response) throw error;
    const t = translator(page.request, ["notice"]);
    const message =
      error instanceof UpstreamError
        ? localizedErrorBody(page.request, error.body).message
        : error instanceof OAuth2RequestError && error.code === "access_denied"
          ? t("notice.account.providerCancelled")
          : t("notice.account.providerFailed", { provider: config.oidc?.providerName ?? "" });
    if (!(error instanceof UpstreamError || error instanceof OAuth2RequestError)) {
      log.warn({ err: (error as Error).message }, "[auth] provider sign-in failed");
    }
    return redirectWithToast(page.path, { kind: "error", message }, context.session, finished);
  }
}

// Sign-out is a POST (a link or an image cannot sign anyone out): the API revokes the token
// and the session is emptied, visitor lists and all.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { z } from "zod";

import { translatorForPath } from "~/lib/i18n/translate.server";
import { emptySession, readForm, redirectWithToast, UpstreamError } from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

// The home page to land on, in the locale of the page signed out from (components/LogoutForm.tsx).
const SignOut = z.object({ redirectTo: z.string().max(2000).optional() });

export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, SignOut);
  const home = safeRedirectPath(submission.payload.redirectTo, "/");
  const { api, session } = context;
  if (session.get("accessToken")) {
    // Already revoked, expired, or the API briefly down: the shopper is signed out here all the same.
    await api.auth.logout().catch((error) => {
      if (!(error instanceof UpstreamError || error instanceof Response)) throw error;
    });
  }
  // An empty session that only carries the goodbye.
  emptySession(session);
  const message = translatorForPath(request, home, ["notice"])("notice.signedOut");
  return redirectWithToast(home, { kind: "info", message }, session);
}

// Sign-out is a POST (a link or an image cannot sign anyone out): the API revokes the token
// and the session is emptied, visitor lists and all.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { z } from "zod";

import { emptySession, readForm, redirectWithToast, UpstreamError } from "~/lib/routes.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, z.object({}));
  const { api, session } = context;
  if (session.get("accessToken")) {
    // Already revoked, expired, or the API briefly down: the shopper is signed out here all the same.
    await api.auth.logout().catch((error) => {
      if (!(error instanceof UpstreamError || error instanceof Response)) throw error;
    });
  }
  // An empty session that only carries the goodbye.
  emptySession(session);
  return redirectWithToast("/", { kind: "info", message: "You are signed out." }, session);
}

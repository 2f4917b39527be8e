// Sign-out is a POST (a link or an image cannot sign anyone out): the API revokes the token
// and the session is emptied, visitor lists and all.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { z } from "zod";

import { getSession, readForm, redirectWithToast, UpstreamError, upstreamFor } from "~/lib/routes.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  await readForm(request, z.object({}));
  const { api, session } = await upstreamFor(request);
  if (session.get("accessToken")) {
    // Already revoked, expired, or the API briefly down: the shopper is signed out here all the same.
    await api.auth.logout().catch((error) => {
      if (!(error instanceof UpstreamError || error instanceof Response)) throw error;
    });
  }
  // A fresh, empty session that only carries the goodbye.
  const empty = await getSession(new Request(request.url));
  return redirectWithToast("/", { kind: "info", message: "You are signed out." }, empty);
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { assertSameOrigin, endStaffSession, UpstreamError } from "~/lib/routes.server";

// Signing out is a post (the nav's button); the API forgets the token, the cookie goes.
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { staffSession, api } = context;
  if (staffSession.get("staffToken")) {
    try {
      await api.admin.logout();
    } catch (error) {
      // A token that already lapsed is signed out all the same.
      if (!(error instanceof UpstreamError)) throw error;
    }
  }
  endStaffSession(staffSession);
  staffSession.flash("notice", "You are signed out.");
  return redirect("/admin/login");
}

// A visit (not a post) signs nobody out.
export const loader = () => redirect("/admin");

// The settings panel's form post: store theme, direction and colour, and go back.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";

import { translatorForPath } from "~/lib/i18n/translate.server";
import { PreferencesForm, readForm, savePreferences } from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function action({ request }: ActionFunctionArgs) {
  const submission = await readForm(request, PreferencesForm);
  const back = safeRedirectPath(submission.payload.redirectTo, "/");
  if (submission.status !== "success") {
    const t = translatorForPath(request, back, ["notice"]);
    throw new Response(t("notice.form.settings"), { status: 400 });
  }
  const { redirectTo: _, ...preferences } = submission.value;
  return redirect(back, { headers: { "Set-Cookie": await savePreferences(preferences) } });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

// A popup's answer: close it, take its offer, or (the age check) say yes or no. Remembered in
// the popups cookie, so it never shows again; then back to the page, or on to the offer.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { z } from "zod";

import { localeOfUrl } from "~/lib/i18n/catalogue.server";
import { localizedPath } from "~/lib/i18n/locale";
import { translatorForPath } from "~/lib/i18n/translate.server";
import { readForm, redirectWithToast, rememberPopup } from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

const PopupAnswer = z.object({
  id: z.coerce.number().int().positive(),
  answer: z.enum(["close", "accept", "decline"]),
  redirectTo: z.string().max(2000).optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, PopupAnswer);
  // The page the popup was on: its locale is the answer's.
  const back = safeRedirectPath(submission.payload.redirectTo, "/");
  const t = translatorForPath(request, back, ["notice"]);
  if (submission.status !== "success") throw new Response(t("notice.form.popupAnswer"), { status: 400 });
  const { id, answer } = submission.value;
  const { api, session } = context;
  const popup = (await api.content.popups()).find((candidate) => candidate.id === id);
  if (!popup) throw new Response("There is no such popup.", { status: 404 });

  // Saying no to the age check is not remembered: the question stands for the next visit.
  if (answer === "decline" && popup.type === "age-check") {
    const message = t("notice.popup.ageDeclined");
    return redirectWithToast(
      localizedPath(localeOfUrl(new URL(back, request.url).href), "/"),
      { kind: "info", message },
      session,
    );
  }
  const next = answer === "accept" && popup.link ? safeRedirectPath(popup.link, back) : back;
  return redirect(next, { headers: { "Set-Cookie": await rememberPopup(request, id) } });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

// The display currency: a form post that stores the choice and returns to the same page.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { translatorForPath } from "~/lib/i18n/translate.server";
import { readForm, redirectWithToast } from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

const CurrencyChoice = z.object({
  currency: z.string().min(1).max(10),
  redirectTo: z.string().max(2000).optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, api } = context;
  const submission = await readForm(request, CurrencyChoice);
  const back = safeRedirectPath(submission.payload.redirectTo, "/");
  const t = translatorForPath(request, back, ["notice"]);
  const { currencies } = await api.config.fetch("currencies");
  const chosen =
    submission.status === "success"
      ? currencies.find((c) => c.code === submission.value.currency)
      : undefined;
  if (!chosen)
    return redirectWithToast(back, { kind: "error", message: t("notice.currency.unavailable") }, session);
  session.set("currency", chosen.code);
  return redirectWithToast(
    back,
    { kind: "success", message: t("notice.currency.shown", { code: chosen.code.toUpperCase() }) },
    session,
  );
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

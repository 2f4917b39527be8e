// Newsletter sign-up. The footer's form posts here; with JavaScript off a failed post shows
// this page, with the form, what was typed and the error.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useActionData } from "@remix-run/react";

import { NewsletterForm } from "~/components/NewsletterForm";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  readForm,
  redirectWithToast,
  rememberPopup,
  SubscribeForm,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export const loader = ({ request }: LoaderFunctionArgs) => ({
  messages: routeMessages(request, ["newsletter"]),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, SubscribeForm);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { api, session } = context;
  try {
    const { email, redirectTo, popupId } = submission.value;
    await api.newsletter.subscribe({ email });
    // The thanks in the page's locale (the API's are English): the form posts to this route
    // under the page's locale (NewsletterForm).
    const message = translator(request, ["notice"])("notice.newsletter.checkMail", { email });
    const headers = popupId ? { "Set-Cookie": await rememberPopup(request, popupId) } : undefined;
    return redirectWithToast(safeRedirectPath(redirectTo, "/"), { kind: "success", message }, session, {
      headers,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message] }), error.init);
  }
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "newsletter.title") }];

export default function Newsletter() {
  const lastResult = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-3xl font-semibold">{t("newsletter.title")}</h1>
      <NewsletterForm id="newsletter-page" lastResult={lastResult} />
    </div>
  );
}

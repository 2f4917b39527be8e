// Newsletter sign-up. The footer's form posts here; with JavaScript off a failed post shows
// this page, with the form, what was typed and the error.
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useActionData } from "@remix-run/react";

import { NewsletterForm } from "~/components/NewsletterForm";
import {
  readForm,
  redirectWithToast,
  rememberPopup,
  SubscribeForm,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, SubscribeForm);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { api, session } = context;
  try {
    const { email, redirectTo, popupId } = submission.value;
    const { message } = await api.newsletter.subscribe({ email });
    const headers = popupId ? { "Set-Cookie": await rememberPopup(request, popupId) } : undefined;
    return redirectWithToast(safeRedirectPath(redirectTo, "/"), { kind: "success", message }, session, {
      headers,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message] }), error.init);
  }
}

export const meta: MetaFunction = () => [{ title: "Newsletter · Little Sprout" }];

export default function Newsletter() {
  const lastResult = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-3xl font-semibold">Newsletter</h1>
      <NewsletterForm id="newsletter-page" lastResult={lastResult} />
    </div>
  );
}

// Signing in with a link by mail: the page that asks for one ("Email me a sign-in link", also
// the button on /login) and the page a mailed link opens, a sign-in link or a registration's
// confirmation. The link's token moves from the address bar into the session at once, and is
// used only when the shopper presses "Continue": a mail scanner that opens links cannot spend
// it. A sign-in link works however many wrong passwords others have tried on the account.
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { Field, FormErrors, HiddenField, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  deviceTokenOf,
  MailedLinkForm,
  readForm,
  redirectWithToast,
  startMemberSession,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

const withNext = (path: string, next: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = context;
  const url = new URL(request.url);
  const given = url.searchParams.get("next");
  const next = given ? safeRedirectPath(given) : "";
  const token = url.searchParams.get("token");
  if (token) {
    session.set("mailedLink", { token: token.slice(0, 200), next });
    throw redirect("/login/link");
  }
  return { opened: Boolean(session.get("mailedLink")), next, messages: routeMessages(request, ["account"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, MailedLinkForm);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { api, session } = context;
  const form = submission.value;
  try {
    if (form.intent === "send") {
      const next = form.next ? safeRedirectPath(form.next) : "";
      await api.auth.requestSignInLink({ email: form.email, next: next || undefined });
      const message = translator(request, ["notice"])("notice.account.signInLinkSent");
      return redirectWithToast(withNext("/login", next), { kind: "info", message }, session);
    }
    const link = session.get("mailedLink");
    session.unset("mailedLink");
    if (!link) return linkGone(request, submission);
    const grant = await api.auth.useMailedLink({
      token: link.token,
      deviceToken: await deviceTokenOf(request),
    });
    return await startMemberSession(request, context, grant, link.next);
  } catch (error) {
    // A used or expired link, an address with an account by now, or too many links asked.
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message] }), error.init);
  }
}

type Submission = Awaited<ReturnType<typeof readForm<typeof MailedLinkForm>>>;

function linkGone(request: Request, submission: Submission) {
  const t = translator(request, ["account"]);
  return data(submission.reply({ formErrors: [t("account.link.gone")] }), { status: 400 });
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "account.link.title") }];

export default function MailedLink() {
  const { opened, next } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const t = useT();
  if (opened && !lastResult) {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 text-3xl font-semibold">{t("account.link.almost")}</h1>
        <p className="mb-6 text-slate-600">{t("account.link.continueIntro")}</p>
        <Form method="post">
          <SubmitButton name="intent" value="use">
            {t("account.link.continue")}
          </SubmitButton>
        </Form>
      </div>
    );
  }
  return <AskForLink next={next} />;
}

function AskForLink({ next }: { next: string }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof MailedLinkForm> & { email: string; next: string }>({
    id: "sign-in-link",
    lastResult,
    defaultValue: { next },
  });
  const t = useT();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-3xl font-semibold">{t("account.link.title")}</h1>
      <p className="mb-6 text-slate-600">{t("account.link.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <Field meta={fields.email} label={t("account.email")} type="email" autoComplete="email" />
        <HiddenField meta={fields.next} />
        <Honeypot />
        <SubmitButton name="intent" value="send">
          {t("account.link.send")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <LocaleLink to={withNext("/login", next)} className="text-theme-strong underline underline-offset-4">
          {t("account.link.withPassword")}
        </LocaleLink>
      </p>
    </div>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData } from "@remix-run/react";
import type { z } from "zod";

import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  ForgetForm,
  readForm,
  redirectWithToast,
  requireAnonymous,
  UpstreamError,
} from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAnonymous(request, context);
  return { messages: routeMessages(request, ["account"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, ForgetForm);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { api, session } = context;
  try {
    // The same answer whether or not the account exists, in the page's locale.
    await api.auth.requestReset(submission.value);
    const message = translator(request, ["notice"])("notice.account.resetRequested");
    return redirectWithToast("/forget-password", { kind: "success", message }, session);
  } catch (error) {
    // Too many requests (429) is the one failure worth telling.
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message] }), error.init);
  }
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "account.forgot.pageTitle") },
];

export default function ForgetPassword() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof ForgetForm>>({ id: "forget-password", lastResult });
  const t = useT();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-3xl font-semibold">{t("account.forgot.title")}</h1>
      <p className="mb-6 text-slate-600">{t("account.forgot.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <Field meta={fields.email} label={t("account.email")} type="email" autoComplete="email" />
        <Honeypot />
        <SubmitButton>{t("account.forgot.send")}</SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <LocaleLink to="/login" className="text-theme-strong underline underline-offset-4">
          {t("account.backToSignIn")}
        </LocaleLink>
      </p>
    </div>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { Field, FormErrors, HiddenField, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { AgeQuestion } from "~/components/Popups";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  readForm,
  redirectWithToast,
  RegisterForm,
  requireAnonymous,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...requireAnonymous(request, context), messages: routeMessages(request, ["account", "password"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, RegisterForm);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const { api, session } = context;
  const { name, email, password } = submission.value;
  const next = submission.value.next ? safeRedirectPath(submission.value.next) : "";
  try {
    // The same answer whether or not the address has an account: the mailed link goes on.
    await api.auth.register({ name, email, password, next: next || undefined });
    const message = translator(request, ["notice"])("notice.account.checkMail");
    return redirectWithToast(
      next ? `/register?next=${encodeURIComponent(next)}` : "/register",
      { kind: "info", message },
      session,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // A field the API refused names its field; anything else (a rate limit) is about the form.
    const errors = error.body.fields ? { fieldErrors: error.fields } : { formErrors: [error.message] };
    return data(submission.reply({ ...errors, hideFields }), error.init);
  }
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "account.createAccount") }];

export default function Register() {
  const { next } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof RegisterForm>>({
    id: "register",
    lastResult,
    defaultValue: { next },
  });
  const t = useT();
  return (
    <div className="mx-auto max-w-md">
      <AgeQuestion />
      <h1 className="mb-6 text-3xl font-semibold">{t("account.createAccount")}</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <Field meta={fields.name} label={t("account.register.name")} autoComplete="name" />
        <Field meta={fields.email} label={t("account.email")} type="email" autoComplete="email" />
        <Field
          meta={fields.password}
          label={t("account.password")}
          type="password"
          autoComplete="new-password"
          hint={t("password.hint")}
        />
        <Field
          meta={fields.confirmPassword}
          label={t("account.register.passwordAgain")}
          type="password"
          autoComplete="new-password"
        />
        <HiddenField meta={fields.next} />
        <Honeypot />
        <SubmitButton>{t("account.register.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        {t("account.register.haveAccount")}{" "}
        <LocaleLink
          to={next ? `/login?next=${encodeURIComponent(next)}` : "/login"}
          className="text-theme-strong underline underline-offset-4"
        >
          {t("account.signIn")}
        </LocaleLink>
      </p>
    </div>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { Field, FormErrors, HiddenField, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { AgeQuestion } from "~/components/Popups";
import { LocaleLink } from "~/lib/i18n/Link";
import {
  readForm,
  redirectWithToast,
  RegisterForm,
  requireAnonymous,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return requireAnonymous(request, context);
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
    const { message } = await api.auth.register({ name, email, password, next: next || undefined });
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

export const meta: MetaFunction = () => [{ title: "Create an account · Little Sprout" }];

export default function Register() {
  const { next } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof RegisterForm>>({
    id: "register",
    lastResult,
    defaultValue: { next },
  });
  return (
    <div className="mx-auto max-w-md">
      <AgeQuestion />
      <h1 className="mb-6 text-3xl font-semibold">Create an account</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <Field meta={fields.name} label="Your name" autoComplete="name" />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <Field
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with a letter and a digit."
        />
        <Field
          meta={fields.confirmPassword}
          label="Password again"
          type="password"
          autoComplete="new-password"
        />
        <HiddenField meta={fields.next} />
        <Honeypot />
        <SubmitButton>Create account</SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        Already have an account?{" "}
        <LocaleLink
          to={next ? `/login?next=${encodeURIComponent(next)}` : "/login"}
          className="text-theme-strong underline underline-offset-4"
        >
          Sign in
        </LocaleLink>
      </p>
    </div>
  );
}

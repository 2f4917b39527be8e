import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { Field, FormErrors, HiddenField, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import {
  readForm,
  RegisterForm,
  requireAnonymous,
  startMemberSession,
  UpstreamError,
} from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return requireAnonymous(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, RegisterForm);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const { name, email, password, next } = submission.value;
  try {
    const grant = await context.api.auth.register({ name, email, password });
    return await startMemberSession(context, grant, next);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // EMAIL_TAKEN names the email field; an error without fields is about the whole form.
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
        <Link
          to={next ? `/login?next=${encodeURIComponent(next)}` : "/login"}
          className="text-theme-strong underline underline-offset-4"
        >
          Sign in
        </Link>
      </p>
    </div>
  );
}

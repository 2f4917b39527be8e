import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { AdminPage, Notice } from "~/components/AdminPage";
import { Field, FormErrors, HiddenField, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import {
  noticeOf,
  readStaffForm,
  StaffLoginForm,
  startStaffSession,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

// Where to go after signing in: a page of the back office, else its start.
const backOfficePath = (next: unknown) => {
  const path = safeRedirectPath(next, "/admin");
  return /^\/admin(\/|\?|$)/.test(path) ? path : "/admin";
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const next = new URL(request.url).searchParams.get("next") ?? undefined;
  if (context.staffSession.get("staffToken")) throw redirect(backOfficePath(next));
  return { next: next?.slice(0, 2000), notice: noticeOf(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readStaffForm(request, StaffLoginForm);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), askCode: false }, { status: 400 });
  }
  const { email, password, totp, next } = submission.value;
  try {
    const grant = await context.api.admin.login({ email, password, totp });
    startStaffSession(context.staffSession, grant);
    return redirect(grant.totpEnrolmentRequired ? "/admin/totp" : backOfficePath(next));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The right password without the code: the page asks for it (the password typed again).
    const askCode = error.body.errorCode === "TOTP_REQUIRED";
    const result = submission.reply({ formErrors: [error.message], hideFields: ["password", "totp"] });
    return data({ result, askCode }, error.init);
  }
}

export const meta: MetaFunction = () => [{ title: "Staff sign-in · Back office" }];

export default function AdminLogin() {
  const { next, notice } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof StaffLoginForm>>({
    id: "admin-login",
    lastResult: answer?.result,
    defaultValue: { next },
  });
  return (
    <AdminPage title="Staff sign-in">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        {notice && <Notice>{notice}</Notice>}
        <FormErrors form={form} />
        <Field meta={fields.email} label="Email" type="email" autoComplete="username" />
        <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        {answer?.askCode && (
          <Field
            meta={fields.totp}
            label="Code from your authenticator app"
            autoComplete="one-time-code"
            inputProps={{ inputMode: "numeric", pattern: "[0-9]{6}", maxLength: 6 }}
          />
        )}
        <HiddenField meta={fields.next} />
        <Honeypot />
        <SubmitButton pendingText="Signing in…">Sign in</SubmitButton>
      </Form>
    </AdminPage>
  );
}

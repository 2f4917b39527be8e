import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { AdminPage, Notice } from "~/components/AdminPage";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { readStaffForm, requireStaff, TotpForm, UpstreamError } from "~/lib/routes.server";

// Setting up the second factor (an authenticator app): required for owners before anything else.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const me = await api.admin.me();
  return { enrolled: me.staff.totpEnabled, required: me.totpEnrolmentRequired };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, staffSession } = requireStaff(request, context);
  const submission = await readStaffForm(request, TotpForm);
  if (submission.status !== "success")
    return data({ enrolment: null, result: submission.reply() }, { status: 400 });
  if (submission.value.intent === "start") {
    // The secret is shown once, on this answer, for typing or scanning into the app.
    try {
      return { enrolment: await api.admin.startTotp(), result: undefined };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      staffSession.flash("notice", error.message);
      return redirect("/admin");
    }
  }
  try {
    await api.admin.verifyTotp(submission.value.code);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ enrolment: null, result: submission.reply({ formErrors: [error.message] }) }, error.init);
  }
  staffSession.flash("notice", "Your authenticator app is set up.");
  return redirect("/admin");
}

export const meta: MetaFunction = () => [{ title: "Authenticator app · Back office" }];

export default function TotpEnrolment() {
  const { enrolled, required } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof TotpForm>>({ id: "totp", lastResult: answer?.result });
  if (enrolled)
    return (
      <AdminPage title="Authenticator app">
        <p>Your authenticator app is set up.</p>
        <Link to="/admin" className="text-theme-strong underline">
          Dashboard
        </Link>
      </AdminPage>
    );
  return (
    <AdminPage title="Authenticator app">
      {required && <Notice>Owners sign in with a code from an authenticator app: set one up first.</Notice>}
      {answer?.enrolment ? (
        <div className="my-4 flex flex-col gap-2">
          <p>Add this key to your authenticator app (as a time-based key), then enter the code it shows.</p>
          <p className="break-all rounded-md bg-slate-50 p-3 font-mono text-lg" data-testid="totp-secret">
            {answer.enrolment.secret}
          </p>
          <a href={answer.enrolment.uri} className="text-theme-strong underline">
            Open in an authenticator app on this phone
          </a>
        </div>
      ) : (
        <Form method="post" className="my-4">
          <SubmitButton name="intent" value="start">
            Show a new key
          </SubmitButton>
        </Form>
      )}
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-4 border-t border-slate-200 pt-4"
      >
        <FormErrors form={form} />
        <Field
          meta={fields.code}
          label="Code from your authenticator app"
          autoComplete="one-time-code"
          inputProps={{ inputMode: "numeric", maxLength: 6 }}
        />
        <SubmitButton name="intent" value="verify" pendingText="Checking…">
          Turn on
        </SubmitButton>
      </Form>
    </AdminPage>
  );
}

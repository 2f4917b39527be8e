import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { AdminPage } from "~/components/AdminPage";
import { FormErrors, HiddenField, NewPasswordFields, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { readStaffForm, ResetForm, UpstreamError } from "~/lib/routes.server";

// The one-time link `npm run staff -- add` prints (and an owner's "add staff" shows):
// /admin/set-password?token=…
export async function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readStaffForm(request, ResetForm);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  try {
    const { message } = (await context.api.admin.setPassword(submission.value)).data;
    context.staffSession.flash("notice", message);
    return redirect("/admin/login");
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const reply = submission.reply({
      formErrors: [error.message],
      hideFields: ["password", "confirmPassword"],
    });
    return data(reply, error.init);
  }
}

export const meta: MetaFunction = () => [{ title: "Set your password · Back office" }];

export default function SetStaffPassword() {
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof ResetForm>>({
    id: "set-password",
    lastResult,
    defaultValue: { token },
  });
  return (
    <AdminPage title="Set your password">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <FormErrors form={form} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <HiddenField meta={fields.token} />
        <Honeypot />
        <SubmitButton pendingText="Saving…">Set password</SubmitButton>
      </Form>
    </AdminPage>
  );
}

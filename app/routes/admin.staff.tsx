import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { STAFF_ROLES } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { Notice } from "~/components/AdminPage";
import { ErrorPage } from "~/components/ErrorPage";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { readStaffForm, requireStaff, StaffForm, UpstreamError } from "~/lib/routes.server";

// Owners only (the API answers 403 to anyone else; the page says so plainly).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, role } = requireStaff(request, context);
  if (role !== "owner") throw new Response("Only owners manage staff.", { status: 403 });
  return { staff: await api.admin.staff() };
}

const CONTROL = "min-h-11 rounded-md border border-slate-300 bg-surface px-3 text-base";

// Add a staff member (their one-time link is mailed to them, and shown once on the answer),
// change a role, disable.
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, staffSession } = requireStaff(request, context);
  const submission = await readStaffForm(request, StaffForm);
  const intent = submission.payload.intent;
  if (submission.status !== "success")
    return data({ intent, result: submission.reply(), link: null }, { status: 400 });
  const form = submission.value;
  try {
    if (form.intent === "add") {
      const { email, name, role } = form;
      const added = await api.admin.addStaff({ email, name, role });
      // The link is for the new staff member only: shown on this answer, never stored.
      return { intent, result: submission.reply({ resetForm: true }), link: added.passwordLink };
    }
    if (form.intent === "role") await api.admin.updateStaff(form.id, { role: form.role });
    else await api.admin.updateStaff(form.id, { disabled: form.intent === "disable" });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data(
      { intent, result: submission.reply({ formErrors: [error.message] }), link: null },
      error.init,
    );
  }
  staffSession.flash("notice", "Saved.");
  return redirect("/admin/staff");
}

export const meta: MetaFunction = () => [{ title: "Staff · Back office" }];

export default function AdminStaff() {
  const { staff } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refusal = answer && answer.intent !== "add" ? answer.result.error?.[""] : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">Staff</h1>
      {refusal && <Notice kind="error">{refusal.join(" ")}</Notice>}
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {staff.map((member) => (
          <li key={member.id} className="flex flex-col gap-2 py-3">
            <p className="break-all">
              <strong>{member.name}</strong> · {member.email}
              {member.disabled && " · disabled"}
              {!member.passwordSet && " · no password yet"}
              {member.totpEnabled && " · authenticator app"}
            </p>
            <div className="flex flex-wrap gap-2">
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="id" value={member.id} />
                <label className="text-sm">
                  Role{" "}
                  <select name="role" defaultValue={member.role} className={CONTROL}>
                    {STAFF_ROLES.map((role) => (
                      <option key={role}>{role}</option>
                    ))}
                  </select>
                </label>
                <SubmitButton name="intent" value="role" variant="secondary">
                  Change role
                </SubmitButton>
              </Form>
              <Form method="post">
                <input type="hidden" name="id" value={member.id} />
                <SubmitButton
                  name="intent"
                  value={member.disabled ? "enable" : "disable"}
                  variant="secondary"
                >
                  {member.disabled ? "Enable" : "Disable"}
                </SubmitButton>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <AddStaffForm />
    </div>
  );
}

function AddStaffForm() {
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof StaffForm> & { intent: "add" }>({
    id: "add-staff",
    lastResult: answer?.intent === "add" ? answer.result : undefined,
    defaultValue: { role: "staff" },
  });
  const { key, ...roleProps } = getSelectProps(fields.role);
  return (
    <section aria-labelledby="add-staff-title" className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4">
      <h2 id="add-staff-title" className="text-xl font-semibold">
        Add a staff member
      </h2>
      {answer?.link && (
        <Notice>
          Added. We mailed them a one-time link to set a password (valid 72 hours); if the mail does not
          arrive, give them this one: <span className="break-all font-mono">{answer.link}</span>
        </Notice>
      )}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <FormErrors form={form} />
        <Field meta={fields.name} label="Name" autoComplete="off" />
        <Field meta={fields.email} label="Email" type="email" autoComplete="off" />
        <label htmlFor={fields.role.id} className="block text-sm font-medium">
          Role
        </label>
        <select key={key} {...roleProps} className={CONTROL}>
          {STAFF_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
        <SubmitButton name="intent" value="add">
          Add
        </SubmitButton>
      </Form>
    </section>
  );
}

export const ErrorBoundary = ErrorPage;

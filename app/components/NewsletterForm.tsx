import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import type { action } from "~/routes/newsletter";
import { ErrorList, FormErrors } from "./forms";

// The newsletter sign-up, posted to /newsletter. With JavaScript it is sent in the background
// and errors show in place; success comes back to this page with a confirmation. In the
// newsletter popup it also answers the popup.
export function NewsletterForm({
  id,
  lastResult,
  popupId,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]>;
  popupId?: number;
}) {
  const fetcher = useFetcher<typeof action>({ key: id });
  const location = useLocation();
  const [form, fields] = useForm<{ email: string; redirectTo: string }>({ id, lastResult: fetcher.data ?? lastResult });
  const { key, ...emailProps } = getInputProps(fields.email, { type: "email" });
  return (
    <fetcher.Form method="post" action="/newsletter" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <label htmlFor={fields.email.id} className="block text-sm font-medium">
        Email for news and offers
      </label>
      <div className="flex">
        <input
          key={key}
          {...emailProps}
          autoComplete="email"
          placeholder="you@example.com"
          className="w-full rounded-s-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        />
        <button type="submit" disabled={fetcher.state !== "idle"} className="rounded-e-md bg-theme-strong px-4 text-sm font-medium text-white">
          Subscribe
        </button>
      </div>
      <ErrorList id={fields.email.errorId} errors={fields.email.errors} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {popupId && <input type="hidden" name="popupId" value={popupId} />}
    </fetcher.Form>
  );
}

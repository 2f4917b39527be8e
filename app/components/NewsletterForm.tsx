import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";

import { useLocalizedPath, useT } from "~/lib/i18n/use-t";
import type { action } from "~/routes/($locale).newsletter";

import { ErrorList, FormErrors } from "./FormErrors";
import { Honeypot } from "./Honeypot";

// The newsletter sign-up, posted to /newsletter. With JavaScript it is sent in the background
// and errors show in place; success comes back to this page with a confirmation. In the
// newsletter popup it also answers the popup. It is on every page (the footer), so it reads
// the action's reply itself rather than bring conform's client into every page's scripts.
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
  const result = fetcher.data ?? lastResult;
  const emailErrors = result?.error?.email ?? undefined;
  const typed = result?.initialValue?.email;
  const emailId = `${id}-email`;
  const t = useT();
  const localize = useLocalizedPath();
  // Posted under the page's locale: its errors, its thanks and the confirm mail are in it.
  return (
    <fetcher.Form method="post" action={localize("/newsletter")} id={id} noValidate className="space-y-2">
      <FormErrors form={{ errorId: `${id}-error`, errors: result?.error?.[""] ?? undefined }} />
      <label htmlFor={emailId} className="block text-sm font-medium">
        {t("shell.newsletter.email")}
      </label>
      <div className="flex">
        <input
          id={emailId}
          name="email"
          type="email"
          defaultValue={typeof typed === "string" ? typed : undefined}
          aria-invalid={emailErrors ? true : undefined}
          aria-describedby={emailErrors ? `${emailId}-error` : undefined}
          autoComplete="email"
          placeholder={t("shell.newsletter.placeholder")}
          className="w-full rounded-s-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-e-md bg-theme-strong px-4 text-sm font-medium text-white"
        >
          {t("shell.newsletter.subscribe")}
        </button>
      </div>
      <ErrorList id={`${emailId}-error`} errors={emailErrors} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {popupId && <input type="hidden" name="popupId" value={popupId} />}
      <Honeypot />
    </fetcher.Form>
  );
}

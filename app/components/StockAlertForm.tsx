import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";

import { useLocalizedPath, useT } from "~/lib/i18n/use-t";
import { colourName } from "~/lib/i18n/vocabulary";
import type { action } from "~/routes/($locale).stock-alerts";

import { ErrorList, FormErrors } from "./FormErrors";
import { Honeypot } from "./Honeypot";

type SoldOut = { id: number; size: string | null; color: string | null };

// "Email me when it's back" for one sold-out size in one colour, posted to /stock-alerts. A
// visitor gives an address (a confirm mail follows); a member only taps. Without JavaScript a
// plain post that comes back to the product page with the same size chosen (redirectTo); with
// it, sent in the background, errors in place. Its words are the `stockAlert` namespace.
export function StockAlertForm({
  variant,
  signedIn,
  lastResult,
  redirectTo,
}: {
  variant: SoldOut;
  signedIn: boolean;
  lastResult?: SubmissionResult<string[]>;
  redirectTo?: string;
}) {
  const fetcher = useFetcher<typeof action>({ key: `stock-alert-${variant.id}` });
  const t = useT();
  const localize = useLocalizedPath();
  const location = useLocation();
  const result = fetcher.data ?? lastResult;
  const emailErrors = result?.error?.email ?? undefined;
  const typed = result?.initialValue?.email;
  const id = `stock-alert-${variant.id}`;
  // Size first, then colour: "0-3m, pink" (the size is what sold out).
  const choice = [variant.size, colourName(t, variant.color)].filter(Boolean).join(", ");
  return (
    <fetcher.Form
      method="post"
      action={localize("/stock-alerts")}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-2 rounded-md border border-slate-300 p-3"
    >
      <p id={`${id}-title`} className="font-medium">
        {choice ? t("stockAlert.soldOutIn", { choice }) : t("stockAlert.soldOut")}
      </p>
      <FormErrors form={{ errorId: `${id}-error`, errors: result?.error?.[""] ?? undefined }} />
      <input type="hidden" name="variantId" value={variant.id} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? location.pathname + location.search} />
      <div className="flex flex-wrap gap-2">
        {!signedIn && (
          <>
            <label htmlFor={`${id}-email`} className="sr-only">
              {t("stockAlert.email")}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              defaultValue={typeof typed === "string" ? typed : undefined}
              aria-invalid={emailErrors ? true : undefined}
              aria-describedby={emailErrors ? `${id}-email-error` : undefined}
              autoComplete="email"
              placeholder={t("stockAlert.placeholder")}
              className="min-h-11 w-full min-w-0 flex-1 basis-48 rounded-md border border-slate-300 px-3 aria-[invalid=true]:border-red-600"
            />
          </>
        )}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-11 rounded-md bg-theme-strong px-4 font-medium text-white"
        >
          {t("stockAlert.submit")}
        </button>
      </div>
      <ErrorList id={`${id}-email-error`} errors={emailErrors} />
      <Honeypot />
    </fetcher.Form>
  );
}

// The member's back-in-stock alerts: each size and colour they wait for, a link to it, and a
// button to cancel it (a plain form post). An alert ends by itself once its mail has gone.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { variantName } from "~/lib/i18n/vocabulary";
import {
  CancelStockAlertForm,
  readForm,
  redirectWithToast,
  refusal,
  requireMember,
  UpstreamError,
} from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  return {
    alerts: await api.stockAlerts.list(),
    messages: routeMessages(request, ["colour", "member.alerts"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Another site's post is refused before anything else, signed in or not.
  const submission = await readForm(request, CancelStockAlertForm);
  const { api, session } = requireMember(request, context);
  if (submission.status !== "success") throw refusal(request, "notice.form.alert", 400);
  try {
    await api.stockAlerts.cancel(submission.value.alertId);
  } catch (error) {
    // Already gone (cancelled in another tab, or its mail went): as the member wants it.
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
  }
  return redirectWithToast(
    "/member/alerts",
    { kind: "success", message: translator(request, ["member"])("member.toast.alertCancelled") },
    session,
  );
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "member.alerts.title") }];

export default function MemberAlerts() {
  const { alerts } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <h1 className="mb-2 text-3xl font-semibold">{t("member.alerts.title")}</h1>
      <p className="mb-6 text-slate-600">{t("member.alerts.intro")}</p>
      {alerts.length === 0 ? (
        <p>{t("member.alerts.none")}</p>
      ) : (
        <ul
          aria-label={t("member.alerts.label")}
          className="divide-y divide-slate-200 border-y border-slate-200"
        >
          {alerts.map((alert) => {
            const choice = variantName(t, alert.color, alert.size);
            return (
              <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <LocaleLink
                    to={alert.productPath}
                    className="inline-flex min-h-11 items-center font-medium underline [overflow-wrap:anywhere]"
                  >
                    {alert.productTitle}
                  </LocaleLink>
                  {choice && <p className="text-sm capitalize text-slate-600">{choice}</p>}
                </div>
                <Form method="post">
                  <input type="hidden" name="alertId" value={alert.id} />
                  <button
                    type="submit"
                    className="min-h-11 rounded-md border border-slate-300 px-3 hover:border-theme"
                  >
                    {t("member.alerts.cancel")}
                    <span className="sr-only">
                      {t("member.alerts.cancelFor", { title: alert.productTitle })}
                    </span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

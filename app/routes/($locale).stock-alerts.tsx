// "Email me when it's back": the product page's alert form posts here. A visitor's address
// gets a confirm link first (/stock-alerts/confirm); a member's alert counts at once. Success
// goes back to the product with the same size chosen; with JavaScript off a failed post shows
// this page, with the form, what was typed and the error.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";

import { StockAlertForm } from "~/components/StockAlertForm";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  isSignedIn,
  MemberStockAlertForm,
  readForm,
  redirectWithToast,
  StockAlertForm as StockAlertSchema,
  type StockAlertValue,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export const loader = ({ request, context }: LoaderFunctionArgs) => ({
  signedIn: isSignedIn(context.session),
  messages: routeMessages(request, ["stockAlert", "stockAlertPage"]),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, session } = context;
  const signedIn = isSignedIn(session);
  const submission = await readForm(request, signedIn ? MemberStockAlertForm : StockAlertSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value: StockAlertValue = submission.value;
  const { variantId, redirectTo } = value;
  // Only a visitor's form has the address.
  const email = "email" in value && typeof value.email === "string" ? value.email : null;
  // The thanks in the page's locale (the API's are English); a visitor is told where the link went.
  const t = translator(request, ["notice"]);
  try {
    if (email === null) await api.stockAlerts.askAsMember({ variantId });
    else await api.stockAlerts.ask({ variantId, email });
    const message =
      email === null ? t("notice.stockAlert.waiting") : t("notice.stockAlert.checkMail", { email });
    return redirectWithToast(safeRedirectPath(redirectTo, "/"), { kind: "success", message }, session);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message] }), error.init);
  }
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "stockAlertPage.title") }];

export default function StockAlert() {
  const { signedIn } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const variantId = Number(lastResult?.initialValue?.variantId);
  const back = safeRedirectPath(lastResult?.initialValue?.redirectTo, "/products");
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-3xl font-semibold">{t("stockAlertPage.title")}</h1>
      {Number.isInteger(variantId) && variantId > 0 ? (
        <>
          <StockAlertForm
            variant={{ id: variantId, size: null, color: null }}
            signedIn={signedIn}
            lastResult={lastResult}
            redirectTo={back}
          />
          <LocaleLink to={back} className="inline-flex min-h-11 items-center underline">
            {t("stockAlertPage.back")}
          </LocaleLink>
        </>
      ) : (
        <p>
          {t("stockAlertPage.choose")}{" "}
          <LocaleLink to="/products" className="underline">
            {t("stockAlertPage.products")}
          </LocaleLink>
        </p>
      )}
    </div>
  );
}

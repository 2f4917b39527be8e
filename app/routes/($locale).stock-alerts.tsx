// "Email me when it's back": the product page's alert form posts here. A visitor's address
// gets a confirm link first (/stock-alerts/confirm); a member's alert counts at once. Success
// goes back to the product with the same size chosen; with JavaScript off a failed post shows
// this page, with the form, what was typed and the error.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";

import { StockAlertForm } from "~/components/StockAlertForm";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
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

// The form's words (the page's own are not in the catalogue yet).
export const loader = ({ request, context }: LoaderFunctionArgs) => ({
  signedIn: isSignedIn(context.session),
  messages: routeMessages(request, ["stockAlert"]),
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
  try {
    const { message } =
      email === null
        ? await api.stockAlerts.askAsMember({ variantId })
        : await api.stockAlerts.ask({ variantId, email });
    return redirectWithToast(safeRedirectPath(redirectTo, "/"), { kind: "success", message }, session);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message] }), error.init);
  }
}

export const meta: MetaFunction = () => [{ title: "Back-in-stock alert · Little Sprout" }];

export default function StockAlert() {
  const { signedIn } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const variantId = Number(lastResult?.initialValue?.variantId);
  const back = safeRedirectPath(lastResult?.initialValue?.redirectTo, "/products");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-3xl font-semibold">Back-in-stock alert</h1>
      {Number.isInteger(variantId) && variantId > 0 ? (
        <>
          <StockAlertForm
            variant={{ id: variantId, size: null, color: null }}
            signedIn={signedIn}
            lastResult={lastResult}
            redirectTo={back}
          />
          <LocaleLink to={back} className="inline-flex min-h-11 items-center underline">
            Back to the product
          </LocaleLink>
        </>
      ) : (
        <p>
          Choose a sold-out size on a product&apos;s page to hear when it is back.{" "}
          <LocaleLink to="/products" className="underline">
            See the products
          </LocaleLink>
        </p>
      )}
    </div>
  );
}

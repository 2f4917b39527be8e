import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { ErrorPage } from "~/components/ErrorPage";
import { FormErrors, SubmitButton } from "~/components/forms";
import { OrderDetails } from "~/components/OrderDetails";
import { PaymentFields } from "~/components/PaymentFields";
import { declineMessage } from "~/lib/i18n/api-errors.server";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { useT } from "~/lib/i18n/use-t";
import {
  orNotFound,
  PayAgainForm,
  payAndShow,
  readForm,
  replyWithErrors,
  requireMember,
} from "~/lib/routes.server";

// After checkout: the order placed (success), or, when the payment did not go through,
// why, with a way to pay again (failure). Reloading it never places anything.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  const [order, paymentMethods] = await Promise.all([
    orNotFound(api.orders.get(params.invoice ?? "")),
    api.checkout.paymentMethods(),
  ]);
  // The last attempt's decline, by its reason code, in the page's words.
  const unpaid = order.status === "awaiting_payment";
  const declined = unpaid ? order.payments.find((payment) => payment.outcome === "declined") : undefined;
  return {
    order,
    paymentMethods,
    declined: declined ? declineMessage(request, declined.declineReason) : null,
    messages: routeMessages(request, ["order", "payment", "colour"]),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const submission = await readForm(request, PayAgainForm);
  const { api, session } = requireMember(request, context);
  if (submission.status !== "success") return replyWithErrors(submission);
  return payAndShow(request, api, session, { invoiceNumber: params.invoice ?? "" }, submission.value);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "order.pageTitle", { invoice: data?.order.invoiceNumber ?? "" }) },
  { name: "robots", content: "noindex" },
];

export default function OrderPlaced() {
  const { order, declined } = useLoaderData<typeof loader>();
  const unpaid = order.status === "awaiting_payment";
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      {unpaid ? (
        <section aria-labelledby="result-title" className="rounded-xl border-2 border-red-600 p-6">
          <h1 id="result-title" className="text-2xl font-semibold">
            {t("order.failed.title")}
          </h1>
          {/* The gateway's reason carries its own instruction: the page says it once. */}
          <p className="mt-2">
            {t("order.failed.saved", { invoice: order.invoiceNumber })}{" "}
            {declined ?? t("order.failed.tryAgain")}
          </p>
          <PayAgain />
        </section>
      ) : (
        <section aria-labelledby="result-title" className="rounded-xl border-2 border-emerald-600 p-6">
          <h1 id="result-title" className="text-2xl font-semibold">
            {t("order.placed.title")}
          </h1>
          <p className="mt-2">
            {t("order.placed.number")}{" "}
            <strong>
              <bdi>{order.invoiceNumber}</bdi>
            </strong>
            {t("order.placed.next")}
          </p>
        </section>
      )}
      <OrderDetails order={order} />
      <p className="flex gap-4">
        <LocaleLink to="/member/orders" className="text-theme-strong underline">
          {t("order.yourOrders")}
        </LocaleLink>
        <LocaleLink to="/products" className="text-theme-strong underline">
          {t("order.continue")}
        </LocaleLink>
      </p>
    </div>
  );
}

function PayAgain() {
  const { paymentMethods } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof PayAgainForm>>({
    id: "pay-again",
    lastResult,
    defaultValue: { paymentMethod: "test_card" },
  });
  const t = useT();
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
      <FormErrors form={form} />
      <PaymentFields methods={paymentMethods} method={fields.paymentMethod} card={fields.card} />
      <SubmitButton pendingText={t("order.paying")}>{t("order.payNow")}</SubmitButton>
    </Form>
  );
}

export const ErrorBoundary = ErrorPage;

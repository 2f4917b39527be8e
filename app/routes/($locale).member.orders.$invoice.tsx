import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ErrorPage } from "~/components/ErrorPage";
import { OrderDetails } from "~/components/OrderDetails";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { useT } from "~/lib/i18n/use-t";
import { orNotFound, requireMember } from "~/lib/routes.server";

// One order. Another member's invoice number is a 404, as the API answers.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  return {
    order: await orNotFound(api.orders.get(params.invoice ?? "")),
    messages: routeMessages(request, ["order", "colour", "member.order", "member.orders"]),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "member.order.title", { invoice: data?.order.invoiceNumber ?? "" }) },
];

export default function OrderDetail() {
  const { order } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t("member.order.title", { invoice: order.invoiceNumber })}</h1>
      {order.status === "awaiting_payment" && (
        <p>
          {t("member.order.awaitingPayment")}{" "}
          <LocaleLink to={`/checkout/${order.invoiceNumber}`} className="text-theme-strong underline">
            {t("member.order.payNow")}
          </LocaleLink>
        </p>
      )}
      <OrderDetails order={order} />
      <LocaleLink to="/member/orders" className="text-theme-strong underline">
        {t("member.orders.all")}
      </LocaleLink>
    </div>
  );
}

export const ErrorBoundary = ErrorPage;

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { OrderList } from "~/components/OrderList";
import { Pagination } from "~/components/Pagination";
import { pageParam } from "~/lib/blog-params";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { useT } from "~/lib/i18n/use-t";
import { requireMember } from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  return {
    orders: await api.orders.list({ page: pageParam(new URL(request.url).searchParams), pageSize: 10 }),
    messages: routeMessages(request, ["order", "paging", "member.orders"]),
  };
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "member.orders.title") }];

export default function OrderHistory() {
  const { orders } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">{t("member.orders.title")}</h1>
      {orders.data.length === 0 ? (
        <p className="text-slate-600">
          {t("member.orders.none")}{" "}
          <LocaleLink to="/products" className="text-theme-strong underline">
            {t("member.orders.startShopping")}
          </LocaleLink>
        </p>
      ) : (
        <OrderList orders={orders.data} />
      )}
      <Pagination paging={orders.paging} />
    </div>
  );
}

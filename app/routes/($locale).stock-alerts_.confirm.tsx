// /stock-alerts/confirm?token=…: the double opt-in link of a visitor's back-in-stock alert,
// the newsletter's link page and action (lib/newsletter-links.server.ts) with other words.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { NewsletterLinkPage } from "~/components/NewsletterLinkPage";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { pageTitle } from "~/lib/i18n/meta";
import { useT } from "~/lib/i18n/use-t";
import { linkTokenOf, newsletterLinkAction } from "~/lib/newsletter-links.server";

export const loader = ({ request }: LoaderFunctionArgs) => ({
  token: linkTokenOf(request),
  messages: routeMessages(request, ["stockAlertPage", "mailLink"]),
});

export const action = (args: ActionFunctionArgs) =>
  newsletterLinkAction(args, (api, token) => api.stockAlerts.confirm({ token }), "notice.stockAlert.waiting");

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "stockAlertPage.confirm.title") },
];

export default function StockAlertConfirm() {
  const t = useT();
  return (
    <NewsletterLinkPage
      heading={t("stockAlertPage.confirm.title")}
      text={t("stockAlertPage.confirm.text")}
      button={t("stockAlertPage.confirm.button")}
    />
  );
}

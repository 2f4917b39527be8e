// /stock-alerts/confirm?token=…: the double opt-in link of a visitor's back-in-stock alert,
// the newsletter's link page and action (lib/newsletter-links.server.ts) with other words.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { NewsletterLinkPage } from "~/components/NewsletterLinkPage";
import { linkTokenOf, newsletterLinkAction } from "~/lib/newsletter-links.server";

export const loader = ({ request }: LoaderFunctionArgs) => ({ token: linkTokenOf(request) });

export const action = (args: ActionFunctionArgs) =>
  newsletterLinkAction(args, (api, token) => api.stockAlerts.confirm({ token }));

export const meta: MetaFunction = () => [{ title: "Confirm your alert · Little Sprout" }];

export default function StockAlertConfirm() {
  return (
    <NewsletterLinkPage
      heading="Confirm your alert"
      text="One tap, and one mail will come to the address this link was sent to when the size is back in stock."
      button="Yes, email me when it's back"
    />
  );
}

// /newsletter/unsubscribe?token=…: the unsubscribe link of every newsletter mail. The button
// unsubscribes; a mail client's one-click POST to this address does the same without the page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { NewsletterLinkPage } from "~/components/NewsletterLinkPage";
import { linkTokenOf, newsletterLinkAction } from "~/lib/newsletter-links.server";

export const loader = ({ request }: LoaderFunctionArgs) => ({ token: linkTokenOf(request) });

export const action = (args: ActionFunctionArgs) =>
  newsletterLinkAction(args, (api, token) => api.newsletter.unsubscribe({ token }));

export const meta: MetaFunction = () => [{ title: "Unsubscribe · Little Sprout" }];

export default function NewsletterUnsubscribe() {
  return (
    <NewsletterLinkPage
      heading="Unsubscribe from the newsletter"
      text="No more news and offers will come to the address this link was sent to."
      button="Unsubscribe"
    />
  );
}

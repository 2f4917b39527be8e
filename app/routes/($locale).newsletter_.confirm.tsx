// /newsletter/confirm?token=…: the double opt-in's link; the button confirms the subscription.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { NewsletterLinkPage } from "~/components/NewsletterLinkPage";
import { linkTokenOf, newsletterLinkAction } from "~/lib/newsletter-links.server";

export const loader = ({ request }: LoaderFunctionArgs) => ({ token: linkTokenOf(request) });

export const action = (args: ActionFunctionArgs) =>
  newsletterLinkAction(args, (api, token) => api.newsletter.confirm({ token }));

export const meta: MetaFunction = () => [{ title: "Confirm the newsletter · Little Sprout" }];

export default function NewsletterConfirm() {
  return (
    <NewsletterLinkPage
      heading="Confirm your subscription"
      text="One tap, and news and offers will come to the address this link was sent to."
      button="Yes, send me the newsletter"
    />
  );
}

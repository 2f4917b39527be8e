// /newsletter/unsubscribe?token=…: the unsubscribe link of every newsletter mail. The button
// unsubscribes; a mail client's one-click POST to this address does the same without the page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { NewsletterLinkPage } from "~/components/NewsletterLinkPage";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { pageTitle } from "~/lib/i18n/meta";
import { useT } from "~/lib/i18n/use-t";
import { linkTokenOf, newsletterLinkAction } from "~/lib/newsletter-links.server";

export const loader = ({ request }: LoaderFunctionArgs) => ({
  token: linkTokenOf(request),
  messages: routeMessages(request, ["newsletter", "mailLink"]),
});

export const action = (args: ActionFunctionArgs) =>
  newsletterLinkAction(
    args,
    (api, token) => api.newsletter.unsubscribe({ token }),
    "notice.newsletter.unsubscribed",
  );

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "newsletter.unsubscribe.title") },
];

export default function NewsletterUnsubscribe() {
  const t = useT();
  return (
    <NewsletterLinkPage
      heading={t("newsletter.unsubscribe.title")}
      text={t("newsletter.unsubscribe.text")}
      button={t("newsletter.unsubscribe.button")}
    />
  );
}

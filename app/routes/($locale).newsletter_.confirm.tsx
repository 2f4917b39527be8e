// /newsletter/confirm?token=…: the double opt-in's link; the button confirms the subscription.
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
    (api, token) => api.newsletter.confirm({ token }),
    "notice.newsletter.confirmed",
  );

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "newsletter.confirm.title") },
];

export default function NewsletterConfirm() {
  const t = useT();
  return (
    <NewsletterLinkPage
      heading={t("newsletter.confirm.title")}
      text={t("newsletter.confirm.text")}
      button={t("newsletter.confirm.button")}
    />
  );
}

// The newsletter's mails: the confirm link of the double opt-in, and the first mail once
// confirmed, which like every newsletter mail carries List-Unsubscribe (one click, RFC 8058).
import type { Locale } from "../contract";
import { Button, renderMailPage, SHOP_NAME } from "./layout";
import { mailMessages } from "./messages";
import type { Mail } from "./queue";

// The confirm link of a double opt-in (the newsletter, a back-in-stock alert), in the language
// of the request that asked for it: `asked` says what someone asked for at this address, as one
// sentence.
export function confirmLinkMail(data: {
  to: string;
  subject: string;
  heading: string;
  asked: string;
  button: string;
  link: string;
  shopUrl: string;
  kind: string;
  locale?: Locale;
}): Mail {
  const words = mailMessages(data.locale);
  const text = [
    words.helloThere,
    "",
    `${data.asked} ${words.confirmOpen}`,
    data.link,
    "",
    words.confirmIgnore,
  ].join("\n");
  const html = renderMailPage({
    title: data.subject,
    shopUrl: data.shopUrl,
    locale: data.locale,
    children: (
      <>
        <h1>{data.heading}</h1>
        <p>{data.asked}</p>
        <Button href={data.link}>{data.button}</Button>
        <p className="muted">{words.confirmIgnore}</p>
      </>
    ),
  });
  return { to: data.to, subject: data.subject, text, html, kind: data.kind };
}

export function newsletterConfirmMail(data: { to: string; link: string; shopUrl: string; locale?: Locale }) {
  const words = mailMessages(data.locale);
  return confirmLinkMail({
    ...data,
    subject: words.newsletterConfirmSubject(SHOP_NAME),
    heading: words.newsletterConfirmHeading,
    asked: words.newsletterAsked(SHOP_NAME),
    button: words.newsletterConfirmButton,
    kind: "newsletter-confirm",
  });
}

// Headers every newsletter mail carries: mail clients show an "Unsubscribe" button that posts
// List-Unsubscribe=One-Click to the link.
export const listUnsubscribeHeaders = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export function newsletterWelcomeMail(data: {
  to: string;
  unsubscribeUrl: string;
  shopUrl: string;
  locale?: Locale;
}): Mail {
  const words = mailMessages(data.locale);
  const subject = words.newsletterWelcomeSubject(SHOP_NAME);
  const text = [
    words.helloThere,
    "",
    words.newsletterWelcomeText,
    "",
    `${words.unsubscribeAnyTime}: ${data.unsubscribeUrl}`,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    locale: data.locale,
    children: (
      <>
        <h1>{words.newsletterWelcomeHeading}</h1>
        <p>{words.newsletterWelcomeText}</p>
      </>
    ),
    footer: (
      <>
        {SHOP_NAME} · <a href={data.unsubscribeUrl}>{words.unsubscribe}</a>
      </>
    ),
  });
  return {
    to: data.to,
    subject,
    text,
    html,
    kind: "newsletter-welcome",
    headers: listUnsubscribeHeaders(data.unsubscribeUrl),
  };
}

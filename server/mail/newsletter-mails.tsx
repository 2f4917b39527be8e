// The newsletter's mails: the confirm link of the double opt-in, and the first mail once
// confirmed, which like every newsletter mail carries List-Unsubscribe (one click, RFC 8058).
import { Button, renderMailPage, SHOP_NAME } from "./layout";
import type { Mail } from "./queue";

// The confirm link of a double opt-in (the newsletter, a back-in-stock alert): `asked` says
// what someone asked for at this address, as one sentence.
export function confirmLinkMail(data: {
  to: string;
  subject: string;
  heading: string;
  asked: string;
  button: string;
  link: string;
  shopUrl: string;
  kind: string;
}): Mail {
  const text = [
    "Hello,",
    "",
    `${data.asked} Open this link to confirm:`,
    data.link,
    "",
    "If it was not you, ignore this message: nothing will be sent.",
  ].join("\n");
  const html = renderMailPage({
    title: data.subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>{data.heading}</h1>
        <p>{data.asked}</p>
        <Button href={data.link}>{data.button}</Button>
        <p className="muted">If it was not you, ignore this message: nothing will be sent.</p>
      </>
    ),
  });
  return { to: data.to, subject: data.subject, text, html, kind: data.kind };
}

export const newsletterConfirmMail = (data: { to: string; link: string; shopUrl: string }) =>
  confirmLinkMail({
    ...data,
    subject: `Confirm your ${SHOP_NAME} newsletter subscription`,
    heading: "Confirm your subscription",
    asked: `Someone, hopefully you, asked for the ${SHOP_NAME} newsletter at this address.`,
    button: "Yes, send me the newsletter",
    kind: "newsletter-confirm",
  });

// Headers every newsletter mail carries: mail clients show an "Unsubscribe" button that posts
// List-Unsubscribe=One-Click to the link.
export const listUnsubscribeHeaders = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export function newsletterWelcomeMail(data: { to: string; unsubscribeUrl: string; shopUrl: string }): Mail {
  const subject = `You are subscribed to the ${SHOP_NAME} newsletter`;
  const text = [
    "Hello,",
    "",
    "Thank you for confirming: news and offers will come to this address, about twice a month.",
    "",
    `Unsubscribe at any time: ${data.unsubscribeUrl}`,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>You are subscribed</h1>
        <p>Thank you for confirming: news and offers will come to this address, about twice a month.</p>
      </>
    ),
    footer: (
      <>
        {SHOP_NAME} · <a href={data.unsubscribeUrl}>Unsubscribe</a>
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

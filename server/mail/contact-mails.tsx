// The contact form's two mails: the message for the shop (reply goes to the sender; in English,
// as the back office) and a short acknowledgement for the sender, in the language they wrote from.
import type { ContactMessage, Locale } from "../contract";
import { renderMailPage, SHOP_NAME } from "./layout";
import { mailMessages } from "./messages";
import type { Mail } from "./queue";

type Message = Omit<ContactMessage, "website">;

// The subject line keeps the "Contact form: " prefix the shop's mail filters know.
export function contactCopyMail(data: { shopEmail: string; message: Message; shopUrl: string }): Mail {
  const { message } = data;
  const subject = `Contact form: ${message.subject}`;
  const text = `From: ${message.name} <${message.email}>\nSubject: ${message.subject}\n\n${message.message}`;
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>{message.subject}</h1>
        <p className="muted">
          From {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;. Reply to this
          mail to answer.
        </p>
        <p style={{ whiteSpace: "pre-wrap" }}>{message.message}</p>
      </>
    ),
  });
  return {
    to: data.shopEmail,
    subject,
    text,
    html,
    kind: "contact-copy",
    headers: { "Reply-To": message.email },
  };
}

export function contactAcknowledgementMail(data: {
  message: Message;
  shopUrl: string;
  locale?: Locale;
}): Mail {
  const { message } = data;
  const words = mailMessages(data.locale);
  const subject = words.contactSubject(message.subject);
  const lines = [
    words.hello(message.name),
    "",
    words.contactThanks(SHOP_NAME),
    "",
    words.yourMessage,
    message.message,
  ];
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    locale: data.locale,
    children: (
      <>
        <h1>{words.contactHeading}</h1>
        <p>{words.hello(message.name)}</p>
        <p>{words.contactThanks(SHOP_NAME)}</p>
        <p className="muted">{words.yourMessage}</p>
        <p style={{ whiteSpace: "pre-wrap" }}>{message.message}</p>
      </>
    ),
  });
  return { to: message.email, subject, text: lines.join("\n"), html, kind: "contact-acknowledgement" };
}

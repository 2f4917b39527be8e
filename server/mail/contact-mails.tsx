// The contact form's two mails: the message for the shop (reply goes to the sender) and a
// short acknowledgement for the sender.
import type { ContactMessage } from "../contract";
import { renderMailPage, SHOP_NAME } from "./layout";
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

export function contactAcknowledgementMail(data: { message: Message; shopUrl: string }): Mail {
  const { message } = data;
  const subject = `We have your message: ${message.subject}`;
  const lines = [
    `Hello ${message.name},`,
    "",
    `Thank you for writing to ${SHOP_NAME}. We answer within one working day.`,
    "",
    "Your message:",
    message.message,
  ];
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>We have your message</h1>
        <p>
          Hello {message.name}, thank you for writing to {SHOP_NAME}. We answer within one working day.
        </p>
        <p className="muted">Your message:</p>
        <p style={{ whiteSpace: "pre-wrap" }}>{message.message}</p>
      </>
    ),
  });
  return { to: message.email, subject, text: lines.join("\n"), html, kind: "contact-acknowledgement" };
}

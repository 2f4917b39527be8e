// Mail about an account: a member's welcome and password reset, a staff member's password link.
import type { Locale } from "../contract";
import { Button, renderMailPage, SHOP_NAME } from "./layout";
import { mailMessages } from "./messages";
import type { Mail } from "./queue";

const UTC_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", dateStyle: "long", timeStyle: "short" });
// "25 November 2026 at 14:05 UTC": one way to say when a link stops working.
export const formatUtc = (date: Date) => `${UTC_TIME.format(date)} UTC`;

export function welcomeMail(data: { to: string; name: string; shopUrl: string; locale?: Locale }): Mail {
  // The member area's dashboard (a visitor is asked to sign in first).
  const account = new URL("/member/profile", data.shopUrl).toString();
  const words = mailMessages(data.locale);
  const subject = words.welcomeSubject(SHOP_NAME, data.name);
  const text = [
    words.hello(data.name),
    "",
    words.welcomeText(SHOP_NAME),
    "",
    `${words.yourAccount}: ${account}`,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    locale: data.locale,
    children: (
      <>
        <h1>{words.welcomeHeading(data.name)}</h1>
        <p>{words.welcomeText(SHOP_NAME)}</p>
        <Button href={account}>{words.goToAccount}</Button>
      </>
    ),
  });
  return { to: data.to, subject, text, html, kind: "welcome" };
}

export function passwordResetMail(data: {
  to: string;
  name: string;
  link: string;
  expiresAt: Date;
  shopUrl: string;
}): Mail {
  const until = formatUtc(data.expiresAt);
  const subject = `Reset your ${SHOP_NAME} password`;
  const text = [
    `Hello ${data.name},`,
    "",
    "Open this link within an hour to choose a new password:",
    data.link,
    "",
    `The link works once, until ${until}.`,
    "If you did not ask for it, ignore this message: your password stays as it is.",
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>Choose a new password</h1>
        <p>Hello {data.name}, open this link within an hour to choose a new password:</p>
        <Button href={data.link}>Choose a new password</Button>
        <p className="muted">The link works once, until {until}.</p>
        <p className="muted">If you did not ask for it, ignore this message: your password stays as it is.</p>
      </>
    ),
  });
  return { to: data.to, subject, text, html, kind: "password-reset" };
}

// To a staff member an owner added (or made a new link for): the one-time link to set a password
// for the back office.
export function staffPasswordMail(data: { to: string; name: string; link: string; shopUrl: string }): Mail {
  const subject = `Your ${SHOP_NAME} back office account`;
  const text = [
    `Hello ${data.name},`,
    "",
    `You have an account in the ${SHOP_NAME} back office. Open this link to set your password:`,
    data.link,
    "",
    "The link works once, within 72 hours. Then sign in at the back office with your email and password.",
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>Set your back office password</h1>
        <p>
          Hello {data.name}, you have an account in the {SHOP_NAME} back office. Open this link to set your
          password:
        </p>
        <Button href={data.link}>Set your password</Button>
        <p className="muted">The link works once, within 72 hours.</p>
      </>
    ),
  });
  return { to: data.to, subject, text, html, kind: "staff-password" };
}

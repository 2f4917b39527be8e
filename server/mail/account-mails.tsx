// Mail about an account: a member's welcome and password reset, a staff member's password link.
import type { Locale } from "../contract";
import { shopLink } from "../lib/locale";
import { Button, renderMailPage, SHOP_NAME } from "./layout";
import { formatUtc, mailMessages } from "./messages";
import type { Mail } from "./queue";

export function welcomeMail(data: { to: string; name: string; shopUrl: string; locale?: Locale }): Mail {
  // The member area's dashboard (a visitor is asked to sign in first).
  const account = shopLink(data.shopUrl, "/member/profile", data.locale);
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

// locale: the language of the request that asked for it (the link opens the shop in it too).
export function passwordResetMail(data: {
  to: string;
  name: string;
  link: string;
  expiresAt: Date;
  shopUrl: string;
  locale?: Locale;
}): Mail {
  const words = mailMessages(data.locale);
  const until = formatUtc(data.expiresAt, data.locale);
  const subject = words.resetSubject(SHOP_NAME);
  const text = [
    words.hello(data.name),
    "",
    words.resetOpen,
    data.link,
    "",
    words.resetUntil(until),
    words.resetIgnore,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    locale: data.locale,
    children: (
      <>
        <h1>{words.resetHeading}</h1>
        <p>{words.hello(data.name)}</p>
        <p>{words.resetOpen}</p>
        <Button href={data.link}>{words.resetButton}</Button>
        <p className="muted">{words.resetUntil(until)}</p>
        <p className="muted">{words.resetIgnore}</p>
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

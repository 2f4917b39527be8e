// Back in stock, per size: the confirm link of a visitor's alert (double opt-in, as for the
// newsletter), and the one mail that says the size is on sale again.
import type { Locale } from "../contract";
import { Button, renderMailPage, SHOP_NAME } from "./layout";
import { mailMessages, variantWords } from "./messages";
import { confirmLinkMail } from "./newsletter-mails";
import type { Mail } from "./queue";

// The size and colour an alert is for, as it reads in a mail: "Pink Dress (2Y, pink)" (the
// product's title in the mail's locale).
export type AlertedVariant = { productTitle: string; size: string | null; color: string | null };

// A product title comes from the catalogue import: kept to one line, as it goes into a subject.
export function variantName({ productTitle, size, color }: AlertedVariant, locale?: Locale) {
  const choice = variantWords(mailMessages(locale), size, color);
  const title = productTitle.replace(/\p{Cc}+/gu, " ").trim();
  return choice ? `${title} (${choice})` : title;
}

type AlertMailData = { to: string; variant: AlertedVariant; link: string; shopUrl: string; locale?: Locale };

export function stockAlertConfirmMail(data: AlertMailData) {
  const words = mailMessages(data.locale);
  return confirmLinkMail({
    ...data,
    subject: words.alertConfirmSubject(SHOP_NAME),
    heading: words.alertConfirmHeading,
    asked: words.alertAsked(variantName(data.variant, data.locale)),
    button: words.alertConfirmButton,
    kind: "stock-alert-confirm",
  });
}

// locale: the one the alert was asked in (kept with it: the mail goes out later).
export function backInStockMail(data: AlertMailData): Mail {
  const words = mailMessages(data.locale);
  const name = variantName(data.variant, data.locale);
  const subject = words.backInStockSubject(name);
  const text = [
    words.helloThere,
    "",
    words.backInStockText(name, SHOP_NAME),
    data.link,
    "",
    words.oneTimeAlert,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    locale: data.locale,
    children: (
      <>
        <h1>{words.backInStockHeading}</h1>
        <p>{words.backInStockText(name, SHOP_NAME)}</p>
        <Button href={data.link}>{words.seeInShop}</Button>
        <p className="muted">{words.oneTimeAlert}</p>
      </>
    ),
  });
  return { to: data.to, subject, text, html, kind: "back-in-stock" };
}

// Back in stock, per size: the confirm link of a visitor's alert (double opt-in, as for the
// newsletter), and the one mail that says the size is on sale again.
import { Button, renderMailPage, SHOP_NAME } from "./layout";
import { confirmLinkMail } from "./newsletter-mails";
import type { Mail } from "./queue";

// The size and colour an alert is for, as it reads in a mail: "Pink Dress (2Y, pink)".
export type AlertedVariant = { productTitle: string; size: string | null; color: string | null };

// A product title comes from the catalogue import: kept to one line, as it goes into a subject.
export function variantName({ productTitle, size, color }: AlertedVariant) {
  const choice = [size, color].filter(Boolean).join(", ");
  const title = productTitle.replace(/\p{Cc}+/gu, " ").trim();
  return choice ? `${title} (${choice})` : title;
}

export const stockAlertConfirmMail = (data: {
  to: string;
  variant: AlertedVariant;
  link: string;
  shopUrl: string;
}) =>
  confirmLinkMail({
    ...data,
    subject: `Confirm your ${SHOP_NAME} back-in-stock alert`,
    heading: "Confirm your alert",
    asked: `Someone, hopefully you, asked to hear when ${variantName(data.variant)} is back in stock.`,
    button: "Yes, email me when it's back",
    kind: "stock-alert-confirm",
  });

export function backInStockMail(data: {
  to: string;
  variant: AlertedVariant;
  link: string;
  shopUrl: string;
}): Mail {
  const name = variantName(data.variant);
  const subject = `Back in stock: ${name}`;
  const text = [
    "Hello,",
    "",
    `${name} is back in stock at ${SHOP_NAME}. It may not last long:`,
    data.link,
    "",
    "This was a one-time alert: we will not write about it again.",
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>Back in stock</h1>
        <p>
          {name} is back in stock at {SHOP_NAME}. It may not last long.
        </p>
        <Button href={data.link}>See it in the shop</Button>
        <p className="muted">This was a one-time alert: we will not write about it again.</p>
      </>
    ),
  });
  return { to: data.to, subject, text, html, kind: "back-in-stock" };
}

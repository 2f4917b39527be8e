// The checkout and pay-again forms, and paying for an order once it is placed.
import {
  CardInput,
  type CheckoutBody,
  GiftMessage,
  MAX_LINE_QTY,
  type OrderDetail,
  PAYMENT_METHOD_CODES,
  type SeenTotal,
  SHIPPING_OPTION_CODES,
  type ShippingOptionCode,
} from "@contract";
import { z } from "zod";

import { declineMessage } from "./i18n/api-errors.server";
import { translator } from "./i18n/translate.server";
import type { ShopSession } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { type Upstream, UpstreamError } from "./upstream.server";

const PaymentChoice = z.object({
  // A field's message is the catalogue's, by its name (lib/i18n/field-messages.server.ts).
  paymentMethod: z.enum(PAYMENT_METHOD_CODES),
  // Only the test card needs these; the other methods ignore them.
  card: z
    .object({
      number: z.string().optional(),
      expiry: z.string().optional(),
      cvc: z.string().optional(),
      name: z.string().optional(),
    })
    .optional(),
});

// The card fields are checked only when paying by card, with the API's own rules.
const withCardChecked = <T extends z.ZodType<z.output<typeof PaymentChoice>>>(schema: T) =>
  schema.superRefine((form, ctx) => {
    if (form.paymentMethod !== "test_card") return;
    const card = CardInput.safeParse(form.card ?? {});
    if (card.success) return;
    // Each issue as it is (its code tells a mistyped number from one that is not valid).
    for (const issue of card.error.issues) ctx.addIssue({ ...issue, path: ["card", ...issue.path] });
  });

export const CheckoutForm = withCardChecked(
  PaymentChoice.extend({
    addressId: z.coerce.number().int().positive(),
    shippingOption: z.enum(SHIPPING_OPTION_CODES),
    note: z.string().trim().max(500).optional(),
    // "This is a gift"; the message and the slip's prices count only when it is ticked.
    gift: z.boolean().optional(),
    giftMessage: GiftMessage.optional(),
    giftHidePrices: z.boolean().optional(),
    // Made when the form is shown: a repeated submit of this form places one order only.
    key: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
    // The prices the page showed (usd, the currency charged): the API places the order only if
    // they still hold (PRICE_CHANGED otherwise).
    seen: z.object({
      lines: z
        .array(
          z.object({
            sku: z.string().max(64),
            price: z.coerce.number().min(0),
            qty: z.coerce.number().int().min(1).max(MAX_LINE_QTY),
          }),
        )
        .max(200),
      delivery: z
        .array(z.object({ code: z.enum(SHIPPING_OPTION_CODES), price: z.coerce.number().min(0) }))
        .max(5),
    }),
  }),
);

type CheckoutValues = z.output<typeof CheckoutForm>;
type SeenForm = CheckoutValues["seen"];

// The gift options as the API takes them; none when "This is a gift" was not ticked.
export const giftOf = (form: CheckoutValues): CheckoutBody["gift"] =>
  form.gift ? { message: form.giftMessage, hidePrices: form.giftHidePrices ?? false } : undefined;

// The total the shopper saw for the delivery they chose: the lines shown plus that option's
// price as it was shown beside it (an option the page did not show counts as free, so the API
// finds the total changed and the shopper is asked again).
export function seenTotal(seen: SeenForm, shippingOption: ShippingOptionCode): SeenTotal {
  const cents = (amount: number) => Math.round(amount * 100);
  const linesCents = seen.lines.reduce((sum, line) => sum + cents(line.price) * line.qty, 0);
  const delivery = seen.delivery.find((option) => option.code === shippingOption);
  return { total: (linesCents + cents(delivery?.price ?? 0)) / 100, lines: seen.lines };
}

export const PayAgainForm = withCardChecked(PaymentChoice);

// Pays a placed order with the chosen method; either way the shopper lands on the order's
// page, which says what happened (and offers to try again after a decline).
export async function payAndShow(
  request: Request,
  api: Upstream,
  session: ShopSession,
  order: Pick<OrderDetail, "invoiceNumber">,
  payment: z.output<typeof PaymentChoice>,
) {
  const page = `/checkout/${order.invoiceNumber}`;
  // The order's mails show amounts in the currency the shopper sees.
  const currency = session.get("currency");
  const t = translator(request, ["notice"]);
  try {
    const paid =
      payment.paymentMethod === "test_card"
        ? await api.checkout.pay({
            invoiceNumber: order.invoiceNumber,
            method: "test_card",
            card: CardInput.parse(payment.card),
            currency,
          })
        : await api.checkout.pay({
            invoiceNumber: order.invoiceNumber,
            method: payment.paymentMethod,
            currency,
          });
    return redirectWithToast(
      page,
      { kind: "success", message: t("notice.order.placed", { invoice: paid.invoiceNumber }) },
      session,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // A decline says why, as the order's page does (the gateway's own words are for staff).
    const message =
      error.body.errorCode === "PAYMENT_DECLINED"
        ? declineMessage(request, error.body.declineReason ?? null)
        : error.message;
    return redirectWithToast(page, { kind: "error", message }, session);
  }
}

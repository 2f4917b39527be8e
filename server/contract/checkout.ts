// Checkout: shipping options, payment methods, placing an order and paying for it.
import { z } from "zod";

import { MAX_LINE_QTY } from "./cart";
import { envelope } from "./common";
import { GIFT_MESSAGE_MAX } from "./constants";

export const SHIPPING_OPTION_CODES = ["standard", "express"] as const;
export const ShippingOptionCode = z.enum(SHIPPING_OPTION_CODES);
export type ShippingOptionCode = z.infer<typeof ShippingOptionCode>;

export const ShippingOption = z
  .object({
    code: ShippingOptionCode,
    name: z.string(),
    description: z.string(),
    // What this option costs for the subtotal asked about (usd); regularPrice is the price before any free-shipping offer.
    price: z.number(),
    regularPrice: z.number(),
    freeOver: z.number().nullable(), // subtotal from which the option is free, if it ever is
    minDays: z.number().int(),
    maxDays: z.number().int(),
  })
  .meta({ id: "ShippingOption" });
export type ShippingOption = z.infer<typeof ShippingOption>;

export const ShippingOptionsQuery = z.object({
  // The cart's subtotal in usd, so that a free-shipping offer shows in the prices; without it, the regular prices.
  subtotal: z.coerce.number().min(0).max(1_000_000).optional(),
});
export const ShippingOptionsResponse = envelope(z.array(ShippingOption));

export const PAYMENT_METHOD_CODES = ["cash_on_delivery", "bank_transfer", "test_card"] as const;
export const PaymentMethodCode = z.enum(PAYMENT_METHOD_CODES);
export type PaymentMethodCode = z.infer<typeof PaymentMethodCode>;

export const PaymentMethod = z
  .object({
    code: PaymentMethodCode,
    name: z.string(),
    description: z.string(),
    needsCard: z.boolean(), // pay with { card } for this method
  })
  .meta({ id: "PaymentMethod" });
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodsResponse = envelope(z.array(PaymentMethod));

// Ids from the /api/address lists; each must belong to the one before it.
const RegionRef = (what: string) =>
  z
    .number({ error: `Choose a ${what}` })
    .int(`Choose a ${what}`)
    .positive(`Choose a ${what}`)
    .max(2_147_483_647);

export const ShippingAddressInput = z.object({
  name: z.string().trim().min(1, "Enter the recipient's name").max(100),
  phone: z
    .string()
    .trim()
    .regex(
      /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/,
      "Enter a phone number of 6 to 20 characters: digits, spaces, brackets and dashes, with + only at the start",
    ),
  line1: z.string().trim().min(1, "Enter the street and house number").max(200),
  line2: z.string().trim().max(200).optional(),
  provinceId: RegionRef("province"),
  cityId: RegionRef("city"),
  districtId: RegionRef("district"),
  subdistrictId: RegionRef("subdistrict"),
  postalId: RegionRef("postal code"),
});
export type ShippingAddressInput = z.infer<typeof ShippingAddressInput>;

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IdempotencyHeaders = z.object({
  // Header names reach the validator in lower case.
  "idempotency-key": z
    .string({ error: "Send an Idempotency-Key header" })
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, "Use 8 to 100 letters, digits, dots, colons, dashes or underscores")
    .meta({ description: "One key per checkout attempt (e.g. a UUID made when the checkout form is shown)" }),
});

// What the shopper saw on the checkout page, in the currency charged (usd): the total with the
// chosen delivery, and each line's unit price and quantity.
const Money = z.number().min(0).max(100_000_000);
export const SeenTotal = z.object({
  total: Money,
  lines: z
    .array(
      z.object({ sku: z.string().max(64), price: Money, qty: z.number().int().min(1).max(MAX_LINE_QTY) }),
    )
    .max(200),
});
export type SeenTotal = z.infer<typeof SeenTotal>;

// "This is a gift": a message for the packing slip, and whether the slip leaves the prices out.
export const GiftMessage = z
  .string()
  .trim()
  .max(GIFT_MESSAGE_MAX, `Keep the gift message to ${GIFT_MESSAGE_MAX} characters`);
export const GiftInput = z
  .object({
    message: GiftMessage.optional(),
    hidePrices: z.boolean().default(false),
  })
  .meta({ id: "GiftInput" });

export const CheckoutBody = z
  .object({
    address: ShippingAddressInput,
    shippingOption: ShippingOptionCode,
    paymentMethod: PaymentMethodCode,
    note: z.string().trim().max(500).optional(),
    // Absent: not a gift.
    gift: GiftInput.optional(),
    expected: SeenTotal.optional(),
  })
  .meta({
    description:
      "Places an order for everything in the cart and empties it, in one transaction that re-reads prices and " +
      "takes the stock (409 OUT_OF_STOCK listing every short line in `stock`, 409 CART_EMPTY). The order waits " +
      "for payment: no money moves here; call /api/transaction/pay next (and again to retry). The Idempotency-Key " +
      "header makes a repeated submit safe: the same key with the same body answers the same order (200 instead of " +
      "201, header Idempotent-Replayed: true) whatever the cart holds by then; the same key with another body is " +
      "409 IDEMPOTENCY_KEY_REUSED. Keys are per member. With `expected` (the total and lines the shopper saw), a " +
      "cart whose total or any line differs from it is 409 PRICE_CHANGED with the new total and the changed lines " +
      "in `changes`, and no order is placed.",
  });
export type CheckoutBody = z.input<typeof CheckoutBody>;
export type CheckoutInput = z.output<typeof CheckoutBody>;

// ---------- payment ----------

export const InvoiceNumber = z
  .string()
  .regex(/^INV-\d{4}-\d{6,12}$/, "An invoice number looks like INV-2026-100001");

const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

// The Luhn checksum every card number carries.
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

// MM/YY; a card is good until the end of its expiry month.
function notExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split("/").map(Number);
  return (
    2000 + year > now.getUTCFullYear() ||
    (2000 + year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}

export const CardInput = z.object(
  {
    number: z
      .string()
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{12,19}$/, "Enter the 12 to 19 digits of the card number"))
      .refine(passesLuhn, "This card number is not valid"),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Enter the expiry date as MM/YY")
      .refine((expiry) => notExpired(expiry), "This card has expired"),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Enter the 3 or 4 digits of the security code"),
    name: z.string().trim().min(1, "Enter the name on the card").max(100),
  },
  { error: "Enter the card details" },
);
export type CardInput = z.output<typeof CardInput>;

// The display currency the shopper saw (a code of the currencies configuration): the order's
// mails show amounts in it beside the US dollars charged. Unknown codes fall back to dollars.
const MailCurrency = z
  .string()
  .regex(/^[a-z]{3}$/, "A currency code such as eur")
  .optional();

export const PayBody = z
  .discriminatedUnion("method", [
    z.object({
      invoiceNumber: InvoiceNumber,
      method: z.literal("test_card"),
      card: CardInput,
      currency: MailCurrency,
    }),
    z.object({ invoiceNumber: InvoiceNumber, method: z.literal("bank_transfer"), currency: MailCurrency }),
    z.object({ invoiceNumber: InvoiceNumber, method: z.literal("cash_on_delivery"), currency: MailCurrency }),
  ])
  .meta({
    description:
      "Pays an order that is not paid yet, with any method (the one chosen at checkout or another). " +
      "test_card charges the card at once: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined, " +
      "4000 0000 0000 9995 is declined for insufficient funds, and any other valid number is declined as unknown " +
      "(any future expiry, any 3-4 digit CVC). A decline is 402 PAYMENT_DECLINED and leaves the order payable. " +
      "bank_transfer leaves the order awaiting_transfer with the bank details in paymentInstructions; " +
      "cash_on_delivery leaves it awaiting_payment_on_delivery. A paid order is never charged again (409 ALREADY_PAID).",
  });
export type PayBody = z.input<typeof PayBody>;

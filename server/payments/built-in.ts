// The methods the shop runs without any provider: cash on delivery, bank transfer and a
// test card gateway whose documented numbers approve or decline, so both paths are real.
import { randomUUID } from "node:crypto";

import { dollars } from "../lib/money";
import type { ChargeResult, PaymentGateway, PaymentGateways, RefundRequest, RefundResult } from "./gateway";

// Cash and transfers are paid back by a person (cash to the customer, a transfer to their
// account): the refund is recorded, and its message says what to do.
const refundByHand =
  (how: string) =>
  async ({ invoiceNumber }: RefundRequest): Promise<RefundResult> => ({
    outcome: "refunded",
    reference: `${invoiceNumber}-refund`,
    message: how,
  });

const cashOnDelivery: PaymentGateway = {
  method: {
    code: "cash_on_delivery",
    name: "Cash on delivery",
    description: "Pay the courier in cash or by card when your parcel arrives.",
    needsCard: false,
  },
  async charge({ invoiceNumber }) {
    return {
      outcome: "pending",
      awaiting: "delivery",
      reference: invoiceNumber,
      message: "You pay when the parcel is delivered",
      instructions: null,
    };
  },
  refund: refundByHand("Pay the cash back to the customer"),
};

// A fictional account: nothing can really be sent to it.
const SHOP_BANK_ACCOUNT = {
  bank: "Meadow Savings Bank",
  accountName: "Little Sprout Ltd",
  accountNumber: "GB29 MEAD 6016 1331 9268 19",
};

const bankTransfer: PaymentGateway = {
  method: {
    code: "bank_transfer",
    name: "Bank transfer",
    description: "Transfer the total to our bank account; we send your order when the money arrives.",
    needsCard: false,
  },
  async charge({ invoiceNumber, amountCents }) {
    return {
      outcome: "pending",
      awaiting: "transfer",
      reference: invoiceNumber,
      message: "We send your order when your transfer arrives",
      instructions: [
        { label: "Bank", value: SHOP_BANK_ACCOUNT.bank },
        { label: "Account name", value: SHOP_BANK_ACCOUNT.accountName },
        { label: "Account number", value: SHOP_BANK_ACCOUNT.accountNumber },
        { label: "Amount", value: `$${dollars(amountCents).toFixed(2)}` },
        { label: "Reference", value: invoiceNumber },
      ],
    };
  },
  refund: refundByHand("Transfer the total back to the customer's account"),
};

// The test gateway's cards (any future expiry, any CVC). Every other valid number is declined.
export const TEST_CARDS = {
  approved: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

const testCard: PaymentGateway = {
  method: {
    code: "test_card",
    name: "Card (test gateway)",
    description: "No real money moves: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.",
    needsCard: true,
  },
  async charge({ card }): Promise<ChargeResult> {
    const reference = `test_${randomUUID()}`;
    switch (card?.number) {
      case TEST_CARDS.approved:
        return { outcome: "approved", reference, message: "Payment approved" };
      case TEST_CARDS.declined:
        return {
          outcome: "declined",
          reference,
          message: "Your card was declined. Try another card or payment method.",
          reason: "declined",
        };
      case TEST_CARDS.insufficientFunds:
        return {
          outcome: "declined",
          reference,
          message: "Your card has insufficient funds. Try another card or payment method.",
          reason: "insufficient_funds",
        };
      default:
        return {
          outcome: "declined",
          reference: null,
          message: "The test gateway only accepts its documented test cards.",
          reason: "unknown_card",
        };
    }
  },
  // Every payment it approved can be refunded in full; no money moves.
  async refund({ paymentReference }): Promise<RefundResult> {
    if (!paymentReference?.startsWith("test_"))
      return { outcome: "failed", message: "The test gateway knows no such payment" };
    return { outcome: "refunded", reference: `test_refund_${randomUUID()}`, message: "Refunded to the card" };
  },
};

export const BUILT_IN_GATEWAYS: PaymentGateways = {
  cash_on_delivery: cashOnDelivery,
  bank_transfer: bankTransfer,
  test_card: testCard,
};

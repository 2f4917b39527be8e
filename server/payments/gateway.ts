// What the shop needs from a payment provider. The built-in methods live beside this
// file; a real provider implements PaymentGateway and is passed to createApi.
import type { CardInput, DeclineReason, PaymentMethod, PaymentMethodCode } from "../contract";

export type ChargeRequest = {
  invoiceNumber: string;
  amountCents: number;
  currency: "usd";
  // Unique per attempt: a provider that sees the same key twice must not charge twice.
  attemptKey: string;
  card?: CardInput;
};

export type PaymentInstructions = { label: string; value: string }[];

export type ChargeResult =
  // The money is in.
  | { outcome: "approved"; reference: string; message: string }
  // Nothing is paid yet and the shopper knows what to do: transfer the money, or pay the courier.
  | {
      outcome: "pending";
      awaiting: "transfer" | "delivery";
      reference: string;
      message: string;
      instructions: PaymentInstructions | null;
    }
  // Nothing was paid; the order can be paid again, with another card or method.
  | { outcome: "declined"; reference: string | null; message: string; reason: DeclineReason };

// Paying back a paid order in full (a cancel before it shipped).
export type RefundRequest = {
  invoiceNumber: string;
  amountCents: number;
  currency: "usd";
  // The approved payment's reference, as the gateway gave it (null when staff confirmed a
  // transfer or cash by hand).
  paymentReference: string | null;
  // Unique per refund: a provider that sees the same key twice must not refund twice.
  refundKey: string;
};

export type RefundResult =
  | { outcome: "refunded"; reference: string; message: string }
  // Nothing was refunded: the cancel does not happen.
  | { outcome: "failed"; message: string };

export interface PaymentGateway {
  readonly method: PaymentMethod;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

export type PaymentGateways = Record<PaymentMethodCode, PaymentGateway>;

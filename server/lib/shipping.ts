// The shipping options and what each costs for a given subtotal. Money in cents.
import { FREE_DELIVERY_FROM, type ShippingOption, type ShippingOptionCode } from "../contract";
import { dollars } from "./money";

type ShippingRate = Omit<ShippingOption, "price" | "regularPrice" | "freeOver"> & {
  priceCents: number;
  freeOverCents: number | null;
};

const RATES: Record<ShippingOptionCode, ShippingRate> = {
  standard: {
    code: "standard",
    name: "Standard delivery",
    // No amounts in the texts: the shop says "free from …" itself, in the shopper's currency.
    description: "Tracked delivery in 3 to 5 working days.",
    priceCents: 495,
    freeOverCents: FREE_DELIVERY_FROM * 100,
    minDays: 3,
    maxDays: 5,
  },
  express: {
    code: "express",
    name: "Express delivery",
    description: "Next working day when ordered before 2 pm.",
    priceCents: 1295,
    freeOverCents: null,
    minDays: 1,
    maxDays: 1,
  },
};

export function shippingCents(code: ShippingOptionCode, subtotalCents: number): number {
  const rate = RATES[code];
  return rate.freeOverCents !== null && subtotalCents >= rate.freeOverCents ? 0 : rate.priceCents;
}

export const shippingName = (code: ShippingOptionCode) => RATES[code].name;

// Every option priced for the subtotal, or at its regular price when there is none.
export function shippingOptions(subtotalCents: number | undefined): ShippingOption[] {
  return Object.values(RATES).map(({ priceCents, freeOverCents, ...rate }) => ({
    ...rate,
    price: dollars(subtotalCents === undefined ? priceCents : shippingCents(rate.code, subtotalCents)),
    regularPrice: dollars(priceCents),
    freeOver: freeOverCents === null ? null : dollars(freeOverCents),
  }));
}

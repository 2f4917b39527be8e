// Payment marks drawn inline: emoji (💳 🏦) show as empty boxes where the emoji font is
// missing, and pictures would cost a request each. Each logo is an img with its name, or, beside
// a name that says it all (checkout's ways to pay), decoration only.
import { createContext, type ReactNode, useContext } from "react";

export type PaymentLogoName = "visa" | "mastercard" | "amex" | "bank" | "cash";

const Decorative = createContext(false);

function Badge({ label, children }: { label: string; children: ReactNode }) {
  const named = !useContext(Decorative);
  return (
    <svg
      role={named ? "img" : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      viewBox="0 0 48 32"
      width={48}
      height={32}
      className="shrink-0"
    >
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#cbd5e1" />
      {children}
    </svg>
  );
}

const LOGOS: Record<PaymentLogoName, (label?: string) => ReactNode> = {
  visa: (label = "Visa") => (
    <Badge label={label}>
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="700"
        fill="#1a1f71"
      >
        VISA
      </text>
    </Badge>
  ),
  mastercard: (label = "Mastercard") => (
    <Badge label={label}>
      <circle cx="19" cy="16" r="8" fill="#eb001b" />
      <circle cx="29" cy="16" r="8" fill="#f79e1b" fillOpacity="0.85" />
    </Badge>
  ),
  amex: (label = "American Express") => (
    <Badge label={label}>
      <rect x="4" y="6" width="40" height="20" rx="2" fill="#016fd0" />
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
      >
        AMEX
      </text>
    </Badge>
  ),
  bank: (label = "Bank transfer") => (
    <Badge label={label}>
      <path d="M14 13 24 7l10 6zM16 14h3v8h-3zM22.5 14h3v8h-3zM29 14h3v8h-3zM13 23h22v2H13z" fill="#334155" />
    </Badge>
  ),
  cash: (label = "Cash") => (
    <Badge label={label}>
      <rect x="9" y="9" width="30" height="14" rx="2" fill="#15803d" />
      <circle cx="24" cy="16" r="4" fill="#fff" />
    </Badge>
  ),
};

// `label`: the logo's name in the page's words (English without it); `decorative` beside a name
// that says it all.
export function PaymentLogo({
  name,
  label,
  decorative = false,
}: {
  name: PaymentLogoName;
  label?: string;
  decorative?: boolean;
}) {
  return <Decorative.Provider value={decorative}>{LOGOS[name](label)}</Decorative.Provider>;
}

// The marks of a way to pay at checkout.
export const METHOD_LOGOS: Record<string, PaymentLogoName[]> = {
  test_card: ["visa", "mastercard", "amex"],
  bank_transfer: ["bank"],
  cash_on_delivery: ["cash"],
};

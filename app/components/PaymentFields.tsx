import type { FieldMetadata } from "@conform-to/react";
import type { PaymentMethod } from "@contract";

import { useT } from "~/lib/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";

import { ChoiceGroup, Field } from "./forms";
import { METHOD_LOGOS, PaymentLogo } from "./PaymentLogos";

type Card = { number?: string; expiry?: string; cvc?: string; name?: string };
type PaymentFieldsProps = {
  methods: PaymentMethod[];
  method: FieldMetadata<string | undefined>;
  card: FieldMetadata<Card | undefined>;
};

// How to pay: one radio per method, and the card's fields. With JavaScript the card fields
// show only for the card; without it they are always there, marked as for the card only.
export function PaymentFields({ methods, method, card }: PaymentFieldsProps) {
  const hydrated = useHydrated();
  const t = useT();
  const chosen = method.value ?? method.initialValue;
  const cardFields = (!hydrated || chosen === "test_card") && <CardFields card={card} hydrated={hydrated} />;
  return (
    <ChoiceGroup meta={method} legend={t("payment.legend")} footer={cardFields}>
      <div className="flex flex-col gap-2">
        {methods.map((option) => (
          <label
            key={option.code}
            className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-theme"
          >
            <input
              type="radio"
              name={method.name}
              value={option.code}
              defaultChecked={method.initialValue === option.code}
              className="h-6 w-6 shrink-0"
            />
            {/* The name beside says it all: the marks are decoration here. */}
            <span aria-hidden="true" className="flex gap-1">
              {(METHOD_LOGOS[option.code] ?? []).map((logo) => (
                <PaymentLogo key={logo} name={logo} decorative />
              ))}
            </span>
            <span>
              <span className="font-medium">{option.name}</span>
              <span className="block text-sm text-slate-600">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

// The test gateway's cards (README), as they are typed: each isolated left to right (LRI … PDI),
// or a right-to-left sentence would show its groups of digits in reverse order.
const ltr = (text: string) => `\u2066${text}\u2069`;
const TEST_CARDS = { approved: ltr("4242 4242 4242 4242"), declined: ltr("4000 0000 0000 0002") };

function CardFields({ card, hydrated }: { card: PaymentFieldsProps["card"]; hydrated: boolean }) {
  const fields = card.getFieldset();
  const t = useT();
  return (
    <div className="mt-4 grid gap-3 rounded-md bg-slate-50 p-4 sm:grid-cols-2">
      <p className="text-sm text-slate-600 sm:col-span-2">
        {hydrated ? t("payment.cardDetails") : t("payment.cardDetailsOnly")}{" "}
        {t("payment.testCards", TEST_CARDS)}
      </p>
      <div className="sm:col-span-2">
        <Field
          meta={fields.number}
          label={t("payment.cardNumber")}
          autoComplete="cc-number"
          inputProps={{ inputMode: "numeric" }}
        />
      </div>
      <Field meta={fields.expiry} label={t("payment.expiry")} autoComplete="cc-exp" />
      <Field
        meta={fields.cvc}
        label={t("payment.cvc")}
        autoComplete="cc-csc"
        inputProps={{ inputMode: "numeric" }}
      />
      <div className="sm:col-span-2">
        <Field meta={fields.name} label={t("payment.nameOnCard")} autoComplete="cc-name" />
      </div>
    </div>
  );
}

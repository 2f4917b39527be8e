import { randomUUID } from "node:crypto";

import { getFormProps, useForm } from "@conform-to/react";
import { GIFT_MESSAGE_MAX } from "@contract/constants";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { AddressCard } from "~/components/AddressCard";
import {
  Checkbox,
  ChoiceGroup,
  FormErrors,
  SubmitButton,
  TextareaField,
  useDocumentSubmit,
} from "~/components/forms";
import { PaymentFields } from "~/components/PaymentFields";
import { AgeQuestion } from "~/components/Popups";
import { VariantText } from "~/components/VariantText";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { BASE_CURRENCY, billOf, formatMinor, formatPrice } from "~/lib/money";
import {
  CheckoutForm,
  giftOf,
  payAndShow,
  readForm,
  redirectWithToast,
  replyWithErrors,
  requireMember,
  seenTotal,
  UpstreamError,
} from "~/lib/routes.server";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, session } = requireMember(request, context);
  const cart = await api.cart.get();
  if (cart.items.length === 0) {
    const message = translator(request, ["notice"])("notice.checkout.cartEmpty");
    throw await redirectWithToast("/cart", { kind: "info", message }, session);
  }
  const [addresses, shippingOptions, paymentMethods] = await Promise.all([
    api.address.book(),
    api.checkout.shippingOptions(cart.totalPrice),
    api.checkout.paymentMethods(),
  ]);
  const messages = routeMessages(request, ["checkout", "payment", "address"]);
  return { cart, addresses, shippingOptions, paymentMethods, key: randomUUID(), messages };
}

const CARD_FIELDS = ["card.number", "card.expiry", "card.cvc"];

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, CheckoutForm);
  const { api, session } = requireMember(request, context);
  // "Update total" (no JavaScript): the page again with the chosen delivery priced in.
  if (submission.status === undefined) return data(submission.reply({ hideFields: CARD_FIELDS }));
  if (submission.status !== "success") return replyWithErrors(submission);
  const form = submission.value;
  const address = (await api.address.book()).find((candidate) => candidate.id === form.addressId);
  if (!address) {
    const message = translator(request, ["notice"])("notice.checkout.chooseYourAddress");
    return data(submission.reply({ fieldErrors: { addressId: [message] } }), { status: 400 });
  }
  try {
    const order = await api.checkout.place(
      {
        address: {
          name: address.name,
          phone: address.phone,
          line1: address.street,
          provinceId: address.province.id,
          cityId: address.city.id,
          districtId: address.district.id,
          subdistrictId: address.subdistrict.id,
          postalId: address.postal.id,
        },
        shippingOption: form.shippingOption,
        paymentMethod: form.paymentMethod,
        note: form.note,
        gift: giftOf(form),
        expected: seenTotal(form.seen, form.shippingOption),
      },
      form.key,
    );
    return payAndShow(request, api, session, order, form);
  } catch (error) {
    // A price changed since the page was drawn: nothing was placed; the page again, with the
    // new prices (the loader runs again), the changed lines marked and the choices kept.
    if (error instanceof UpstreamError && error.body.errorCode === "PRICE_CHANGED") {
      const reply = submission.reply({ formErrors: [error.message], hideFields: CARD_FIELDS });
      return data({ ...reply, priceChanges: error.body.changes?.lines ?? [] }, { status: 409 });
    }
    // Sold out or emptied since the page was drawn: the cart page shows what changed.
    if (error instanceof UpstreamError && error.status === 409) {
      return redirectWithToast("/cart", { kind: "error", message: error.message }, session);
    }
    // The API checks the saved address's parts (address.districtId...): said beside the address.
    return replyWithErrors(submission, error, (field) =>
      field.startsWith("address.") ? "addressId" : field,
    );
  }
}

// After a price change the page must show the new prices, though the action answered 409.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  Boolean(actionResult && typeof actionResult === "object" && "priceChanges" in actionResult) ||
  defaultShouldRevalidate;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "checkout.title") },
  { name: "robots", content: "noindex" },
];

export default function Checkout() {
  const { cart, addresses, shippingOptions, paymentMethods, key } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const currency = useCurrency();
  const defaultAddress = addresses.find((address) => address.isDefault) ?? addresses[0];
  const [form, fields] = useForm<z.input<typeof CheckoutForm>>({
    id: "checkout",
    lastResult,
    defaultValue: {
      addressId: defaultAddress ? String(defaultAddress.id) : undefined,
      shippingOption: "standard",
      paymentMethod: "cash_on_delivery",
    },
  });
  const chosenShipping =
    shippingOptions.find((option) => option.code === (fields.shippingOption.value ?? "standard")) ??
    shippingOptions[0];
  const bill = billOf(cart.items, chosenShipping?.price ?? 0, currency);
  // What is charged: the order is paid in usd, whatever the display currency.
  const charged = billOf(cart.items, chosenShipping?.price ?? 0, BASE_CURRENCY).total;
  const formProps = getFormProps(form);
  const placing = useDocumentSubmit(formProps.onSubmit);
  const t = useT();
  return (
    <div>
      <AgeQuestion />
      <h1 className="mb-6 text-3xl font-semibold">{t("checkout.title")}</h1>
      {/* Sent by the browser itself, with JavaScript too (reloadDocument): the order, then its page,
          two requests and nothing on the phone's CPU in between. Sent by Remix, it waited for the
          page's scripts before leaving and for the order page's manifest, modules and data after,
          one after another: 2-3× the time without JavaScript on a throttled phone
          (tests/e2e/place-order-speed.spec.ts). */}
      <Form
        method="post"
        reloadDocument
        {...formProps}
        onSubmit={placing.onSubmit}
        className="grid gap-10 lg:grid-cols-[1fr_380px]"
      >
        <input type="hidden" name="key" value={key} />
        <SeenPrices items={cart.items} shippingOptions={shippingOptions} />
        <div className="flex flex-col gap-8">
          <FormErrors form={form} />
          <AddressChoice addresses={addresses} field={fields.addressId} />
          <DeliveryChoice options={shippingOptions} field={fields.shippingOption} />
          <PaymentFields methods={paymentMethods} method={fields.paymentMethod} card={fields.card} />
          <TextareaField
            meta={fields.note}
            label={t("checkout.note")}
            textareaProps={{ rows: 3, maxLength: 500 }}
          />
          <GiftChoice fields={fields} />
        </div>

        <OrderSummary
          items={cart.items}
          bill={bill}
          charged={charged}
          form={form}
          shippingField={fields.shippingOption}
          changes={
            lastResult && "priceChanges" in lastResult ? (lastResult.priceChanges as PriceChange[]) : []
          }
          placing={placing.submitting}
        />
      </Form>
    </div>
  );
}

type CheckoutData = ReturnType<typeof useLoaderData<typeof loader>>;
type PriceChange = { sku: string; title: string; seen: { price: number; qty: number } | null };

// The prices this page shows, sent back with the order: the API places it only if they still hold.
function SeenPrices({
  items,
  shippingOptions,
}: {
  items: CheckoutData["cart"]["items"];
  shippingOptions: CheckoutData["shippingOptions"];
}) {
  return (
    <>
      {items.map((line, index) => (
        <span key={line.sku} hidden>
          <input type="hidden" name={`seen.lines[${index}].sku`} value={line.sku} />
          <input type="hidden" name={`seen.lines[${index}].price`} value={line.price} />
          <input type="hidden" name={`seen.lines[${index}].qty`} value={line.qty} />
        </span>
      ))}
      {shippingOptions.map((option, index) => (
        <span key={option.code} hidden>
          <input type="hidden" name={`seen.delivery[${index}].code`} value={option.code} />
          <input type="hidden" name={`seen.delivery[${index}].price`} value={option.price} />
        </span>
      ))}
    </>
  );
}
type CheckoutFormMeta = ReturnType<typeof useForm<z.input<typeof CheckoutForm>>>;
type CheckoutFields = CheckoutFormMeta[1];

// One radio per saved address, each shown as its card.
function AddressChoice({
  addresses,
  field,
}: {
  addresses: CheckoutData["addresses"];
  field: CheckoutFields["addressId"];
}) {
  const t = useT();
  const newAddress = (
    <LocaleLink
      to="/member/address-book?returnTo=/checkout#address-form"
      className="mt-3 inline-flex min-h-11 items-center text-theme-strong underline"
    >
      {t("checkout.newAddress")}
    </LocaleLink>
  );
  return (
    <ChoiceGroup meta={field} legend={t("checkout.address")} footer={newAddress}>
      {addresses.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4">{t("checkout.noAddress")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <label className="block cursor-pointer rounded-md border-2 border-slate-200 has-[:checked]:border-theme">
                <span className="flex items-start gap-2 p-2">
                  <input
                    type="radio"
                    name={field.name}
                    value={address.id}
                    defaultChecked={field.initialValue === String(address.id)}
                    className="mt-1"
                  />
                  <span className="sr-only">
                    {t("checkout.deliverTo", { name: address.name, street: address.street })}
                  </span>
                </span>
                <AddressCard address={address} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </ChoiceGroup>
  );
}

// One radio per delivery option, with its price (or "Free").
function DeliveryChoice({
  options,
  field,
}: {
  options: CheckoutData["shippingOptions"];
  field: CheckoutFields["shippingOption"];
}) {
  const currency = useCurrency();
  const t = useT();
  return (
    <ChoiceGroup meta={field} legend={t("checkout.delivery")}>
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <label
            key={option.code}
            className="flex items-center gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-theme"
          >
            <input
              type="radio"
              name={field.name}
              value={option.code}
              className="h-6 w-6"
              defaultChecked={field.initialValue === option.code}
            />
            <span className="flex-1">
              <span className="font-medium">{option.name}</span>
              <span className="block text-sm text-slate-600">
                {option.description}
                {option.freeOver !== null &&
                  ` ${t("checkout.freeOver", { amount: formatPrice(option.freeOver, currency) })}`}
              </span>
            </span>
            <bdi className="font-medium">
              {option.price === 0 ? t("checkout.free") : formatPrice(option.price, currency)}
            </bdi>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

// "This is a gift": its message and the slip's prices show once it is ticked (by CSS, so also
// without JavaScript; the action ignores them when it is not).
function GiftChoice({ fields }: { fields: CheckoutFields }) {
  const t = useT();
  return (
    <fieldset className="group">
      <legend className="mb-1 text-xl font-semibold">{t("checkout.gift")}</legend>
      <Checkbox meta={fields.gift} label={t("checkout.isGift")} />
      <div className="hidden flex-col gap-2 group-has-[[name=gift]:checked]:flex">
        <TextareaField
          meta={fields.giftMessage}
          label={t("checkout.giftMessage", { max: GIFT_MESSAGE_MAX })}
          textareaProps={{ rows: 3, maxLength: GIFT_MESSAGE_MAX }}
        />
        <Checkbox meta={fields.giftHidePrices} label={t("checkout.hidePrices")} />
      </div>
    </fieldset>
  );
}

// The bill beside the form, and the buttons that act on the whole form.
function OrderSummary({
  items,
  bill,
  charged,
  form,
  shippingField,
  changes,
  placing,
}: {
  items: CheckoutData["cart"]["items"];
  bill: ReturnType<typeof billOf>;
  charged: number;
  form: CheckoutFormMeta[0];
  shippingField: CheckoutFields["shippingOption"];
  changes: PriceChange[];
  placing: boolean;
}) {
  const currency = useCurrency();
  const t = useT();
  const changeOf = (sku: string) => changes.find((change) => change.sku === sku);
  return (
    <aside aria-labelledby="summary-title" className="h-fit rounded-xl border border-slate-200 p-5">
      <h2 id="summary-title" className="mb-4 text-xl font-semibold">
        {t("checkout.summary")}
      </h2>
      {changes.length > 0 && (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("checkout.pricesChanged")}{" "}
          <strong>
            <bdi>{formatMinor(bill.total, currency)}</bdi>
          </strong>
          {t("checkout.pricesChangedAfter")}
        </p>
      )}
      <ul className="mb-4 space-y-2 text-sm">
        {items.map((line, index) => (
          <SummaryLine
            key={line.sku}
            line={line}
            total={formatMinor(bill.lineTotals[index], currency)}
            change={changeOf(line.sku)}
          />
        ))}
      </ul>
      <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t("checkout.subtotal")}</dt>
          <dd>
            <bdi>{formatMinor(bill.subtotal, currency)}</bdi>
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>{t("checkout.delivery")}</dt>
          <dd>
            <bdi>{bill.delivery === 0 ? t("checkout.free") : formatMinor(bill.delivery, currency)}</bdi>
          </dd>
        </div>
        <div className="flex justify-between text-lg font-semibold">
          <dt>{t("checkout.total")}</dt>
          <dd>
            <bdi>{formatMinor(bill.total, currency)}</bdi>
          </dd>
        </div>
      </dl>
      {/* With JavaScript the summary follows the chosen option at once. */}
      <button
        {...form.validate.getButtonProps({ name: shippingField.name })}
        className="mt-3 min-h-11 w-full rounded-md border border-slate-300 px-4 script:hidden"
      >
        {t("checkout.updateTotal")}
      </button>
      <ChargeNote charged={charged} />
      <div className="mt-3">
        <SubmitButton pendingText={t("checkout.placing")} busy={placing}>
          {t("checkout.place")}
        </SubmitButton>
      </div>
    </aside>
  );
}

// A line of the summary; one whose price or quantity changed since the shopper last saw the
// page is marked, with what it was.
function SummaryLine({
  line,
  total,
  change,
}: {
  line: CheckoutData["cart"]["items"][number];
  total: string;
  change: PriceChange | undefined;
}) {
  const currency = useCurrency();
  const t = useT();
  return (
    <li
      className={`flex justify-between gap-2 ${change ? "rounded bg-amber-50 p-1" : ""}`}
      data-changed={change ? "" : undefined}
    >
      <span>
        {line.title}{" "}
        <span className="text-slate-500">
          × <bdi>{line.qty}</bdi>
        </span>
        {/* Which size and colour: two lines of one product differ only in these. */}
        {(line.color || line.size) && (
          <span className="block text-xs capitalize text-slate-600">
            <VariantText color={line.color} size={line.size} />
          </span>
        )}
        {change && (
          <span className="block font-medium text-amber-900">
            {change.seen
              ? t("checkout.changed", {
                  price: formatPrice(change.seen.price, currency),
                  qty: change.seen.qty,
                })
              : t("checkout.addedSince")}
          </span>
        )}
      </span>
      <bdi>{total}</bdi>
    </li>
  );
}

// Before "Place order": the currency the order is paid in, and how much, said plainly when the
// page shows another one.
function ChargeNote({ charged }: { charged: number }) {
  const currency = useCurrency();
  const t = useT();
  return (
    <p id="charge-note" className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
      {t("checkout.youPay")}{" "}
      <strong>
        <bdi>{formatMinor(charged, BASE_CURRENCY)}</bdi>
      </strong>{" "}
      {t("checkout.youPayAfter")}
      {currency.code !== BASE_CURRENCY.code && ` ${t("checkout.converted", { symbol: currency.symbol })}`}
    </p>
  );
}

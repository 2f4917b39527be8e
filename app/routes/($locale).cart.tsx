import type { CartLine } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { LineItem, LineList } from "~/components/LineItem";
import { Price } from "~/components/Price";
import { VariantText } from "~/components/VariantText";
import { describeAdd } from "~/lib/cart.server";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { billOf, formatMinor } from "~/lib/money";
import {
  CartAction,
  changeCart,
  isSignedIn,
  pathInLocale,
  readForm,
  redirectWithToast,
  requireMember,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  return { cart: await api.cart.get(), messages: routeMessages(request, ["cart"]) };
}

// Every cart change in the shop posts here. From the cart page a failure is shown next to its
// line (the page is drawn again, the cart as it was); from elsewhere, as a message on the way back.
// Every path it sends the shopper to is in the locale the form was posted in (toast.server.ts).
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, CartAction);
  const { session, api } = context;
  const t = translator(request, ["notice"]);
  const back = safeRedirectPath(submission.payload.redirectTo, "/cart");
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? t("notice.cart.failed");
    if (back === "/cart")
      return data({ sku: String(submission.payload.sku ?? ""), message }, { status: 400 });
    return redirectWithToast(back, { kind: "error", message }, session);
  }
  const change = submission.value;
  if (!isSignedIn(session)) {
    // Sign in first; the item waits in the session and is added right after.
    if (change.intent === "add" || change.intent === "buy") {
      const { sku, product, qty } = change;
      session.set("pendingCartAdd", { sku, product, qty, ...(await describeAdd(api, change)) });
    }
    const next = pathInLocale(session, change.intent === "buy" ? "/checkout" : back);
    session.set("pendingRoute", next);
    return redirect(pathInLocale(session, `/login?next=${encodeURIComponent(next)}`));
  }
  try {
    const message = await changeCart(api, change, t);
    const next = change.intent === "buy" ? "/checkout" : back;
    return redirectWithToast(next, { kind: "success", message }, session);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const sku = "sku" in change ? (change.sku ?? "") : "";
    if (back === "/cart") return data({ sku, message: error.message }, error.init);
    return redirectWithToast(back, { kind: "error", message: error.message }, session);
  }
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "cart.title") },
  { name: "robots", content: "noindex" },
];

export default function Cart() {
  const { cart } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const currency = useCurrency();
  const t = useT();
  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-xl py-10 text-center">
        <h1 className="mb-4 text-3xl font-semibold">{t("cart.title")}</h1>
        <p className="mb-6 text-slate-600">{t("cart.empty")}</p>
        <LocaleLink to="/products" className="rounded-md bg-theme-strong px-5 py-2.5 font-medium text-white">
          {t("cart.continue")}
        </LocaleLink>
      </div>
    );
  }
  const bill = billOf(cart.items, 0, currency);
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">{t("cart.title")}</h1>
      <LineList label={t("cart.lines")} columns>
        {cart.items.map((line, index) => (
          <CartLineItem
            key={line.sku}
            line={line}
            lineTotal={formatMinor(bill.lineTotals[index], currency)}
            error={failure?.sku === line.sku ? failure.message : undefined}
          />
        ))}
      </LineList>
      <p className="flex justify-between gap-4 py-4 text-lg font-semibold md:justify-end">
        <span>{t("cart.subtotal", { count: cart.qty })}</span>
        <bdi>{formatMinor(bill.subtotal, currency)}</bdi>
      </p>
      {failure && !cart.items.some((line) => line.sku === failure.sku) && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {failure.message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-between gap-4">
        <LocaleLink to="/products" className="rounded-md border border-slate-300 px-5 py-2.5 font-medium">
          {t("cart.continue")}
        </LocaleLink>
        <LocaleLink to="/checkout" className="rounded-md bg-theme-strong px-6 py-2.5 font-medium text-white">
          {t("cart.checkout")}
        </LocaleLink>
      </div>
    </div>
  );
}

// One line: quantity with − and + (and the number typed, with an Update button, before
// JavaScript), the line's total, remove, and the reason a change failed right beside it.
function CartLineItem({ line, lineTotal, error }: { line: CartLine; lineTotal: string; error?: string }) {
  const currency = useCurrency();
  const t = useT();
  return (
    <LineItem
      columns
      slug={line.slug}
      title={line.title}
      image={line.image}
      note={
        <>
          {(line.color || line.size) && (
            <span className="block capitalize">
              <VariantText color={line.color} size={line.size} />
            </span>
          )}
          {line.stock < line.qty && (
            <span className="block text-amber-700 dark:text-amber-300">
              {t("cart.onlyLeft", { count: line.stock })}
            </span>
          )}
        </>
      }
      price={<Price price={line.price} oldPrice={line.oldPrice} currency={currency} />}
    >
      <div>
        <QuantityForm line={line} errorId={error ? `cart-error-${line.sku}` : undefined} />
        {error && (
          <p
            id={`cart-error-${line.sku}`}
            role="alert"
            className="mt-1 text-sm text-red-700 dark:text-red-300"
          >
            {error}
          </p>
        )}
      </div>
      <p className="font-semibold">
        <span className="sr-only">{t("cart.lineTotal", { title: line.title })} </span>
        <bdi>{lineTotal}</bdi>
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="sku" value={line.sku} />
        <button
          type="submit"
          name="intent"
          value="remove"
          className="min-h-11 px-2 text-sm text-red-700 underline dark:text-red-300"
        >
          {t("cart.remove")}
          <span className="sr-only"> {line.title}</span>
        </button>
      </Form>
    </LineItem>
  );
}

// − and + are forms of their own and Update posts the number typed, the same before hydration,
// after it and without JavaScript: nothing moves when the page hydrates.
function QuantityForm({ line, errorId }: { line: CartLine; errorId?: string }) {
  const navigation = useNavigation();
  const t = useT();
  const pending = navigation.formData?.get("sku") === line.sku ? navigation.formData : undefined;
  const shownQty = pending?.get("intent") === "set" ? Number(pending.get("qty")) : line.qty;
  return (
    <div className="flex items-center gap-1">
      <StepForm
        sku={line.sku}
        qty={Math.max(0, shownQty - 1)}
        label={t("cart.oneFewer", { title: line.title })}
      >
        −
      </StepForm>
      <Form id={`qty-form-${line.sku}`} method="post" preventScrollReset>
        <input type="hidden" name="sku" value={line.sku} />
        <input type="hidden" name="intent" value="set" />
        <label htmlFor={`qty-${line.sku}`} className="sr-only">
          {t("cart.quantityOf", { title: line.title })}
        </label>
        <input
          key={shownQty}
          id={`qty-${line.sku}`}
          type="number"
          inputMode="numeric"
          name="qty"
          min={0}
          max={99}
          defaultValue={shownQty}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className="h-11 w-16 rounded-md border border-slate-300 bg-surface text-center text-base"
        />
      </Form>
      <StepForm sku={line.sku} qty={shownQty + 1} label={t("cart.oneMore", { title: line.title })}>
        +
      </StepForm>
      <button
        type="submit"
        form={`qty-form-${line.sku}`}
        className="h-11 rounded-md border border-slate-300 px-3"
      >
        {t("cart.update")}
      </button>
    </div>
  );
}

function StepForm({
  sku,
  qty,
  label,
  children,
}: {
  sku: string;
  qty: number;
  label: string;
  children: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="intent" value="set" />
      <button
        type="submit"
        name="qty"
        value={qty}
        aria-label={label}
        className="h-11 w-11 rounded-md border border-slate-300"
      >
        {children}
      </button>
    </Form>
  );
}

import type { CartLine } from "@contract";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { Price } from "~/components/Price";
import { isSignedIn, requireMember } from "~/lib/auth.server";
import { CartAction, changeCart } from "~/lib/cart.server";
import { readForm } from "~/lib/forms.server";
import { formatPrice } from "~/lib/money";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { commitSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { UpstreamError, upstreamFor } from "~/lib/upstream.server";
import { useHydrated } from "~/lib/use-hydrated";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  return { cart: await api.cart.get() };
}

// Every cart change in the shop posts here. From the cart page a failure is shown next to its
// line (the page is drawn again, the cart as it was); from elsewhere, as a message on the way back.
export async function action({ request }: ActionFunctionArgs) {
  const submission = await readForm(request, CartAction);
  const { session, api } = await upstreamFor(request);
  const back = safeRedirectPath(submission.payload.redirectTo, "/cart");
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "That change could not be made.";
    if (back === "/cart")
      return data({ sku: String(submission.payload.sku ?? ""), message }, { status: 400 });
    return redirectWithToast(back, { kind: "error", message }, session);
  }
  const change = submission.value;
  if (!isSignedIn(session)) {
    // Sign in first; the item waits in the session and is added right after.
    if (change.intent === "add" || change.intent === "buy") session.set("pendingCartAdd", change);
    session.set("pendingRoute", change.intent === "buy" ? "/checkout" : back);
    return redirect(`/login?next=${encodeURIComponent(change.intent === "buy" ? "/checkout" : back)}`, {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }
  try {
    const message = await changeCart(api, change);
    const next = change.intent === "buy" ? "/checkout" : back;
    return redirectWithToast(next, { kind: "success", message }, session);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const sku = "sku" in change ? (change.sku ?? "") : "";
    if (back === "/cart") return data({ sku, message: error.message }, error.init);
    return redirectWithToast(back, { kind: "error", message: error.message }, session);
  }
}

export const meta: MetaFunction = () => [
  { title: "Your cart · Little Sprout" },
  { name: "robots", content: "noindex" },
];

export default function Cart() {
  const { cart } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const currency = useCurrency();
  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-xl py-10 text-center">
        <h1 className="mb-4 text-3xl font-semibold">Your cart</h1>
        <p className="mb-6 text-slate-600">Your cart is empty.</p>
        <Link to="/products" className="rounded-md bg-theme-strong px-5 py-2.5 font-medium text-white">
          Continue shopping
        </Link>
      </div>
    );
  }
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">Your cart</h1>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-start text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 text-start">
                Product
              </th>
              <th scope="col" className="py-2 text-start">
                Price
              </th>
              <th scope="col" className="py-2 text-start">
                Quantity
              </th>
              <th scope="col" className="py-2 text-end">
                Total
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((line) => (
              <CartRow
                key={line.sku}
                line={line}
                error={failure?.sku === line.sku ? failure.message : undefined}
              />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-4 text-end font-semibold">
                Subtotal ({cart.qty} {cart.qty === 1 ? "item" : "items"})
              </th>
              <td className="py-4 text-end text-lg font-semibold">
                {formatPrice(cart.totalPrice, currency)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {failure && !cart.items.some((line) => line.sku === failure.sku) && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {failure.message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-between gap-4">
        <Link to="/products" className="rounded-md border border-slate-300 px-5 py-2.5 font-medium">
          Continue shopping
        </Link>
        <Link to="/checkout" className="rounded-md bg-theme-strong px-6 py-2.5 font-medium text-white">
          Checkout
        </Link>
      </div>
    </div>
  );
}

// One line: quantity with − and + (and a plain number input and Update button without
// JavaScript), remove, and the reason a change failed right beside it.
function CartRow({ line, error }: { line: CartLine; error?: string }) {
  const currency = useCurrency();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pending = navigation.formData?.get("sku") === line.sku ? navigation.formData : undefined;
  const shownQty = pending?.get("intent") === "set" ? Number(pending.get("qty")) : line.qty;
  const errorId = `cart-error-${line.sku}`;
  const variant = [line.color, line.size].filter(Boolean).join(", ");
  return (
    <tr className="border-b border-slate-200 align-top">
      <td className="py-3">
        <Link to={`/products/${line.slug}`} className="flex items-center gap-3 hover:underline">
          {line.image && (
            <img
              src={`/media/${line.image}`}
              alt=""
              width={64}
              height={64}
              className="rounded bg-slate-100"
            />
          )}
          <span>
            {line.title}
            {variant && <span className="block text-xs capitalize text-slate-500">{variant}</span>}
          </span>
        </Link>
      </td>
      <td className="py-3">
        <Price price={line.price} oldPrice={line.oldPrice} currency={currency} />
      </td>
      <td className="py-3">
        <Form method="post" preventScrollReset className="flex items-center gap-1">
          <input type="hidden" name="sku" value={line.sku} />
          {hydrated && (
            <button
              type="submit"
              name="qty"
              value={Math.max(0, shownQty - 1)}
              aria-label={`One fewer ${line.title}`}
              className="h-9 w-9 rounded-md border border-slate-300"
            >
              −
            </button>
          )}
          <label htmlFor={`qty-${line.sku}`} className="sr-only">
            Quantity of {line.title}
          </label>
          <input
            key={shownQty}
            id={`qty-${line.sku}`}
            type="number"
            name={hydrated ? undefined : "qty"}
            min={0}
            max={99}
            defaultValue={shownQty}
            readOnly={hydrated}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-9 w-16 rounded-md border border-slate-300 bg-surface text-center"
          />
          {hydrated && (
            <button
              type="submit"
              name="qty"
              value={shownQty + 1}
              aria-label={`One more ${line.title}`}
              className="h-9 w-9 rounded-md border border-slate-300"
            >
              +
            </button>
          )}
          <input type="hidden" name="intent" value="set" />
          {!hydrated && (
            <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5">
              Update
            </button>
          )}
        </Form>
        {line.stock < line.qty && (
          <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">Only {line.stock} left in stock.</p>
        )}
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </td>
      <td className="py-3 text-end font-medium">{formatPrice(line.lineTotal, currency)}</td>
      <td className="py-3 text-end">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="sku" value={line.sku} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className="text-sm text-red-700 underline dark:text-red-300"
          >
            Remove<span className="sr-only"> {line.title}</span>
          </button>
        </Form>
      </td>
    </tr>
  );
}

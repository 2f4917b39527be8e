import { getFormProps, useForm } from "@conform-to/react";
import { orderMovesFrom } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { OrderDelivery, OrderLines, OrderPayments, OrderTimeline } from "~/components/AdminOrder";
import { Notice } from "~/components/AdminPage";
import { ADMIN_GIFT_WORDS, ADMIN_STATUS_LABELS } from "~/components/AdminStatus";
import { ErrorPage } from "~/components/ErrorPage";
import { Field, FormErrors, SubmitButton, TextareaField } from "~/components/forms";
import { GiftOptions } from "~/components/OrderDetails";
import {
  AdminOrderForm,
  orNotFound,
  readStaffForm,
  requireStaff,
  transitionOf,
  UpstreamError,
} from "~/lib/routes.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  return { order: await orNotFound(api.admin.order(params.invoice ?? "")) };
}

const DONE: Record<AdminOrderForm["intent"], string> = {
  note: "Note added.",
  paid: "Payment confirmed.",
  packed: "Marked as packed.",
  shipped: "Marked as shipped.",
  delivered: "Marked as delivered.",
  cancelled: "Order cancelled; its stock is back.",
};

// A note, or a move to another state. A move the order's state does not allow comes back as the
// API's 409, which names the state the order is in now.
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, staffSession } = requireStaff(request, context);
  const invoice = params.invoice ?? "";
  const submission = await readStaffForm(request, AdminOrderForm);
  const intent = submission.payload.intent;
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const form = submission.value;
  try {
    if (form.intent === "note") await orNotFound(api.admin.addNote(invoice, form.note));
    else await orNotFound(api.admin.move(invoice, transitionOf(form)));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ intent, result: submission.reply({ formErrors: [error.message] }) }, error.init);
  }
  staffSession.flash("notice", DONE[form.intent]);
  return redirect(`/admin/orders/${encodeURIComponent(invoice)}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `Order ${loaded?.order.invoiceNumber ?? ""} · Back office` },
];

export default function AdminOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // A refusal that is not about one field (a 409): said at the top, whatever form was sent.
  const refusal =
    answer && answer.intent !== "note" && answer.intent !== "shipped" ? answer.result.error?.[""] : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">Order {order.invoiceNumber}</h1>
        <Link
          to={`/admin/orders/${order.invoiceNumber}/slip`}
          className="inline-flex min-h-11 items-center underline"
        >
          Packing slip
        </Link>
      </div>
      <p>
        <strong>{ADMIN_STATUS_LABELS[order.status]}</strong> · {order.customer.name} ·{" "}
        <span className="break-all">{order.customer.email}</span>
      </p>
      {refusal && <Notice kind="error">{refusal.join(" ")}</Notice>}
      <OrderActions order={order} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OrderLines order={order} />
        <OrderDelivery order={order} />
        <GiftOptions gift={order.gift} words={ADMIN_GIFT_WORDS} />
        <OrderPayments order={order} />
        <OrderTimeline order={order} />
      </div>
      <NoteForm />
    </div>
  );
}

type Order = ReturnType<typeof useLoaderData<typeof loader>>["order"];

const MOVE_LABELS = { paid: "Confirm payment", packed: "Mark as packed", delivered: "Mark as delivered" };

function OrderActions({ order }: { order: Order }) {
  // The API's own table (the contract): it decides, and answers a 409 naming the state.
  const allowed = orderMovesFrom(order.status);
  const moves = allowed.filter((to) => to !== "cancelled");
  const cancellable = allowed.includes("cancelled");
  if (moves.length === 0 && !cancellable) return null;
  return (
    <section aria-labelledby="actions" className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4">
      <h2 id="actions" className="text-xl font-semibold">
        Next step
      </h2>
      {moves.map((to) =>
        to === "shipped" ? (
          <ShipForm key={to} />
        ) : (
          <Form key={to} method="post">
            <SubmitButton name="intent" value={to}>
              {MOVE_LABELS[to]}
            </SubmitButton>
          </Form>
        ),
      )}
      {cancellable && (
        <Form method="post" className="border-t border-slate-200 pt-3">
          <SubmitButton name="intent" value="cancelled" variant="secondary">
            {order.paidAt ? "Cancel and refund" : "Cancel order"}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

type FormOf<I extends AdminOrderForm["intent"]> = z.input<typeof AdminOrderForm> & { intent: I };

function ShipForm() {
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<FormOf<"shipped">>({
    id: "ship",
    lastResult: answer?.intent === "shipped" ? answer.result : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <FormErrors form={form} />
      <Field meta={fields.carrier} label="Carrier" />
      <Field
        meta={fields.trackingNumber}
        label="Tracking number"
        inputProps={{ autoCapitalize: "characters" }}
      />
      <Field meta={fields.trackingUrl} label="Tracking page (optional)" type="url" />
      <SubmitButton name="intent" value="shipped">
        Mark as shipped
      </SubmitButton>
    </Form>
  );
}

function NoteForm() {
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<FormOf<"note">>({
    id: "note",
    lastResult: answer?.intent === "note" ? answer.result : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <FormErrors form={form} />
      <TextareaField meta={fields.note} label="Add a note to the timeline (staff only)" />
      <SubmitButton name="intent" value="note">
        Add note
      </SubmitButton>
    </Form>
  );
}

export const ErrorBoundary = ErrorPage;

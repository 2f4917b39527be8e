import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { ErrorPage } from "~/components/ErrorPage";
import { ErrorList, FormErrors, SubmitButton, TextareaField } from "~/components/forms";
import { Rating } from "~/components/Rating";
import { formatDate } from "~/lib/dates";
import { ModerationForm, readStaffForm, requireStaff, UpstreamError } from "~/lib/routes.server";

// Held reviews and blog comments, oldest first, in one queue.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  return { items: await api.admin.heldItems() };
}

// Approve or reject: the chosen items at once (the checkboxes and the form under the list), or
// one item by its own buttons. A rejection needs a reason, kept in the audit log. An approved
// review counts in its product's stars at once (the database recounts them).
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, staffSession } = requireStaff(request, context);
  const submission = await readStaffForm(request, ModerationForm);
  const scope = typeof submission.payload.scope === "string" ? submission.payload.scope.slice(0, 30) : "bulk";
  if (submission.status !== "success") return data({ scope, result: submission.reply() }, { status: 400 });
  const { item: items, decision, reason } = submission.value;
  let decided: number;
  try {
    ({ decided } = await api.admin.moderate({ items, decision, reason }));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ scope, result: submission.reply({ formErrors: [error.message] }) }, error.init);
  }
  staffSession.flash("notice", decidedNotice(decision, decided, items.length));
  return redirect("/admin/moderation");
}

function decidedNotice(decision: "approve" | "reject", decided: number, chosen: number) {
  const done = `${decision === "approve" ? "Approved" : "Rejected"} ${decided === 1 ? "1 item" : `${decided} items`}.`;
  if (decided === chosen) return done;
  return `${done} ${chosen - decided === 1 ? "One was" : `${chosen - decided} were`} decided already by someone else.`;
}

export const meta: MetaFunction = () => [{ title: "Moderation · Back office" }];

type HeldItem = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];
type Answer = ReturnType<typeof useActionData<typeof action>>;
type FormValues = z.input<typeof ModerationForm>;

const refOf = (item: HeldItem) => `${item.kind}:${item.id}`;

export default function AdminModeration() {
  const { items } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const bulk = answer?.scope === "bulk" ? answer.result : undefined;
  const chosen = [bulk?.initialValue?.item ?? []].flat();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">Moderation</h1>
      {items.length === 0 ? (
        <p>Nothing is held: every review and comment has been read.</p>
      ) : (
        <>
          <p className="text-slate-600">
            {items.length === 1 ? "1 item waits" : `${items.length} items wait`}, oldest first. Approving
            publishes it; rejecting keeps it off the shop, with your reason in the audit log.
          </p>
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <HeldItemCard
                key={refOf(item)}
                item={item}
                chosen={chosen.includes(refOf(item))}
                answer={answer?.scope === refOf(item) ? answer : undefined}
              />
            ))}
          </ul>
          <BulkForm lastResult={bulk} />
        </>
      )}
    </div>
  );
}

function HeldItemCard({ item, chosen, answer }: { item: HeldItem; chosen: boolean; answer: Answer }) {
  const ref = refOf(item);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <label className="flex min-h-11 items-center gap-3 self-start font-medium">
        {/* Belongs to the form under the list ("bulk"), not to this item's own forms. */}
        <input
          type="checkbox"
          name="item"
          value={ref}
          form="bulk"
          defaultChecked={chosen}
          className="h-6 w-6"
        />
        Choose
        <span className="sr-only">
          {" "}
          the {item.kind} by {item.name}
        </span>
      </label>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm text-slate-600">
          {item.kind === "review" ? "Review of" : "Comment on"} <strong>{item.about}</strong> · {item.name} ·{" "}
          {formatDate(item.at)}
        </p>
        {item.rating !== null && <Rating value={item.rating} />}
        {item.title && <p className="break-words font-semibold">{item.title}</p>}
        <p className="whitespace-pre-line break-words">{item.body}</p>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <Form method="post">
          <input type="hidden" name="scope" value={ref} />
          <input type="hidden" name="item" value={ref} />
          <SubmitButton name="decision" value="approve">
            Approve
          </SubmitButton>
        </Form>
        <RejectOne item={item} lastResult={answer?.result} />
      </div>
    </li>
  );
}

// One item's rejection, folded away until asked for (open again when it was refused).
function RejectOne({ item, lastResult }: { item: HeldItem; lastResult?: SubmissionResult<string[]> }) {
  const ref = refOf(item);
  const [form, fields] = useForm<FormValues>({ id: `reject-${item.kind}-${item.id}`, lastResult });
  return (
    <details open={Boolean(lastResult)} className="min-w-0 grow basis-60">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300 px-5 text-sm font-medium">
        Reject…
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-3">
        <FormErrors form={form} />
        <input type="hidden" name="scope" value={ref} />
        <input type="hidden" name="item" value={ref} />
        <TextareaField meta={fields.reason} label="Reason (staff only)" textareaProps={{ rows: 2 }} />
        <SubmitButton name="decision" value="reject" variant="secondary">
          Reject
        </SubmitButton>
      </Form>
    </details>
  );
}

// The chosen items, approved or rejected at once.
function BulkForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<FormValues>({ id: "bulk", lastResult });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="bulk-title"
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4"
    >
      <h2 id="bulk-title" className="text-xl font-semibold">
        Decide on the chosen
      </h2>
      <FormErrors form={form} />
      <ErrorList id={fields.item.errorId} errors={fields.item.errors} />
      <input type="hidden" name="scope" value="bulk" />
      <TextareaField
        meta={fields.reason}
        label="Reason, to reject (staff only)"
        textareaProps={{ rows: 2 }}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton name="decision" value="approve">
          Approve the chosen
        </SubmitButton>
        <SubmitButton name="decision" value="reject" variant="secondary">
          Reject the chosen
        </SubmitButton>
      </div>
    </Form>
  );
}

export const ErrorBoundary = ErrorPage;

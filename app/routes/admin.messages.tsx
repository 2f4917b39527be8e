import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";

import { ListPages, Notice } from "~/components/AdminPage";
import { ErrorPage } from "~/components/ErrorPage";
import { SubmitButton } from "~/components/forms";
import { formatDate } from "~/lib/dates";
import {
  MessageListParams,
  MessageReadForm,
  readStaffForm,
  requireStaff,
  UpstreamError,
} from "~/lib/routes.server";

const PAGE_SIZE = 20;

// The contact form's messages, newest first; all, or only the unread (the address says which).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const params = MessageListParams.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await api.admin.messages({ ...params, pageSize: PAGE_SIZE });
  return { unreadOnly: params.unread === "true", messages: list.data, paging: list.paging };
}

// Mark one message read or unread, then back to the same list (filter and page kept).
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, staffSession } = requireStaff(request, context);
  const submission = await readStaffForm(request, MessageReadForm);
  if (submission.status !== "success")
    return data(
      { error: "That message could not be found. Reload the page and try again." },
      { status: 400 },
    );
  const { id, read } = submission.value;
  try {
    await api.admin.markMessage(id, read);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ error: error.message }, error.init);
  }
  staffSession.flash("notice", read ? "Marked as read." : "Marked as unread.");
  const { pathname, search } = new URL(request.url);
  return redirect(pathname + search);
}

export const meta: MetaFunction = () => [{ title: "Messages · Back office" }];

const TAB = "inline-flex min-h-11 items-center rounded-md px-3";

export default function AdminMessages() {
  const { unreadOnly, messages, paging } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Messages</h1>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Which messages" className="flex gap-1">
          <Link
            to="/admin/messages"
            aria-current={unreadOnly ? undefined : "page"}
            className={`${TAB} ${unreadOnly ? "underline" : "bg-slate-100 font-semibold"}`}
          >
            All
          </Link>
          <Link
            to="/admin/messages?unread=true"
            aria-current={unreadOnly ? "page" : undefined}
            className={`${TAB} ${unreadOnly ? "bg-slate-100 font-semibold" : "underline"}`}
          >
            Unread
          </Link>
        </nav>
        {/* A download, not a page: the browser fetches it whole (the staff token stays on the server). */}
        <a href="/admin/newsletter.csv" download className="inline-flex min-h-11 items-center underline">
          Newsletter subscribers (CSV)
        </a>
      </div>
      {answer?.error && <Notice kind="error">{answer.error}</Notice>}
      <p role="status" className="text-sm text-slate-600">
        {paging.total === 1 ? "1 message" : `${paging.total} messages`}
      </p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ul>
      <ListPages page={paging.page} totalPages={paging.totalPages} />
    </div>
  );
}

type Message = ReturnType<typeof useLoaderData<typeof loader>>["messages"][number];

function MessageItem({ message }: { message: Message }) {
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <li className="flex flex-col gap-2 py-4">
      <h2 className={`break-words text-lg ${message.read ? "" : "font-semibold"}`}>
        {message.read ? "" : "Unread: "}
        {message.subject}
      </h2>
      <p className="break-words text-sm text-slate-600">
        {message.name} ·{" "}
        <a href={reply} className="inline-flex min-h-11 items-center underline">
          {message.email}
        </a>{" "}
        · {formatDate(message.at)}
      </p>
      <p className="whitespace-pre-line break-words">{message.message}</p>
      <Form method="post">
        <input type="hidden" name="id" value={message.id} />
        <SubmitButton name="read" value={message.read ? "false" : "true"} variant="secondary">
          {message.read ? "Mark as unread" : "Mark as read"}
        </SubmitButton>
      </Form>
    </li>
  );
}

export const ErrorBoundary = ErrorPage;

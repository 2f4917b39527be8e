import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ListPages } from "~/components/AdminPage";
import { ErrorPage } from "~/components/ErrorPage";
import { formatDate } from "~/lib/dates";
import { AuditParams, requireStaff, UpstreamError } from "~/lib/routes.server";

const PAGE_SIZE = 25;

// Owners only: every staff action, newest first. The API decides who may read it (the role in
// this session may be older than a change an owner just made); its 403 is said plainly here.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const params = AuditParams.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const log = await api.admin.audit({ ...params, pageSize: PAGE_SIZE });
    return { entries: log.data, paging: log.paging };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403)
      throw new Response("Only owners can read the audit log.", { status: 403 });
    throw error;
  }
}

export const meta: MetaFunction = () => [{ title: "Audit log · Back office" }];

// "May 4, 2026, 09:41 UTC": the same text on the server and in every browser.
const whenOf = (iso: string) => `${formatDate(iso)}, ${iso.slice(11, 16)} UTC`;

export default function AdminAudit() {
  const { entries, paging } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Audit log</h1>
      <p className="text-slate-600">
        Every staff action, newest first: who, when, what, and the values before and after.
      </p>
      <ol className="divide-y divide-slate-200 border-y border-slate-200">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-2 py-3">
            <p className="break-words">
              <strong>{entry.action}</strong> · <span className="break-all">{entry.target}</span>
            </p>
            <p className="break-words text-sm text-slate-600">
              {entry.staffEmail} · <time dateTime={entry.at}>{whenOf(entry.at)}</time>
            </p>
            <Values before={entry.before} after={entry.after} />
          </li>
        ))}
      </ol>
      <ListPages page={paging.page} totalPages={paging.totalPages} />
    </div>
  );
}

type Entry = ReturnType<typeof useLoaderData<typeof loader>>["entries"][number];

// Each value that an action touched, as it was and as it became.
function Values({ before, after }: Pick<Entry, "before" | "after">) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return null;
  const shown = (values: Entry["before"], key: string) =>
    values && key in values ? JSON.stringify(values[key]) : "—";
  return (
    <table className="w-full table-fixed text-sm">
      <thead>
        <tr className="text-start text-slate-600">
          <th scope="col" className="w-1/4 text-start font-normal">
            Value
          </th>
          <th scope="col" className="text-start font-normal">
            Before
          </th>
          <th scope="col" className="text-start font-normal">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key} className="align-top">
            <th scope="row" className="break-words text-start font-medium">
              {key}
            </th>
            <td className="break-words pe-2">{shown(before, key)}</td>
            <td className="break-words">{shown(after, key)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const ErrorBoundary = ErrorPage;

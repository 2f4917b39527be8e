import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireStaff } from "~/lib/routes.server";

// The newsletter's confirmed subscribers as a CSV download, fetched from the API with the staff
// token, which stays in the server-side session (the browser sends only its cookie). Addresses
// that unsubscribed are gone from the list, and unconfirmed ones are left out by the API.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const csv = await api.admin.newsletterCsv();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

// For load balancers: this web should be sent shoppers. It is when the API says it is ready
// (its database, migrations and listing index: server/lib/readiness.ts). While the web stops,
// its own server answers 503 here before Remix (server/web-server.ts). /healthz: alive.
import type { LoaderFunctionArgs } from "@remix-run/node";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ context }: LoaderFunctionArgs) {
  let reason: string | null;
  try {
    reason = await context.api.notReady();
  } catch {
    reason = "the API does not answer";
  }
  return reason
    ? Response.json({ status: "not ready", reason: `API: ${reason}` }, { status: 503, headers: NO_STORE })
    : Response.json({ status: "ready" }, { headers: NO_STORE });
}

// For the container's HEALTHCHECK and load balancers: the web is up and reaches the API.
import type { LoaderFunctionArgs } from "@remix-run/node";

export async function loader({ context }: LoaderFunctionArgs) {
  const { api } = context;
  try {
    await api.health();
    return Response.json({ status: "ok", api: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json(
      { status: "degraded", api: "unreachable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

// For the container's HEALTHCHECK and load balancers: the web is up and reaches the API.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { upstreamFor } from "~/lib/routes.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await upstreamFor(request);
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

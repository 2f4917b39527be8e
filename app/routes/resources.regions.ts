// One region list as JSON, for the address form's chained selects when JavaScript is on.
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { RegionQuery, regionsUnder } from "~/lib/routes.server";

// Region lists do not change when a form is posted: no need to load them again after one.
export const shouldRevalidate = () => false;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = RegionQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data({ message: "Ask for a level and a parent id" }, { status: 400 });
  const { api } = context;
  const { level, parentId } = query.data;
  return data(
    { level, parentId, regions: await regionsUnder(api, level, parentId) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

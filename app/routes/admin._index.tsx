import { redirect } from "@remix-run/node";

// The back office opens on its orders (the dashboard is yet to come).
export const loader = () => redirect("/admin/orders");

// Any path no other route matches: the 404 page.
import { ErrorPage } from "~/components/ErrorPage";

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = ErrorPage;

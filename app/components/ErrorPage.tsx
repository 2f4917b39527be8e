import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { Component, type ReactNode } from "react";

export const NOT_FOUND_MESSAGE = "This page could not be found";

// What an error page says: that it is not found, the shop's message (its 503), or "Error".
export function errorMessage(error: unknown) {
  if (!isRouteErrorResponse(error)) return "Error";
  if (error.status === 404) return NOT_FOUND_MESSAGE;
  return typeof error.data === "string" && error.data ? error.data : "Error";
}

// The page for any route error: 404 with a way home, the shop's 503, or status and message.
export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = errorMessage(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPageGuard>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-6xl font-bold text-theme-strong">{status}</p>
        <h1 className="text-2xl font-semibold">{message}</h1>
        <Link to="/" className="text-theme-strong underline underline-offset-4">
          {status === 404 ? "Back to the home page" : "Go to the home page"}
        </Link>
      </section>
    </ErrorPageGuard>
  );
}

// If drawing the error page fails too, say so plainly rather than show nothing.
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="px-4 py-24 text-center">
        <h1 className="text-xl font-semibold">An error occurred while showing the error page</h1>
        <a href="/" className="text-theme-strong underline">
          Go back to home
        </a>
      </section>
    );
  }
}

import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { Component, type ReactNode, useEffect } from "react";

import { LocaleLink } from "~/lib/i18n/Link";
import { type MessageId, useT } from "~/lib/i18n/use-t";

export const NOT_FOUND_MESSAGE = "This page could not be found";
const ERROR_MESSAGE = "Error";

// What an error page says: that it is not found, the shop's message (its 503), or "Error"
// (in English: the page's title; the page shows the catalogue's words, ErrorPage).
export function errorMessage(error: unknown) {
  if (!isRouteErrorResponse(error)) return ERROR_MESSAGE;
  if (error.status === 404) return NOT_FOUND_MESSAGE;
  return typeof error.data === "string" && error.data ? error.data : ERROR_MESSAGE;
}

// The error page's words. It is also the page shown when the root's loader failed, and with it
// the page's messages (they come with the root's data): then it speaks English.
const ENGLISH = {
  "shell.error.notFound": NOT_FOUND_MESSAGE,
  "shell.error.error": ERROR_MESSAGE,
  "shell.error.backHome": "Back to the home page",
  "shell.error.goHome": "Go to the home page",
  "shell.error.offline": "You are offline",
  "shell.error.offlineIntro": "This page will open as soon as your connection is back.",
  "shell.error.tryAgain": "Try again",
} satisfies Partial<Record<MessageId, string>>;

function useErrorT() {
  const t = useT();
  const hasMessages = useRouteLoaderData("root") != null;
  return (id: keyof typeof ENGLISH) => (hasMessages ? t(id) : ENGLISH[id]);
}

// The page for any route error: 404 with a way home, the shop's 503, or status and message.
export function ErrorPage() {
  const error = useRouteError();
  const t = useErrorT();
  // A link followed without a connection fails in the browser, not at the shop: say so.
  if (!isRouteErrorResponse(error) && typeof navigator !== "undefined" && !navigator.onLine) {
    return <OfflinePage />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = errorMessage(error);
  // The shop's own message (its 503) as it came; the two of ours from the catalogue.
  const shown =
    message === NOT_FOUND_MESSAGE
      ? t("shell.error.notFound")
      : message === ERROR_MESSAGE
        ? t("shell.error.error")
        : message;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPageGuard>
      {/* data-error-page keeps popups away (app/lib/visit.ts, the .popup-card rule). */}
      <section
        data-error-page
        className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
      >
        <p className="text-6xl font-bold text-theme-strong">{status}</p>
        <h1 className="text-2xl font-semibold">{shown}</h1>
        <LocaleLink to="/" className="text-theme-strong underline underline-offset-4">
          {status === 404 ? t("shell.error.backHome") : t("shell.error.goHome")}
        </LocaleLink>
      </section>
    </ErrorPageGuard>
  );
}

// Tries the page again as soon as the connection is back (a full load: the scripts of the
// page may not have arrived either).
function OfflinePage() {
  const { pathname, search, hash } = useLocation();
  const t = useErrorT();
  useEffect(() => {
    const retry = () => window.location.assign(pathname + search + hash);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [pathname, search, hash]);
  return (
    <section
      role="alert"
      data-error-page
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold">{t("shell.error.offline")}</h1>
      <p>{t("shell.error.offlineIntro")}</p>
      <button
        type="button"
        onClick={() => window.location.assign(pathname + search + hash)}
        className="min-h-11 rounded-md bg-theme-strong px-5 font-medium text-white"
      >
        {t("shell.error.tryAgain")}
      </button>
    </section>
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
      <section data-error-page className="px-4 py-24 text-center">
        <h1 className="text-xl font-semibold">An error occurred while showing the error page</h1>
        <a href="/" className="text-theme-strong underline">
          Go back to home
        </a>
      </section>
    );
  }
}

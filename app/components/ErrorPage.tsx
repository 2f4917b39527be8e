import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { Component, type ReactNode, useEffect } from "react";

import { LocaleLink } from "~/lib/i18n/Link";
import { type MessageId, pageMessages, useLocalizedPath, useT } from "~/lib/i18n/use-t";

export const NOT_FOUND_MESSAGE = "This page could not be found";
const ERROR_MESSAGE = "Error";

// What an error page says: that it is not found, the shop's message (its 503), or "Error"
// (in English: the page's title; the page shows the catalogue's words, ErrorPage).
export function errorMessage(error: unknown) {
  if (!isRouteErrorResponse(error)) return ERROR_MESSAGE;
  if (error.status === 404) return NOT_FOUND_MESSAGE;
  // A failed root's answer carries the message with the page's words (RootErrorData).
  const data: unknown = (error.data as { message?: unknown } | null)?.message ?? error.data;
  return typeof data === "string" && data ? data : ERROR_MESSAGE;
}

// An error page's <title> (the root's meta): its message in the page's words, from the root's
// messages or, when the root failed, from its error's. Both messages are plain text, so they are
// read as they are sent, without the formatter (pageTitle would bring it to every page's root).
export function errorTitle(error: unknown, matches: readonly { id: string; data: unknown }[]) {
  const message = errorMessage(error);
  const failedRoot = isRouteErrorResponse(error) ? error.data : null;
  const root = matches.find((match) => match.id === "root")?.data ?? failedRoot;
  const id = TITLE_IDS.get(message);
  const words = id ? pageMessages(root)[id] : null;
  return `${typeof words === "string" ? words : message} · ${SHOP_NAME}`;
}
const SHOP_NAME = "Little Sprout";
// The error messages that have the catalogue's words; any other is the API's or a route's own.
const TITLE_IDS = new Map<string, MessageId>([
  [NOT_FOUND_MESSAGE, "shell.error.notFound"],
  [ERROR_MESSAGE, "shell.error.error"],
]);

// The error page's words. It is also the page shown when the root's loader failed: the page's
// messages then come with the root's error, in the URL's locale (lib/error-page.server.ts).
// English only when there are none at all (the root failed in an unforeseen way).
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
  return (id: keyof typeof ENGLISH) => {
    const text = t(id);
    return text === id ? ENGLISH[id] : text;
  };
}

// The page for any route error: 404 with a way home, the shop's 503, or status and message.
export function ErrorPage() {
  const error = useRouteError();
  const t = useErrorT();
  const localized = useLocalizedPath();
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
    <ErrorPageGuard heading={t("shell.error.error")} home={t("shell.error.goHome")} homePath={localized("/")}>
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

// If drawing the error page fails too, say so plainly rather than show nothing (in the words the
// error page had already read).
type GuardProps = { children: ReactNode; heading: string; home: string; homePath: string };
class ErrorPageGuard extends Component<GuardProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section data-error-page className="px-4 py-24 text-center">
        <h1 className="text-xl font-semibold">{this.props.heading}</h1>
        <a href={this.props.homePath} className="text-theme-strong underline">
          {this.props.home}
        </a>
      </section>
    );
  }
}

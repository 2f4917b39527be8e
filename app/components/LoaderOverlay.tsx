import { useNavigation } from "@remix-run/react";

import { useT } from "~/lib/i18n/use-t";

// Over the page while a form post (an order, a sign-in, a cart change) is on its way. Without
// JavaScript the browser shows its own loading state instead.
export function LoaderOverlay() {
  const navigation = useNavigation();
  const t = useT();
  // The live region is always there, so screen readers announce what appears in it.
  return (
    <div role="status">
      {navigation.state === "submitting" && (
        <div className="loader-overlay fixed inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-surface/70">
          <span
            aria-hidden="true"
            className="h-10 w-10 rounded-full border-4 border-slate-200 border-t-theme motion-safe:animate-spin"
          />
          <span className="font-medium">{t("shell.pleaseWait")}</span>
        </div>
      )}
    </div>
  );
}

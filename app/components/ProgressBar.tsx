import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { useT } from "~/lib/i18n/use-t";

// A 3px bar while a navigation is under way; CSS holds the 200 ms wait and the creep.
export function ProgressBar({ failed = false }: { failed?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const t = useT();
  const [state, setState] = useState<"idle" | "loading" | "done">("idle");

  useEffect(() => {
    if (busy) {
      setState("loading");
      return;
    }
    setState((previous) => (previous === "loading" ? "done" : previous));
    const hide = setTimeout(() => setState("idle"), 500);
    return () => clearTimeout(hide);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-label={t("shell.loadingPage")}
      aria-hidden={state !== "loading"}
      className={`progress-bar ${failed ? "bg-red-700" : ""}`}
      data-state={state}
    />
  );
}

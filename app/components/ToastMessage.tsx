import { useEffect, useState } from "react";

import { useT } from "~/lib/i18n/use-t";

type Toast = { kind: "success" | "error" | "info"; message: string };

const STYLES: Record<Toast["kind"], string> = {
  success: "border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  error: "border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-200",
  info: "border-slate-500 bg-surface text-slate-900",
};

// The result of the last action, top right. Without JavaScript it simply stays on the page.
export function ToastMessage({ toast }: { toast: Toast }) {
  const [open, setOpen] = useState(true);
  const t = useT();
  useEffect(() => setOpen(true), [toast]);
  if (!open) return null;
  return (
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      className={`fixed end-4 top-[5.75rem] z-50 flex max-w-sm lg:top-24 items-start gap-3 rounded-md border-s-4 p-4 shadow-lg ${STYLES[toast.kind]}`}
    >
      <p className="text-sm">{toast.message}</p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="text-sm underline"
        aria-label={t("shell.toast.dismiss")}
      >
        ×
      </button>
    </div>
  );
}

import type { ReactNode } from "react";

// The back office's plain pages (sign-in, set a password, the second factor): one column.
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md">
      <p className="mb-2 text-sm text-slate-600">Back office</p>
      <h1 className="mb-6 text-3xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

// A message from the last action, read aloud when it appears.
export function Notice({ children, kind = "info" }: { children: ReactNode; kind?: "info" | "error" }) {
  const style =
    kind === "error" ? "border-red-600 bg-red-50 text-red-900" : "border-emerald-600 bg-emerald-50";
  return (
    <p role={kind === "error" ? "alert" : "status"} className={`rounded-md border-s-4 p-3 text-sm ${style}`}>
      {children}
    </p>
  );
}

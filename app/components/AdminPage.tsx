import { EXACT_COUNT_LIMIT } from "@contract";
import { Form, Link, useLocation } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";

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

// The head of one item's page (a product, an information page): the way back to its list, which
// item it is, its title, and what else belongs up there (a link to it in the shop).
export function AdminItemHeading({
  back,
  item,
  title,
  children,
}: {
  back: { to: string; label: string };
  item: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <p className="text-sm text-slate-600">
        <Link to={back.to} className="inline-flex min-h-11 items-center underline">
          {back.label}
        </Link>{" "}
        · {item}
      </p>
      <h1 className="break-words text-3xl font-semibold">{title}</h1>
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

// A list's total in words: "1 order", "250 orders", and beyond EXACT_COUNT_LIMIT, where the
// API's total is the database's estimate, "About 16,700 orders".
export function howMany(total: number, one: string, many: string) {
  if (total === 1) return `1 ${one}`;
  const figure = total.toLocaleString("en-US");
  return total > EXACT_COUNT_LIMIT ? `About ${figure} ${many}` : `${figure} ${many}`;
}

// Previous and next under a back-office list, keeping the rest of its address (filters, search).
export function ListPages({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const href = (to: number) => {
    const params = new URLSearchParams(search);
    if (to === 1) params.delete("page");
    else params.set("page", String(to));
    return params.size ? `${pathname}?${params}` : pathname;
  };
  const style = "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={style}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next" className={style}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

type OneFieldSearchProps = {
  label: string;
  // The input's name (a parameter of the address), what it holds now and its kind of keyboard.
  input: InputHTMLAttributes<HTMLInputElement> & { name: string };
  button: string;
  // Why the loader refused what the address holds, said under the form.
  error: string | null;
};

// A list's one-field form (GET: what it asks is in the address), e.g. finding a product or the
// low-stock threshold.
export function OneFieldSearch({ label, input, button, error }: OneFieldSearchProps) {
  const errorId = `${input.name}-error`;
  return (
    <>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="block min-w-0 flex-1 basis-60 text-sm font-medium">
          {label}
          <input
            {...input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-surface px-3 py-2 text-base"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-theme-strong px-5 text-white">
          {button}
        </button>
      </Form>
      {error && (
        <div id={errorId}>
          <Notice kind="error">{error}</Notice>
        </div>
      )}
    </>
  );
}

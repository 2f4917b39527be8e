// Labelled form controls wired to conform: field errors sit under the control and are tied to
// it with aria-invalid / aria-describedby. The values a failed post sent come back as defaults,
// so nothing typed is lost, with JavaScript on or off.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

type FieldProps = {
  label: string;
  meta: FieldMetadata<string>;
  maxLength: number;
  autoComplete?: string;
} & ({ type: "text" | "email" } | { type: "textarea"; rows: number });

const CONTROL =
  "w-full rounded-md border border-slate-300 px-3 py-2 focus:border-theme focus:outline-none focus:ring-2 focus:ring-theme/40 aria-[invalid=true]:border-red-600";

export function Field({ label, meta, maxLength, autoComplete, ...control }: FieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      {control.type === "textarea" ? (
        <textarea {...withoutKey(getTextareaProps(meta))} rows={control.rows} maxLength={maxLength} required className={CONTROL} />
      ) : (
        <input
          {...withoutKey(getInputProps(meta, { type: control.type }))}
          maxLength={maxLength}
          autoComplete={autoComplete}
          required
          className={CONTROL}
        />
      )}
      {meta.errors && (
        <p id={meta.errorId} className="text-sm text-red-700">
          {meta.errors.join(" ")}
        </p>
      )}
    </div>
  );
}

// Errors about the whole form (e.g. too many posts), announced when they appear.
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-3 text-sm text-red-900">
      {errors.join(" ")}
    </p>
  );
}

// Off-screen and hidden from assistive technology: only a bot fills it in, and the API then
// stores nothing (the `website` field of the contract's comment and contact schemas).
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

// Disabled while the post is on its way (with JavaScript), so a second click cannot send it twice.
export function SubmitButton({ children, pendingText }: { children: ReactNode; pendingText: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      disabled={submitting}
      className="self-start rounded-md bg-theme-strong px-5 py-2.5 font-medium text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-theme focus-visible:ring-offset-2 disabled:opacity-60"
    >
      {submitting ? pendingText : children}
    </button>
  );
}

// conform hands back a `key` with the props; React wants it given directly, not spread.
function withoutKey<T extends { key?: unknown }>({ key: _key, ...props }: T) {
  return props;
}

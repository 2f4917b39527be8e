// Error messages for forms, apart from the conform-wired controls (forms.tsx): the footer's
// newsletter form is on every page and needs only these, not conform's client code.
import type { FormMetadata } from "@conform-to/react";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700 dark:text-red-300">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

// Errors about the whole form (wrong password, too many attempts), read out when they appear.
export function FormErrors({ form }: { form: Pick<FormMetadata, "errorId" | "errors"> }) {
  if (!form.errors?.length) return null;
  return (
    <div
      id={form.errorId}
      role="alert"
      className="rounded-md border-s-4 border-red-600 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {form.errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

// Form controls wired for conform: a visible label, the value kept after a failed post, and
// errors linked to the control (aria-invalid, aria-describedby) and announced.
import { getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

type InputType = "text" | "email" | "password" | "tel" | "hidden";

const CONTROL = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600";

export function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: Exclude<InputType, "hidden">;
  autoComplete?: string;
  hint?: string;
}) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <input key={key} {...props} autoComplete={autoComplete} className={CONTROL} />
      {hint && (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function HiddenField({ meta }: { meta: FieldMetadata<unknown> }) {
  const { key, ...props } = getInputProps(meta, { type: "hidden" });
  return <input key={key} {...props} />;
}

export function Checkbox({ meta, label }: { meta: FieldMetadata<boolean | undefined>; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input key={key} {...props} className="h-4 w-4" />
        {label}
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  value,
  onChange,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  options: { id: number; name: string }[];
  placeholder: string;
  // Controlled when the page manages the choice (chained selects).
  value: string;
  onChange: (value: string) => void;
}) {
  // The page holds the value, so conform's defaultValue is left out.
  const { key, defaultValue: _defaultValue, ...props } = getSelectProps(meta);
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <select key={key} {...props} value={value} onChange={(event) => onChange(event.target.value)} className={CONTROL}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

// Errors about the whole form (wrong password, too many attempts), read out when they appear.
export function FormErrors({ form }: { form: Pick<FormMetadata, "errorId" | "errors"> }) {
  if (!form.errors?.length) return null;
  return (
    <div id={form.errorId} role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-3 text-sm text-red-900">
      {form.errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

// Disabled while its form is being sent, so a double click does not post twice.
export function SubmitButton({
  children,
  name,
  value,
  variant = "primary",
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  variant?: "primary" | "secondary";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value);
  const style =
    variant === "primary"
      ? "bg-theme text-white hover:opacity-90"
      : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={`rounded-md px-4 py-2 text-sm font-medium disabled:opacity-60 ${style}`}
    >
      {children}
    </button>
  );
}

// Labelled form controls wired to conform: the error text sits under the control and is
// tied to it with aria-describedby; aria-invalid marks it. Values typed before a failed
// post come back through conform's lastResult, so nothing is lost.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

const CONTROL = "w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid]:border-red-600";

type FieldProps<Schema> = {
  label: ReactNode;
  meta: FieldMetadata<Schema>;
  type?: "text" | "email" | "password" | "tel" | "number" | "url" | "search";
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
};

export function Field<Schema>({ label, meta, type = "text", hint, inputProps }: FieldProps<Schema>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <input {...getInputProps(meta, { type })} {...inputProps} className={CONTROL} />
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

type TextareaFieldProps<Schema> = {
  label: ReactNode;
  meta: FieldMetadata<Schema>;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
};

export function TextareaField<Schema>({ label, meta, textareaProps }: TextareaFieldProps<Schema>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <textarea {...getTextareaProps(meta)} rows={5} {...textareaProps} className={CONTROL} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm text-red-700 dark:text-red-300">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

// A field people never see; bots fill it in. Its name sounds worth filling.
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute left-[-9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

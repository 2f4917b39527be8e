// Form controls wired for conform: a visible label, the value kept after a failed post, and
// errors tied to the control (aria-invalid, aria-describedby) and announced.
import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useEffect,
  useState,
} from "react";

import { useT } from "~/lib/i18n/use-t";

import { ErrorList } from "./FormErrors";
import { Honeypot } from "./Honeypot";

export { ErrorList, FormErrors } from "./FormErrors";

type InputType = "text" | "email" | "password" | "tel" | "number" | "url" | "search" | "date";

// 16 px text: a phone does not zoom into a control whose text is at least that large.
const CONTROL =
  "mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-surface px-3 py-2 text-base aria-[invalid=true]:border-red-600";

// The keyboard a phone shows for each kind of field.
const INPUT_MODES: Partial<Record<InputType, InputHTMLAttributes<HTMLInputElement>["inputMode"]>> = {
  email: "email",
  tel: "tel",
  number: "numeric",
  url: "url",
  search: "search",
};

// A message from the last post stops describing a field once the shopper changes it: it is hidden
// from then until the next answer, which checks the field again. (Without JavaScript the page
// itself is that answer.) Conform keeps each answer's messages as one array, so a new answer
// with the same words shows them again.
function useErrorsUntilEdited(errors: string[] | undefined) {
  const [editedAfter, setEditedAfter] = useState<string[]>();
  const shown = errors?.length && errors !== editedAfter ? errors : undefined;
  return [shown, () => setEditedAfter(errors)] as const;
}

// What ties a control to its messages (and hint) while the messages are shown.
function describedBy(meta: FieldMetadata<unknown>, errors: string[] | undefined, hint?: boolean) {
  const ids = [errors ? meta.errorId : undefined, hint ? meta.descriptionId : undefined].filter(Boolean);
  return {
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  };
}

type FieldProps = {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  type?: InputType;
  autoComplete?: string;
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
};

export function Field({ meta, label, type = "text", autoComplete, hint, inputProps }: FieldProps) {
  const { key, ...props } = getInputProps(meta, { type });
  const [errors, edited] = useErrorsUntilEdited(meta.errors);
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        key={key}
        {...props}
        autoComplete={autoComplete}
        inputMode={INPUT_MODES[type]}
        {...inputProps}
        {...describedBy(meta, errors, Boolean(hint))}
        onInput={edited}
        className={CONTROL}
      />
      {hint && (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}

// The words of the new-password fields: the shop's pages pass them from the catalogue
// (`password.*`); the back office, which stays in English, uses these.
const NEW_PASSWORD_LABELS = {
  password: "New password",
  hint: "At least 8 characters, with a letter and a digit.",
  again: "New password again",
};

// A new password and the same again: registration's rule as a hint (reset and dashboard).
export function NewPasswordFields({
  password,
  confirmPassword,
  labels = NEW_PASSWORD_LABELS,
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  labels?: typeof NEW_PASSWORD_LABELS;
}) {
  return (
    <>
      <Field
        meta={password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={labels.hint}
      />
      <Field meta={confirmPassword} label={labels.again} type="password" autoComplete="new-password" />
    </>
  );
}

// Who is writing: the name and email pair of the comment and contact forms (their routes send
// the `sender` namespace).
export function NameAndEmailFields({
  name,
  email,
}: {
  name: FieldMetadata<string>;
  email: FieldMetadata<string>;
}) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t("sender.name")}
        meta={name}
        inputProps={{ maxLength: 80, autoComplete: "name", required: true }}
      />
      <Field
        label={t("sender.email")}
        meta={email}
        type="email"
        inputProps={{ maxLength: 254, autoComplete: "email", required: true }}
      />
    </div>
  );
}

type TextareaFieldProps = {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
};

export function TextareaField({ meta, label, textareaProps }: TextareaFieldProps) {
  const { key, ...props } = getTextareaProps(meta);
  const [errors, edited] = useErrorsUntilEdited(meta.errors);
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        key={key}
        {...props}
        rows={5}
        {...textareaProps}
        {...describedBy(meta, errors)}
        onInput={edited}
        className={CONTROL}
      />
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}

type ChoiceGroupProps = {
  meta: FieldMetadata<unknown>;
  legend: string;
  // The radios.
  children: ReactNode;
  // What follows the group's messages (a link, the fields of the chosen option).
  footer?: ReactNode;
};

// A set of radios under one legend, its messages after them (checkout's address, delivery and
// payment). Choosing another option hides the last answer's message, as typing does in a field.
export function ChoiceGroup({ meta, legend, children, footer }: ChoiceGroupProps) {
  const [errors, edited] = useErrorsUntilEdited(meta.errors);
  return (
    <fieldset
      aria-describedby={errors ? meta.errorId : undefined}
      onChange={(event) => (event.target as HTMLInputElement).name === meta.name && edited()}
    >
      <legend className="mb-3 text-xl font-semibold">{legend}</legend>
      {children}
      <ErrorList id={meta.errorId} errors={errors} />
      {footer}
    </fieldset>
  );
}

export function HiddenField({ meta }: { meta: FieldMetadata<unknown> }) {
  const { key, ...props } = getInputProps(meta, { type: "hidden" });
  return <input key={key} {...props} />;
}

export function Checkbox({ meta, label }: { meta: FieldMetadata<boolean | undefined>; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  const [errors, edited] = useErrorsUntilEdited(meta.errors);
  return (
    <div>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm">
        <input key={key} {...props} {...describedBy(meta, errors)} onChange={edited} className="h-4 w-4" />
        {label}
      </label>
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}

type SelectFieldProps = {
  meta: FieldMetadata<unknown>;
  label: string;
  options: { id: number; name: string }[];
  placeholder: string;
  // Controlled when the page manages the choice (chained selects).
  value: string;
  onChange: (value: string) => void;
};

export function SelectField({ meta, label, options, placeholder, value, onChange }: SelectFieldProps) {
  // The page holds the value, so conform's defaultValue is left out.
  const { key, defaultValue: _defaultValue, ...props } = getSelectProps(meta);
  const [errors, edited] = useErrorsUntilEdited(meta.errors);
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        key={key}
        {...props}
        value={value}
        {...describedBy(meta, errors)}
        onChange={(event) => {
          edited();
          onChange(event.target.value);
        }}
        className={CONTROL}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}

type SubmitButtonProps = {
  children: ReactNode;
  name?: string;
  value?: string;
  variant?: "primary" | "secondary";
  // Shown while the form is on its way.
  pendingText?: string;
  // Posts the same form to another route's action (the button's own target).
  formAction?: string;
  // On its way, as the page knows it: a form the browser posts itself (useDocumentSubmit).
  busy?: boolean;
};

// Disabled while its form is being sent (with JavaScript), so a double click cannot post twice.
// bg-theme-strong: white text on the theme colour itself is below 4.5:1.
export function SubmitButton({
  children,
  name,
  value,
  variant = "primary",
  pendingText,
  formAction,
  busy: posting = false,
}: SubmitButtonProps) {
  const navigation = useNavigation();
  const busy =
    posting ||
    (navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value));
  const style =
    variant === "primary"
      ? "bg-theme-strong text-white hover:opacity-90"
      : "border border-slate-300 bg-surface text-slate-900 hover:bg-slate-50";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      formAction={formAction}
      disabled={busy}
      className={`min-h-11 self-start rounded-md px-5 py-2.5 text-sm font-medium disabled:opacity-60 ${style}`}
    >
      {busy && pendingText ? pendingText : children}
    </button>
  );
}

type MessageFormProps<Schema extends Record<string, unknown>> = {
  // The heading's id: the form posts to it, so the page comes back scrolled to the form.
  id: string;
  title: string;
  intro?: ReactNode;
  form: FormMetadata<Schema, string[]>;
  name: FieldMetadata<string>;
  email: FieldMetadata<string>;
  // The fields of its own, between the email and the button.
  children: ReactNode;
  submit: string;
  pendingText: string;
  className?: string;
};

// A visitor's message to the shop (a blog comment, the contact form) in its box: the form's
// errors, name and email, its own fields, the honeypot and the button.
export function MessageForm<Schema extends Record<string, unknown>>(props: MessageFormProps<Schema>) {
  const { id, title, intro, form, name, email, children, submit, pendingText, className = "" } = props;
  return (
    <section aria-labelledby={id} className={`rounded-lg bg-slate-50 p-6 ${className}`}>
      <h2 id={id} className={`text-2xl font-semibold ${intro ? "" : "mb-4"}`}>
        {title}
      </h2>
      {intro && <p className="mb-4 mt-1 text-sm text-slate-600">{intro}</p>}
      <Form method="post" action={`#${id}`} {...getFormProps(form)} className="relative flex flex-col gap-4">
        <ErrorList id={form.errorId} errors={form.errors} />
        <NameAndEmailFields name={name} email={email} />
        {children}
        <Honeypot />
        <SubmitButton pendingText={pendingText}>{submit}</SubmitButton>
      </Form>
    </section>
  );
}

// A form the browser posts itself (reloadDocument): Remix's navigation never says "submitting",
// so the page keeps its own state, for the button's busy text, and sends a second tap nowhere.
export function useDocumentSubmit(onSubmit?: (event: FormEvent<HTMLFormElement>) => void) {
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    // Back from the next page, the browser may show this one as it was left: busy.
    const restored = (event: PageTransitionEvent) => event.persisted && setSubmitting(false);
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) return event.preventDefault();
    onSubmit?.(event);
    if (!event.defaultPrevented) setSubmitting(true);
  };
  return { submitting, onSubmit: submit };
}

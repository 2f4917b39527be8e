// The back office's translations of a product or a page: one form per locale but English, each
// field empty where it is not translated (the shop then shows the English text, and the screen
// says so). The back office stays in English; the fields carry their locale's language and
// direction, so Arabic is typed right to left.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { Field, FormErrors, SubmitButton, TextareaField } from "./forms";

export type TranslatedField = { name: string; label: string; multiline: boolean; maxLength?: number };
export type TranslationLocale = { code: string; dir: "ltr" | "rtl" };

// The last action's answer: which form it was for, and conform's result.
export type TranslationAnswer = { intent?: unknown; locale?: string | null; result: SubmissionResult };

type Props = {
  // "product" or "page": names the folded English text.
  what: string;
  fields: TranslatedField[];
  english: Record<string, string>;
  translations: Record<string, Record<string, string>>;
  locales: TranslationLocale[];
  answer: TranslationAnswer | undefined;
};

// The language's English name ("Arabic"), for the back office.
const NAMES = new Intl.DisplayNames(["en"], { type: "language" });
export const languageName = (code: string) => NAMES.of(code) ?? code;

export function AdminTranslations({ what, fields, english, translations, locales, answer }: Props) {
  return (
    <section aria-labelledby="translations-title" className="flex flex-col gap-4">
      <div>
        <h2 id="translations-title" className="text-xl font-semibold">
          Translations
        </h2>
        <p className="text-sm">
          Shoppers reading the shop in another language see these. A field left empty shows the English text
          in its place.
        </p>
      </div>
      <EnglishText fields={fields} english={english} what={what} />
      <div className="grid gap-6 lg:grid-cols-2">
        {locales.map((locale) => (
          <TranslationForm
            // Keyed on the saved text: a save shows it afresh in the fields.
            key={`${locale.code} ${JSON.stringify(translations[locale.code] ?? {})}`}
            locale={locale}
            fields={fields}
            saved={translations[locale.code] ?? {}}
            answer={answer?.intent === "translation" && answer.locale === locale.code ? answer : undefined}
          />
        ))}
      </div>
    </section>
  );
}

// The English text the translations replace (a long one folded away on a phone).
function EnglishText({ fields, english, what }: Pick<Props, "fields" | "english" | "what">) {
  return (
    <details className="rounded-lg border border-slate-200 p-4">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">
        The {what}&apos;s English text
      </summary>
      <dl className="mt-2 flex flex-col gap-3 text-sm">
        {fields.map((field) => (
          <div key={field.name}>
            <dt className="font-medium">{field.label}</dt>
            <dd lang="en" className="whitespace-pre-line break-words">
              {english[field.name] ?? ""}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function TranslationForm({
  locale,
  fields,
  saved,
  answer,
}: {
  locale: TranslationLocale;
  fields: TranslatedField[];
  saved: Record<string, string>;
  answer: TranslationAnswer | undefined;
}) {
  const [form, meta] = useForm<Record<string, string>>({
    id: `translation-${locale.code}`,
    lastResult: answer?.result,
    defaultValue: saved,
  });
  const name = languageName(locale.code);
  const missing = fields.filter((field) => !saved[field.name]).map((field) => field.label.toLowerCase());
  const headingId = `translation-${locale.code}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {name} ({locale.code})
      </h3>
      <p className="text-sm">
        {missing.length === 0
          ? `Everything is translated into ${name}.`
          : `Not translated: ${missing.join(", ")}. The shop shows the English text there.`}{" "}
        Empty a field to show the English text again.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="flex flex-col gap-3"
      >
        <FormErrors form={form} />
        <input type="hidden" name="locale" value={locale.code} />
        {fields.map((field) => {
          const language = { lang: locale.code, dir: locale.dir, maxLength: field.maxLength };
          const label = `${field.label} in ${name}`;
          return field.multiline ? (
            <TextareaField
              key={field.name}
              meta={meta[field.name]}
              label={label}
              textareaProps={{ ...language, rows: 8 }}
            />
          ) : (
            <Field key={field.name} meta={meta[field.name]} label={label} inputProps={language} />
          );
        })}
        <SubmitButton name="intent" value="translation" pendingText="Saving…">
          Save {name}
        </SubmitButton>
      </Form>
    </section>
  );
}

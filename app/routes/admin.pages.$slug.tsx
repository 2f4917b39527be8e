import { PageTranslationBody } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";

import { AdminItemHeading } from "~/components/AdminPage";
import { AdminTranslations, languageName } from "~/components/AdminTranslations";
import { ErrorPage } from "~/components/ErrorPage";
import {
  orNotFound,
  pageSlugOf,
  PageTranslationForm,
  readStaffForm,
  requireStaff,
  translatedFields,
  translatedLocales,
  translationOf,
  UpstreamError,
} from "~/lib/routes.server";

// One information page's translations: its English title and body, and a form per locale.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const slug = pageSlugOf(params);
  const translated = await orNotFound(api.admin.pageTranslations(slug));
  const fields = translatedFields(PageTranslationBody, LABELS, ["body"]);
  return { slug, translated, translation: { fields, locales: translatedLocales() } };
}

const LABELS = { title: "Title", body: "Text" };

// One locale's title and text. What the form or the API refuses comes back beside its field,
// with what was typed; nothing changes.
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, staffSession } = requireStaff(request, context);
  const slug = pageSlugOf(params);
  const submission = await readStaffForm(request, PageTranslationForm);
  const { locale } = submission.payload as { locale?: unknown };
  const answer = { intent: "translation", locale: typeof locale === "string" ? locale : null };
  if (submission.status !== "success")
    return data({ ...answer, result: submission.reply() }, { status: 400 });
  const { locale: code, body } = translationOf(submission.value);
  try {
    await orNotFound(api.admin.translatePage(slug, code, body));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ ...answer, result: submission.reply({ formErrors: [error.message] }) }, error.init);
  }
  staffSession.flash("notice", `${languageName(code)} translation saved.`);
  return redirect(`/admin/pages/${slug}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.translated.english.title ?? "Page"} · Back office` },
];

export default function AdminPageTranslations() {
  const { slug, translated, translation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="flex flex-col gap-6">
      <AdminItemHeading
        back={{ to: "/admin/pages", label: "Pages" }}
        item={slug}
        title={translated.english.title}
      >
        <p className="text-sm">
          <Link to={`/page/${slug}`} className="inline-flex min-h-11 items-center underline">
            The page in the shop
          </Link>
        </p>
      </AdminItemHeading>
      <AdminTranslations
        what="page"
        {...translation}
        english={translated.english}
        translations={translated.translations}
        answer={answer}
      />
    </div>
  );
}

export const ErrorBoundary = ErrorPage;

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { languageName } from "~/components/AdminTranslations";
import { ErrorPage } from "~/components/ErrorPage";
import { requireStaff, translatedLocales } from "~/lib/routes.server";

// The information pages (about us, delivery, returns…), to choose one to translate. Their
// English text comes with the shop; the back office edits their translations.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const locales = translatedLocales().map((locale) => locale.code);
  return { pages: await api.admin.pages(), locales };
}

export const meta: MetaFunction = () => [{ title: "Pages · Back office" }];

export default function AdminPages() {
  const { pages, locales } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Pages</h1>
      <p className="text-sm">
        The shop&apos;s information pages. Open one to translate it; a page not translated shows its English
        text.
      </p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {pages.map((page) => {
          const missing = locales.filter((code) => !page.translated.includes(code));
          return (
            <li key={page.slug}>
              <Link
                to={`/admin/pages/${page.slug}`}
                className="flex min-h-11 flex-wrap justify-between gap-x-4 gap-y-1 py-3 hover:bg-slate-50"
              >
                <span className="min-w-0 break-words font-semibold underline">{page.title}</span>
                <span className="text-sm text-slate-600">
                  {missing.length === 0
                    ? "Translated"
                    : `Not translated into ${missing.map(languageName).join(" or ")}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const ErrorBoundary = ErrorPage;

import type { FaqConfig } from "@contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "~/components/Breadcrumbs";
import { JsonLd } from "~/components/JsonLd";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { absoluteUrl } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const t = translator(request, ["faq"]);
  return {
    faq: await api.config.fetch("faq"),
    messages: routeMessages(request, ["faq"]),
    seo: {
      title: t("faq.title"),
      description: t("faq.description"),
      url: absoluteUrl("/faq"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

// An accordion of native <details>: opens with a click, Enter or Space, with JavaScript or without.
export default function Faq() {
  const { faq, seo } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="max-w-3xl">
      <Breadcrumbs crumbs={[{ name: t("faq.crumb"), path: "/faq" }]} baseUrl={seo.url} />
      <h1 className="mb-6 text-3xl font-semibold">{t("faq.title")}</h1>
      <div className="flex flex-col gap-3">
        {faq.map(({ question, answer }) => (
          <details
            key={question}
            className="group rounded-lg border border-slate-200 bg-surface open:border-theme"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg p-4 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-theme [&::-webkit-details-marker]:hidden">
              {question}
              <span aria-hidden="true" className="text-xl text-theme-strong transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-4 pb-4 text-slate-700">{answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-slate-600">
        {t("faq.stillQuestion")}{" "}
        <LocaleLink to="/page/contact-us" className="text-theme-strong underline underline-offset-4">
          {t("faq.sendMessage")}
        </LocaleLink>
        .
      </p>
      <JsonLd data={faqPage(faq)} />
    </div>
  );
}

function faqPage(faq: FaqConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

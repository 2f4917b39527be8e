// Every page's canonical URL and its alternates in each locale (hreflang), for search engines.
// The canonical path is the page's seo.url when its loader gives one (a listing's canonical
// page is its first, unfiltered one), else the path without its query.
import { useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";

import { DEFAULT_LOCALE, localizedPath, unlocalizedPath } from "~/lib/i18n/locale";
import { useLocale, useLocaleChoices } from "~/lib/i18n/use-t";

export function LocaleLinks() {
  const { code } = useLocale();
  const choices = useLocaleChoices();
  const { pathname } = useLocation();
  const shopUrl = useRouteLoaderData<{ shopUrl: string }>("root")?.shopUrl;
  const seoUrl = useMatches()
    .map(({ data }) => (data as { seo?: { url?: string } } | null)?.seo?.url)
    .filter(Boolean)
    .at(-1);
  if (!shopUrl) return null;
  const seo = seoUrl ? new URL(seoUrl) : null;
  const path = seo ? unlocalizedPath(code, seo.pathname) + seo.search : unlocalizedPath(code, pathname);
  // Joined as text, not resolved: a path such as //evil.example/ stays a path on this shop.
  const url = (locale: string) => shopUrl.replace(/\/$/, "") + localizedPath(locale, path);
  return (
    <>
      <link rel="canonical" href={url(code)} />
      {choices.map((choice) => (
        <link key={choice.code} rel="alternate" hrefLang={choice.code} href={url(choice.code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LOCALE)} />
    </>
  );
}

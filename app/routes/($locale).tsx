// The shop's pages in a locale: /ar/…, /fr/…, or no prefix for English (the optional
// ($locale) segment, as Hydrogen's). A first segment that is not a locale (/xyz/products) is
// the normal 404, not a page in locale "xyz"; neither is /en/…, which is the unprefixed page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import { isLocale } from "~/lib/i18n/catalogue.server";
import { DEFAULT_LOCALE } from "~/lib/i18n/locale";

export function loader({ params }: LoaderFunctionArgs) {
  const { locale } = params;
  if (locale !== undefined && (locale === DEFAULT_LOCALE || !isLocale(locale))) {
    throw new Response("Not Found", { status: 404 });
  }
  return null;
}

// The locale is in the URL: nothing here changes unless the URL's first segment does.
export const shouldRevalidate = ({
  currentParams,
  nextParams,
}: {
  currentParams: object;
  nextParams: object;
}) => (currentParams as { locale?: string }).locale !== (nextParams as { locale?: string }).locale;

export default function Locale() {
  return <Outlet />;
}

// A first visit whose browser prefers another of the shop's locales is offered it: a small
// link above the header, in that locale's own words, never a redirect or a dialog.
import { useLocation } from "@remix-run/react";

import { localizedPath, unlocalizedPath } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-t";

type Offer = { code: string; dir: "ltr" | "rtl"; text: string };

export function LocaleOffer({ offer }: { offer: Offer }) {
  const { code } = useLocale();
  const { pathname, search } = useLocation();
  const href = localizedPath(offer.code, unlocalizedPath(code, pathname)) + search;
  return (
    <p className="bg-slate-100 px-4 py-2 text-center text-sm" data-locale-offer>
      <a href={href} lang={offer.code} dir={offer.dir} hrefLang={offer.code} className="underline">
        {offer.text}
      </a>
    </p>
  );
}

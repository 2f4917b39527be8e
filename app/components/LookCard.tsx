import type { Look } from "@contract";

import { LocaleLink } from "~/lib/i18n/Link";
import { listText } from "~/lib/i18n/rich";
import { useLocale, useT } from "~/lib/i18n/use-t";
import { LOOK_GROUP_LABELS } from "~/lib/lookbook";

// One look of the lookbook: its picture, what it is, and links to the pieces it features.
export function LookCard({ look, eager }: { look: Look; eager: boolean }) {
  const titleId = `look-${look.id}`;
  const t = useT();
  const { intl } = useLocale();
  const pieces = listText(
    intl,
    look.products.map((product) => product.title),
  );
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-surface"
    >
      <img
        src={`/media/${look.image}`}
        alt={t("lookbook.lookAlt", { title: look.title, pieces })}
        width={600}
        height={750}
        loading={eager ? "eager" : "lazy"}
        className="aspect-[4/5] h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t(LOOK_GROUP_LABELS[look.group])}
        </p>
        <h2 id={titleId} className="text-xl font-semibold">
          {look.title}
        </h2>
        <p className="text-sm text-slate-600">{look.caption}</p>
        <h3 className="mt-2 text-sm font-semibold">{t("lookbook.shopTheLook")}</h3>
        <ul className="flex flex-col gap-1 text-sm">
          {look.products.map((product) => (
            <li key={product.slug}>
              <LocaleLink
                to={`/products/${product.slug}`}
                className="text-slate-700 underline underline-offset-4 hover:text-theme-strong"
              >
                {product.title}
              </LocaleLink>
            </li>
          ))}
        </ul>
        <LocaleLink
          to={look.listing.link}
          className="mt-auto self-start pt-3 text-sm font-medium text-theme-strong underline-offset-4 hover:underline"
        >
          {t("lookbook.moreIn", { listing: look.listing.title })}
          <span className="sr-only">{t("lookbook.fromLook", { title: look.title })}</span>
        </LocaleLink>
      </div>
    </article>
  );
}

import { useT } from "~/lib/i18n/use-t";
import { breadcrumbList, type Crumb } from "~/lib/seo";

import { JsonLd } from "./JsonLd";
import { SiteLink } from "./SiteLink";

// The trail from Home to this page (the last crumb), shown and told to search engines.
export function Breadcrumbs({ crumbs, baseUrl }: { crumbs: Crumb[]; baseUrl: string }) {
  const t = useT();
  const trail = [{ name: t("shell.breadcrumbs.home"), path: "/" }, ...crumbs];
  return (
    <nav aria-label={t("shell.breadcrumbs")} className="mb-4 text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="text-slate-700">
                {crumb.name}
              </span>
            ) : (
              <SiteLink
                to={crumb.path}
                className="flex min-h-11 min-w-11 items-center hover:text-theme-strong"
              >
                {crumb.name}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbList(trail, baseUrl)} />
    </nav>
  );
}

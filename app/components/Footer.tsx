import { type MessageId, useLocale, useT } from "~/lib/i18n/use-t";
import { STATIC_PAGES } from "~/lib/static-pages";
import { useUnansweredPopups } from "~/lib/use-shop";

import { NewsletterForm } from "./NewsletterForm";
import { ServerMarkup } from "./ServerMarkup";
import { SiteLink } from "./SiteLink";

type FooterLink = { to: string; label: MessageId };

const INFORMATION_LINKS: FooterLink[] = [
  ...STATIC_PAGES.map(({ slug, message }) => ({ to: `/page/${slug}`, label: message })),
  { to: "/faq", label: "shell.footer.faq" },
];

const SHOP_LINKS: FooterLink[] = [
  { to: "/products?c1=CL-001", label: "shell.footer.clothing" },
  { to: "/products?c1=ES-001", label: "shell.footer.essentials" },
  { to: "/catalog/new-arrival", label: "shell.footer.newArrivals" },
  { to: "/lookbook", label: "shell.footer.lookbook" },
  { to: "/blog", label: "shell.footer.blog" },
  { to: "/reviews", label: "shell.footer.reviews" },
  { to: "/sitemap", label: "shell.footer.sitemap" },
];

export function Footer({ shopName }: { shopName: string }) {
  // Signing up here answers the newsletter popup while it is unanswered (its card, without
  // JavaScript, leads to this form).
  const newsletterPopupId = useUnansweredPopups().find((popup) => popup.type === "newsletter")?.id;
  const t = useT();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      <div className="mx-auto grid max-w-container gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-theme-strong">{shopName}</p>
          <p className="mt-2 text-slate-600">{t("shell.footer.about")}</p>
        </div>
        <LinkList title={t("shell.footer.information")} links={INFORMATION_LINKS} />
        <LinkList title={t("shell.footer.shop")} links={SHOP_LINKS} />
        <section aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading" className="mb-2 font-semibold">
            {t("shell.footer.newsletter")}
          </h2>
          <NewsletterForm id="newsletter-footer" popupId={newsletterPopupId} />
        </section>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-slate-500">
        © {new Date().getFullYear()} {shopName}
      </p>
    </footer>
  );
}

// The same for the page's life in its locale (keyed by it), with no handler of its own: the
// browser keeps the server's HTML of it, not hydrated.
function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT();
  const { code } = useLocale();
  return (
    <ServerMarkup as="nav" key={code} aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      <ul className="footer-links mt-2 space-y-1">
        {links.map(({ to, label }) => (
          <li key={to}>
            <SiteLink to={to}>{t(label)}</SiteLink>
          </li>
        ))}
      </ul>
    </ServerMarkup>
  );
}

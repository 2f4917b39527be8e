import { Link } from "@remix-run/react";

import { STATIC_PAGES } from "~/lib/static-pages";

import { NewsletterForm } from "./NewsletterForm";

export function Footer({ shopName }: { shopName: string }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      <div className="mx-auto grid max-w-container gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-theme-strong">{shopName}</p>
          <p className="mt-2 text-slate-600">
            Soft, safe and cheerful clothing and essentials for babies and little ones.
          </p>
        </div>
        <nav aria-label="Information">
          <h2 className="font-semibold">Information</h2>
          <ul className="mt-2 space-y-1">
            {STATIC_PAGES.map(({ slug, title }) => (
              <li key={slug}>
                <Link to={`/page/${slug}`} className="text-slate-600 hover:text-theme-strong">
                  {title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/faq" className="text-slate-600 hover:text-theme-strong">
                FAQ
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Shop">
          <h2 className="font-semibold">Shop</h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/products?c1=CL-001" className="text-slate-600 hover:text-theme-strong">
                Clothing
              </Link>
            </li>
            <li>
              <Link to="/products?c1=ES-001" className="text-slate-600 hover:text-theme-strong">
                Essentials
              </Link>
            </li>
            <li>
              <Link to="/catalog/new-arrival" className="text-slate-600 hover:text-theme-strong">
                New arrivals
              </Link>
            </li>
            <li>
              <Link to="/lookbook" className="text-slate-600 hover:text-theme-strong">
                Lookbook
              </Link>
            </li>
            <li>
              <Link to="/blog" className="text-slate-600 hover:text-theme-strong">
                Blog
              </Link>
            </li>
            <li>
              <Link to="/reviews" className="text-slate-600 hover:text-theme-strong">
                Reviews
              </Link>
            </li>
            <li>
              <Link to="/sitemap" className="text-slate-600 hover:text-theme-strong">
                Sitemap
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading" className="mb-2 font-semibold">
            Newsletter
          </h2>
          <NewsletterForm id="newsletter-footer" />
        </section>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-slate-500">
        © {new Date().getFullYear()} {shopName}
      </p>
    </footer>
  );
}

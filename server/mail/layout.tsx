// The frame every HTML mail shares: the shop's name on its colour, one column that fits a
// phone, and styles for dark mode. Rendered with React, which escapes every value it is given.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import type { Locale } from "../contract";
import { mailLanguage } from "./messages";

export const SHOP_NAME = "Little Sprout";
export const SHOP_COLOUR = "#ff4c3b";

// Mail clients ignore most of CSS: one table-free column, inline-friendly rules, and dark mode
// from prefers-color-scheme where the client honours it (Apple Mail, iOS, Outlook.com).
const STYLES = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { margin: 0; padding: 0; background: #f6f6f6; color: #222222;
  font-family: -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.5; }
.wrap { max-width: 560px; margin: 0 auto; padding: 16px; }
.card { background: #ffffff; border-radius: 8px; padding: 20px; }
.brand { background: ${SHOP_COLOUR}; color: #ffffff; padding: 14px 20px; border-radius: 8px 8px 0 0;
  font-size: 20px; font-weight: bold; }
.brand a { color: #ffffff; text-decoration: none; }
h1 { font-size: 22px; line-height: 1.3; margin: 0 0 12px; }
p { margin: 0 0 12px; }
a { color: #d8331f; }
.button { display: inline-block; background: ${SHOP_COLOUR}; color: #ffffff !important; text-decoration: none;
  padding: 12px 20px; border-radius: 6px; font-weight: bold; min-height: 20px; }
table.lines { width: 100%; border-collapse: collapse; margin: 0 0 12px; }
table.lines td { padding: 6px 0; border-bottom: 1px solid #e5e5e5; vertical-align: top; }
table.lines td.amount { text-align: end; white-space: nowrap; padding-inline-start: 12px; }
.muted { color: #666666; font-size: 14px; }
.footer { color: #666666; font-size: 13px; padding: 12px 4px; }
@media (prefers-color-scheme: dark) {
  body { background: #111111 !important; color: #eeeeee !important; }
  .card { background: #1d1d1d !important; }
  a { color: #ff8a7d !important; }
  table.lines td { border-bottom-color: #333333 !important; }
  .muted, .footer { color: #aaaaaa !important; }
}
`;

// locale: the mail's language (lang, and dir="rtl" for Arabic); en when not given.
export function renderMailPage(props: {
  title: string;
  shopUrl: string;
  children: ReactNode;
  footer?: ReactNode;
  locale?: Locale;
}) {
  const page = (
    <html {...mailLanguage(props.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{props.title}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLES }} />
      </head>
      <body>
        <div className="wrap">
          <div className="brand">
            <a href={props.shopUrl}>{SHOP_NAME}</a>
          </div>
          <div className="card">{props.children}</div>
          <div className="footer">
            {props.footer ?? (
              <>
                {SHOP_NAME} · <a href={props.shopUrl}>{new URL(props.shopUrl).host}</a>
              </>
            )}
          </div>
        </div>
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}

export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a className="button" href={href}>
        {children}
      </a>
    </p>
  );
}

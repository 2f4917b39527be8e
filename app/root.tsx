import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { type CSSProperties, type ReactNode, useEffect } from "react";

import { BackToTop, BackToTopLink } from "~/components/BackToTop";
import { CartDrawer } from "~/components/CartDrawer";
import { ErrorPage, errorTitle } from "~/components/ErrorPage";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { IdlePrefetch } from "~/components/IdlePrefetch";
import { LoaderOverlay } from "~/components/LoaderOverlay";
import { LocaleLinks } from "~/components/LocaleLinks";
import { LocaleOffer } from "~/components/LocaleOffer";
import { OfflineNotice } from "~/components/OfflineNotice";
import { Popups } from "~/components/Popups";
import { ProgressBar } from "~/components/ProgressBar";
import { ToastMessage } from "~/components/ToastMessage";
import { RESUME_NAVIGATION, useChunkReload } from "~/lib/chunk-reload";
import { withErrorPageWords } from "~/lib/error-page.server";
import { MARK_HISTORY_ENTRY } from "~/lib/history-entry";
import type { LocaleInfo } from "~/lib/i18n/locale";
import { LocaleContext, MessagesProvider, useRootLocale, useT } from "~/lib/i18n/use-t";
import { START_HYDRATION } from "~/lib/late-hydration";
import { BASE_CURRENCY } from "~/lib/money";
import { useNonce } from "~/lib/nonce";
import type { Preferences } from "~/lib/preferences";
import { shopContext } from "~/lib/routes.server";
import { useSiteLinks } from "~/lib/site-links";
import { WhenHydrated } from "~/lib/use-hydrated";
import stylesheet from "~/tailwind.css";

const DEFAULT_PREFERENCES: Preferences = { theme: "light", dir: "ltr", color: "#ff4c3b", cartSide: "right" };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The title of pages without their own, above all the error pages (a page needs a title).
export const meta: MetaFunction = ({ error, matches }) => [
  { title: error ? errorTitle(error, matches) : "Little Sprout" },
];

// Failing, it throws the error page's locale and words instead (error-page.server.ts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  return withErrorPageWords(request, () => shopContext(request, context));
}

// Layout data (menu, currency, member) changes only after a form post, or in another locale
// (the language switcher): skip it on plain navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
  currentParams,
  nextParams,
}) => {
  if (currentParams.locale !== nextParams.locale) return true;
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
};

// A plain frame, without the shop's header, footer and popups: while the store is locked, and in
// the back office (/admin), which has its own (routes/admin.tsx).
function usePlainFrame(locked: boolean | undefined) {
  const { pathname } = useLocation();
  return Boolean(locked) || /^\/admin(\/|$)/.test(pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const shop = useRouteLoaderData<typeof loader>("root");
  const preferences = shop?.preferences ?? DEFAULT_PREFERENCES;
  const plain = usePlainFrame(shop?.locked);
  const locale = useRootLocale();
  useSiteLinks();
  useChunkReload();
  // Set here rather than rendered: a layout that rendered again at hydration would render the
  // whole header and footer twice.
  useEffect(() => {
    document.body.dataset.hydrated = "";
  }, []);
  return (
    <LocaleContext.Provider value={locale}>
      <MessagesProvider>
        <Document preferences={preferences} plain={plain} locale={locale}>
          {children}
        </Document>
      </MessagesProvider>
    </LocaleContext.Provider>
  );
}

// The page itself, inside the locale's and the messages' contexts (useT reads them).
type DocumentProps = { children: ReactNode; preferences: Preferences; plain: boolean; locale: LocaleInfo };
function Document({ children, preferences, plain, locale }: DocumentProps) {
  const shop = useRouteLoaderData<typeof loader>("root");
  const shopName = shop?.shopName ?? "Little Sprout";
  const nonce = useNonce();
  const t = useT();
  return (
    <html
      lang={locale.code}
      dir={preferences.dir}
      data-theme={preferences.theme}
      style={{ "--theme-color": preferences.color } as CSSProperties}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={preferences.color} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: RESUME_NAVIGATION }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_HISTORY_ENTRY }} />
        <Meta />
        <LocaleLinks />
        <Links />
      </head>
      {/* data-hydrated (set once hydrated) tells browser tests (and CSS, if it ever needs to) that
          JavaScript has taken over. */}
      <body id="top" className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2"
        >
          {t("shell.skipToContent")}
        </a>
        {shop?.offer && !plain && <LocaleOffer offer={shop.offer} />}
        <ProgressBar />
        {plain ? (
          <header className="border-b border-slate-200 px-4 py-4 text-center text-xl font-bold text-theme-strong">
            {shopName}
          </header>
        ) : (
          <Header
            menu={shop?.menu ?? []}
            shopName={shopName}
            memberName={shop?.memberName ?? null}
            currencies={shop?.currencies ?? []}
            currency={shop?.currency ?? BASE_CURRENCY}
            wishlistCount={shop?.wishlistCount ?? 0}
            compareCount={shop?.compareCount ?? 0}
            preferences={preferences}
            cart={shop?.cart ?? null}
          />
        )}
        {shop?.toast && <ToastMessage toast={shop.toast} />}
        <main id="main" className="mx-auto w-full max-w-container flex-1 px-4 py-6">
          {children}
        </main>
        {!plain && <Popups />}
        {!plain && <Footer shopName={shopName} />}
        <BackToTopLink />
        <OfflineNotice />
        <LoaderOverlay />
        <WhenHydrated>
          {!plain && <IdlePrefetch />}
          <BackToTop />
          <CartDrawer
            cart={shop?.cart ?? null}
            currency={shop?.currency ?? BASE_CURRENCY}
            side={preferences.cartSide}
          />
        </WhenHydrated>
        <ScrollRestoration nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_HYDRATION }} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = ErrorPage;

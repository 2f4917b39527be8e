/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  tailwind: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Also keeps Node's own fetch/Request/Response in remix-serve (docs/decisions/000-stack.md).
    v3_singleFetch: true,
    // Lazy route discovery stays off: the whole route manifest (3.4 KB of gzip, one immutable
    // module) comes with the page. With it on, each page carried a partial manifest inline (3-6 KB
    // of HTML, built on every request), asked /__manifest for its links' routes after hydration
    // (1-4 requests, each a router update), and watched every change to the document for new links.
  },
};

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
    // Off: the browser gets every route from the manifest module (38 KB, 3.4 KB gzipped, cached
    // for good once loaded) instead of each page inlining the routes it matched and asking
    // /__manifest for those behind its links. Both cost the server a React Router match of the
    // whole route table per path (0.3-0.6 ms each here): 6 % of an uncached listing's CPU inline,
    // and one match per link in view for /__manifest; in the browser it also watched the whole
    // document for new links. docs/performance/web-cpu-2026-11-28.md, phone-main-thread-*.md
    v3_lazyRouteDiscovery: false,
  },
};

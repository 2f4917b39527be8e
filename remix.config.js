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
    // module) comes with the page. With it on, the page asked /__manifest for the routes of its
    // links after hydration, once or more, and each answer re-rendered the whole page
    // synchronously, as long a task as hydration itself (docs/performance/README.md).
  },
};

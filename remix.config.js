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
    v3_lazyRouteDiscovery: true,
  },
};

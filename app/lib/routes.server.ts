// The server-only code that route modules use, in one module. The browser build replaces every
// `*.server` module a route imports with an empty stand-in, and each one shared by several
// routes became a 100-byte script of its own that every page preloaded; through this one module
// all routes share a single stand-in. Route modules import server code from here; library
// modules import each other directly.
export * from "./admin.server";
export * from "./auth.server";
export * from "./auth-forms.server";
export * from "./blog.server";
export * from "./cache.server";
export * from "./cart.server";
export * from "./checkout.server";
export * from "./config.server";
export * from "./device.server";
export * from "./forms.server";
export * from "./home.server";
export * from "./listing.server";
export * from "./load-context.server";
export * from "./member-forms.server";
export * from "./popups.server";
export * from "./preferences.server";
export * from "./product-lists.server";
export * from "./regions.server";
export * from "./seo.server";
export * from "./session.server";
export * from "./shop.server";
export * from "./size-finder.server";
export * from "./staff-session.server";
export * from "./static-pages.server";
export * from "./store-lock.server";
export * from "./toast.server";
export * from "./upstream.server";

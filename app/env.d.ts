/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single fetch's types for loaders and useLoaderData (must sit in a module file).
export {};
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

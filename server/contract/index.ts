// The API's contract: request and response schemas written once. The API validates
// with them and serves them as OpenAPI; the web parses every answer with them.
export * from "./constants";
export * from "./common";
export * from "./catalog";
export * from "./content";
export * from "./auth";
export * from "./cart";
export * from "./checkout";
export * from "./orders";
export * from "./member";
export * from "./address-levels";

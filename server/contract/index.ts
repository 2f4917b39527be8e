// The API's contract: request and response schemas written once. The API validates
// with them and serves them as OpenAPI; the web parses every answer with them.
export * from "./address-levels";
export * from "./admin";
export * from "./auth";
export * from "./cart";
export * from "./catalog";
export * from "./checkout";
export * from "./children";
export * from "./common";
export * from "./constants";
export * from "./content";
export * from "./locales";
export * from "./member";
export * from "./messages";
export * from "./operator";
export * from "./orders";
export * from "./sizes";
export * from "./stock-alerts";
export * from "./translations";

// expect(response).toHaveRedirect("/login?next=%2Fcart"): a 3xx whose Location is that path
// (any redirect when no path is given). Takes a Response, or what `settle` answers.
import { expect } from "vitest";

declare module "vitest" {
  interface Matchers<T> {
    toHaveRedirect(location?: string): T;
  }
}

expect.extend({
  toHaveRedirect(received: unknown, location?: string) {
    const response =
      received instanceof Response
        ? received
        : (received as { response?: unknown } | null)?.response instanceof Response
          ? (received as { response: Response }).response
          : null;
    if (!response) {
      return { pass: false, message: () => `expected a Response, got ${this.utils.printReceived(received)}` };
    }
    const actual = response.headers.get("Location");
    const isRedirect = response.status >= 300 && response.status < 400 && actual !== null;
    const pass = isRedirect && (location === undefined || actual === location);
    const wanted =
      location === undefined ? "a redirect" : `a redirect to ${this.utils.printExpected(location)}`;
    return {
      pass,
      message: () =>
        `expected ${this.isNot ? "not " : ""}${wanted}, got status ${response.status}` +
        (actual ? ` with Location ${this.utils.printReceived(actual)}` : ""),
    };
  },
});

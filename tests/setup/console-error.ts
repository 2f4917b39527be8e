// A test fails when anything calls console.error and the test did not say it would
// (expectConsoleError): an error logged on the way to a passing assertion is still a bug.
// routes.setup.ts runs these around every route test. The state lives here, not in the
// set-up file: that file runs again for each test file, while this module is loaded once
// per worker and is the one tests/setup/routes.ts imports.
import { format } from "node:util";

import { expect, type MockInstance, vi } from "vitest";

let spy: MockInstance<typeof console.error>;
let expected: { pattern: RegExp; seen: boolean }[] = [];
let unexpected: string[] = [];

// For a test that causes an error on purpose (the API down): such lines are expected, and
// at least one must come.
export function expectConsoleError(pattern: RegExp) {
  expected.push({ pattern, seen: false });
}

export function watchConsoleErrors() {
  expected = [];
  unexpected = [];
  const original = console.error.bind(console);
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const line = format(...args);
    const match = expected.find(({ pattern }) => pattern.test(line));
    if (match) match.seen = true;
    else {
      unexpected.push(line);
      original(...args);
    }
  });
}

export function checkConsoleErrors() {
  spy.mockRestore();
  expect(unexpected, "console.error was called; use expectConsoleError(/…/) if the test means it").toEqual(
    [],
  );
  for (const { pattern, seen } of expected)
    expect(seen, `an error matching ${pattern} was expected`).toBe(true);
}

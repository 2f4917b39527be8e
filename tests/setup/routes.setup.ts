// Set-up file of the node project, run before each of its test files: the route-module tests
// (see routes.ts) share their workers with the API's and the web's own tests, so what is theirs
// alone applies to their files only.
import { afterAll, afterEach, beforeEach, expect, inject, vi } from "vitest";

import { checkConsoleErrors, watchConsoleErrors } from "./console-error";
import { bootRouteApi, listenForRouteApi } from "./routes";

// Whatever the file: the web's configuration, read when the worker first imports the web, must
// name this worker's route API.
await listenForRouteApi();

const file = expect.getState().testPath ?? "";
if (/\/app\/routes\/[^/]+\.test\.ts$/.test(file)) {
  // The API of this worker, booted by its first route test.
  await bootRouteApi(inject("seededDatabase"));
  // A page's first calls to a freshly opened database can be slow on a busy machine: the web's
  // upstream timeout (read from its configuration on each call) and the tests' own limit are
  // longer for these files. vitest puts its configuration back after each file.
  vi.setConfig({ testTimeout: 40_000 });
  const { config } = await import("../../app/lib/config.server");
  const upstreamTimeoutMs = config.upstreamTimeoutMs;
  config.upstreamTimeoutMs = 20_000;
  afterAll(() => {
    config.upstreamTimeoutMs = upstreamTimeoutMs;
  });
  // Every test fails on a console.error it did not announce (console-error.ts).
  beforeEach(watchConsoleErrors);
  afterEach(checkConsoleErrors);
}

// Set-up file: every test fails on a console.error it did not announce (console-error.ts).
import { afterEach, beforeEach } from "vitest";

import { checkConsoleErrors, watchConsoleErrors } from "./console-error";

beforeEach(watchConsoleErrors);
afterEach(checkConsoleErrors);

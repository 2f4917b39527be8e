// Vitest's order with the longest test files first, so that a run on two workers does not
// end with one of them alone on a long file while the other waits. On a clean clone vitest
// has no durations to go by and keeps the files in the order it found them, which put the
// web's fuzz test near the end. Ordered by the file times of a CI run (2026-11-25).
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST = [
  "server/crash-loop.test.ts",
  "server/api.catalogue-scale.test.ts",
  "server/start.test.ts",
  "server/db/backup.test.ts",
  "server/mail/sender-processes.test.ts",
  "server/db/migrations.test.ts",
  "server/db/move-to-postgres.test.ts",
  "server/api.auth.test.ts",
  "server/import/import.test.ts",
  "server/admin/cli.test.ts",
  "app/lib/actions.fuzz.test.ts",
  "server/api.admin-orders-scale.test.ts",
  "server/api.sign-in-lockout.test.ts",
  "server/api.openapi-fuzz.test.ts",
  "server/api.auth-load.test.ts",
  "app/lib/safe-redirect.sinks.test.ts",
];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
  return index < 0 ? LONGEST.length : index;
};

export class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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

// The files of one project stay together, the projects in the order of their longest file: a
// worker of a project with isolate: false runs that project's files one after the other only
// while the next file in the queue is of the same project, and a new worker imports everything
// again (about 10 CPU-seconds for the API's tests). One long file of the API's tests moved
// ahead of the others cost a worker more that way.
export class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const projects = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) {
      const name = file.project.name;
      if (!projects.has(name)) projects.set(name, []);
      projects.get(name)!.push(file);
    }
    const inOrder = [...projects.values()].map((specs) => specs.sort((a, b) => rank(a) - rank(b)));
    const [first, ...others] = inOrder.sort((a, b) => rank(a[0]) - rank(b[0]));
    if (!first) return [];
    // The smallest other project (the components: a few short files) right after the longest
    // file: one worker runs all of it beside that file, instead of a worker booted for it at the
    // end while the other core waits.
    const smallest = others.reduce<TestSpecification[] | undefined>(
      (small, specs) => (!small || specs.length < small.length ? specs : small),
      undefined,
    );
    const rest = others.filter((specs) => specs !== smallest);
    return [first[0], ...(smallest ?? []), ...first.slice(1), ...rest.flat()];
  }
}

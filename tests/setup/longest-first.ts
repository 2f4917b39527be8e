// Vitest's order with the longest test files first, so that a run on two workers does not
// end with one of them alone on a long file while the other waits. On a clean clone vitest
// has no durations to go by and keeps the files in the order it found them, which put the
// web's fuzz test (the longest) near the end. Durations measured with --reporter=json.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST = [
  "app/lib/actions.fuzz.test.ts",
  "server/api.catalogue-scale.test.ts",
  "app/lib/safe-redirect.sinks.test.ts",
  "server/api.catalogue-reads.test.ts",
  "server/api.checkout.test.ts",
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

import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { LongestFirst } from "./tests/setup/longest-first";

const ROUTE_TESTS = "app/routes/**/*.test.ts";
// 100,000 products: seeded in about a minute on PostgreSQL, far longer on the embedded
// database, so this file runs only when TEST_DATABASE_URL names a PostgreSQL server.
const SCALE_TESTS = "server/api.catalogue-scale.test.ts";
// The fuzzers and the attack matrices, the import tests, the tests that start processes or
// time work under load, and the sign-in limits (dozens of real password hashes each): most of
// the suite's time, in their own project so that the fast loop (npm run test:fast: every
// project but this one) leaves them out. CI runs them all. The fast loop: 155 files, about 210
// CPU-s at load 18 on 2026-11-29 (a sixth less than before this session's changes beside it),
// an estimated 95 s on a quiet two-core machine of that day's speed: not yet the 60 s of issue #21
// (docs/performance/ci-time.md says where the rest goes).
const SLOW_TESTS = [
  "**/*fuzz.test.ts",
  "app/lib/safe-redirect.sinks.test.ts", // 59 redirect attacks against each of 9 forms
  "server/api.sign-in-limits.test.ts",
  "server/observability.test.ts", // a web and an API in their own processes
  "server/web-node-flags.test.ts", // starts node to read its heap limit
  "server/import/**/*.test.ts",
  "server/api.import.test.ts",
  "server/crash-loop.test.ts",
  "server/start.test.ts",
  "server/db/backup.test.ts",
  "server/mail/sender-processes.test.ts",
  "server/api.auth-load.test.ts",
  "server/api.sign-in-lockout.test.ts",
  "server/db/migrations.test.ts",
  "server/admin/cli.test.ts",
  "server/api.admin-orders-scale.test.ts",
  "server/web-server.test.ts",
  "server/message-weight.test.ts", // the built web in its own process, each page kind in 3 locales
  "server/topology.test.ts", // nginx, two webs and two APIs: PostgreSQL only (excluded below without it)
];
// Slow tests that check nothing of the database engine, run on PGlite only (left out when
// TEST_DATABASE_URL names a PostgreSQL server, as in npm run test:postgres): the contract's
// fuzzer (what it finds is validation; each route's statements run on PostgreSQL in its own API
// test), and the sign-in abuse tests, whose work is password hashing and timers (the limits'
// counting under concurrency is api.sign-in-limits.test.ts, run on both).
const PGLITE_ONLY_TESTS = [
  "server/api.openapi-fuzz.test.ts",
  "server/api.auth-load.test.ts",
  "server/api.sign-in-lockout.test.ts",
];
// The web's tests that set API_BASE_URL before importing the web (its configuration is read
// once, at import): each needs the web's modules imported afresh.
const FRESH_WEB_TESTS = ["app/lib/load-context.server.test.ts"];
// The in-memory database the unit project's files share (server/testing-shared-database.ts):
// PGlite's alone, never used when the API tests run on PostgreSQL.
const PGLITE_SHARING_TESTS = "server/testing-shared-database.test.ts";
// Components rendered in a simulated DOM (happy-dom), without a browser or the API.
const COMPONENT_TESTS = "app/**/*.test.tsx";
// Two API processes sharing one database: PostgreSQL only (PGlite is one process's).
const SHARED_DATABASE_TESTS = "server/mail/sender-two-processes.test.ts";
// The move of the embedded database into a PostgreSQL server's database: PostgreSQL only.
const MOVE_TESTS = "server/db/move-to-postgres.test.ts";
// The fast projects hash passwords at scrypt's cost 2^10 instead of the production 2^14 (about 4
// ms of CPU a hash against 60): a few hundred members are registered and signed in by their
// tests (server/lib/auth.ts; it honours this only under vitest). The production cost is checked
// by server/lib/auth.test.ts and used by the slow project's sign-in limits and abuse tests, whose
// timing depends on it, and by the browser tests.
const CHEAP_PASSWORD_HASHES = { TEST_PASSWORD_HASH_COST: "1024" };
// Each test file's CPU and wall time, when TEST_CPU_LOG names a file to write them to.
const MEASURE = "tests/setup/cpu-per-file.ts";

export default defineConfig({
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
      {
        find: /^@contract$/,
        replacement: fileURLToPath(new URL("./server/contract/index.ts", import.meta.url)),
      },
      { find: /^@contract\//, replacement: fileURLToPath(new URL("./server/contract/", import.meta.url)) },
    ],
  },
  test: {
    // Each API test file boots its own in-memory Postgres; two at a time suits 2 cores.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 20_000,
    // Short, so the upstream timeout test does not wait the production default, yet long
    // enough for a busy two-core machine.
    env: { UPSTREAM_TIMEOUT_MS: "3000" },
    hookTimeout: 60_000,
    // The modules as transformed (TypeScript, JSX) are kept on disk between runs, keyed by their
    // content: a run after a small change transforms only what changed, and a worker reads a
    // kept module itself instead of asking vitest's main process for it.
    experimental: { fsModuleCache: true, fsModuleCachePath: ".cache/vitest-modules" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["server/**/*.test.ts", "tests/*.test.ts"],
          exclude: [
            ...SLOW_TESTS,
            ...(process.env.TEST_DATABASE_URL
              ? [PGLITE_SHARING_TESTS]
              : [SCALE_TESTS, SHARED_DATABASE_TESTS, MOVE_TESTS]),
          ],
          // The files of one worker share its modules: the API's code is imported once per
          // worker, not once per file (a third of this project's CPU time went to imports).
          isolate: false,
          // They share the database too: createTestApi lends each file the worker's copy of the
          // seeded database, put back as saved between files (server/testing-shared-database.ts),
          // instead of unpacking a copy of its own (about 2 CPU-s each).
          env: { TEST_SHARED_DATABASE: "1", ...CHEAP_PASSWORD_HASHES },
          // API tests on PGlite open a copy of the demo database seeded once per run.
          globalSetup: ["tests/setup/seeded-snapshot.ts"],
          setupFiles: [MEASURE, "tests/setup/seeded-database.ts"],
        },
      },
      {
        // The web's own modules. The files of one worker share its modules, as in the unit
        // project: the web's code (and, for the three that start an API, the API's) is imported
        // once per worker instead of once per file, about a third of this project's CPU time.
        // They pass their API to what they test (createUpstream, startTestApi), not through the
        // web's configuration.
        extends: true,
        test: {
          name: "web",
          include: ["app/**/*.test.ts"],
          exclude: [ROUTE_TESTS, ...SLOW_TESTS, ...FRESH_WEB_TESTS],
          isolate: false,
          env: CHEAP_PASSWORD_HASHES,
          globalSetup: ["tests/setup/seeded-snapshot.ts"],
          setupFiles: [MEASURE, "tests/setup/seeded-database.ts"],
        },
      },
      {
        // Files that point the web's configuration (read once, at import) at an API of their
        // own: each in a fresh module graph.
        extends: true,
        test: {
          name: "web-fresh",
          include: FRESH_WEB_TESTS,
          env: CHEAP_PASSWORD_HASHES,
          globalSetup: ["tests/setup/seeded-snapshot.ts"],
          setupFiles: [MEASURE, "tests/setup/seeded-database.ts"],
        },
      },
      {
        // Set up as the unit project; `npm test` and `npm run test:postgres` run it too.
        extends: true,
        test: {
          name: "slow",
          include: SLOW_TESTS,
          exclude: process.env.TEST_DATABASE_URL ? PGLITE_ONLY_TESTS : ["server/topology.test.ts"],
          globalSetup: ["tests/setup/seeded-snapshot.ts"],
          setupFiles: [MEASURE, "tests/setup/seeded-database.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: [COMPONENT_TESTS],
          environment: "happy-dom",
          // The files of one worker share its modules (React, the components): each file had a
          // process of its own, about half this project's CPU time. Each still gets a fresh
          // simulated DOM, and Testing Library unmounts what a test rendered after it.
          isolate: false,
          setupFiles: [MEASURE, "tests/setup/components.setup.ts"],
        },
      },
      {
        // Loaders and actions called directly against the real API (tests/setup/routes.ts).
        extends: true,
        test: {
          name: "routes",
          include: [ROUTE_TESTS],
          // The files of one worker share its modules, so they share one API and one web (each
          // file starts with the web's cache empty): a boot and the web's imports once per
          // worker instead of once per file, about half the CPU time of these tests. The
          // files do not count on a pristine database (each makes its own members and uses
          // its own products).
          isolate: false,
          // A page's first calls to a freshly opened database can be slow on a busy machine.
          env: { UPSTREAM_TIMEOUT_MS: "20000", ...CHEAP_PASSWORD_HASHES },
          testTimeout: 40_000,
          globalSetup: ["tests/setup/seeded-snapshot.ts"],
          setupFiles: [
            MEASURE,
            "tests/setup/console-error.setup.ts",
            "tests/setup/matchers.ts",
            "tests/setup/routes.setup.ts",
          ],
        },
      },
    ],
  },
});

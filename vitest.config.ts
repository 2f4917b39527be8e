import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { LongestFirst } from "./tests/setup/longest-first";

// 100,000 products: seeded in about a minute on PostgreSQL, far longer on the embedded
// database, so this file runs only when TEST_DATABASE_URL names a PostgreSQL server.
const SCALE_TESTS = "server/api.catalogue-scale.test.ts";
// The fuzzers and the attack matrices, the import tests, the tests that start processes or
// time work under load, and the sign-in limits (dozens of real password hashes each): most of
// the suite's time, in their own project so that the fast loop (npm run test:fast: every
// project but this one) leaves them out. CI runs them all. The fast loop on a quiet machine
// (2026-11-29, s16, load 2-3): 160 files, 70.8 s, 123 CPU-s, both workers busy to the end: not
// yet the 60 s of issue #21 (docs/performance/ci-time.md says where the rest goes).
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
// The in-memory database the node project's files share (server/testing-shared-database.ts):
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
// Each test file's CPU and wall time, when TEST_CPU_LOG names a file to write them to, and its
// CPU profile, when TEST_CPU_PROFILE names a directory.
const MEASURE = ["tests/setup/cpu-per-file.ts", "tests/setup/profile-per-file.ts"];

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
        // The API's tests, the web's own modules and the route modules' loaders and actions
        // called against the real API (tests/setup/routes.ts), in one project so that a worker
        // runs them all: vitest keeps a worker for the next file only if that file is of the
        // same project, and each worker of a project imports its modules again (10 to 14 CPU-s
        // for the API and the web). The files of one worker share its modules (isolate: false):
        // the API's and the web's code are imported once per worker, not once per file.
        extends: true,
        test: {
          name: "node",
          include: ["server/**/*.test.ts", "tests/*.test.ts", "app/**/*.test.ts"],
          exclude: [
            ...SLOW_TESTS,
            ...(process.env.TEST_DATABASE_URL
              ? [PGLITE_SHARING_TESTS]
              : [SCALE_TESTS, SHARED_DATABASE_TESTS, MOVE_TESTS]),
          ],
          isolate: false,
          // They share the database too: createTestApi lends each file the worker's copy of the
          // seeded database, put back as saved between files (server/testing-shared-database.ts),
          // instead of unpacking a copy of its own (about 2 CPU-s each). The route tests share
          // one API of their own per worker, and do not count on a pristine database (each
          // makes its own members and uses its own products); routes.setup.ts gives them longer
          // time limits and fails them on an unannounced console.error.
          env: { TEST_SHARED_DATABASE: "1", ...CHEAP_PASSWORD_HASHES },
          // API tests on PGlite open a copy of the demo database seeded once per run.
          globalSetup: ["tests/setup/seeded-snapshot.ts"],
          setupFiles: [
            ...MEASURE,
            "tests/setup/seeded-database.ts",
            "tests/setup/matchers.ts",
            "tests/setup/routes.setup.ts",
          ],
        },
      },
      {
        // Set up as the node project's API tests; `npm test` and `npm run test:postgres` run it too.
        extends: true,
        test: {
          name: "slow",
          include: SLOW_TESTS,
          exclude: process.env.TEST_DATABASE_URL ? PGLITE_ONLY_TESTS : ["server/topology.test.ts"],
          globalSetup: ["tests/setup/seeded-snapshot.ts"],
          setupFiles: [...MEASURE, "tests/setup/seeded-database.ts"],
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
          setupFiles: [...MEASURE, "tests/setup/components.setup.ts"],
        },
      },
    ],
  },
});

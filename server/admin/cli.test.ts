// `npm run staff`: the first owner from the command line, on a PGlite data directory of its own.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, expect, it } from "vitest";

const run = promisify(execFile);
// The child's environment: this one's, without a PostgreSQL address (it uses the directory).
const { DATABASE_URL: _postgres, ...processEnv } = process.env;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "staff-cli-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const staffCli = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "server/admin/cli.ts", ...args], {
    env: { ...processEnv, DATA_DIR: dataDir, SHOP_URL: "https://shop.example" },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
  );

it("adds an owner and prints a one-time link; refuses a second add and a role it does not know", async () => {
  const added = await staffCli("add", "--email", "Owner@Example.com", "--role", "owner");
  expect(added.code, added.out).toBe(0);
  expect(added.out).toMatch(
    /owner@example\.com \(owner\).*\nhttps:\/\/shop\.example\/admin\/set-password\?token=[\w-]{40,}/,
  );
  const again = await staffCli("add", "--email", "owner@example.com", "--role", "owner");
  expect(again).toEqual({ code: 1, out: expect.stringContaining("already has a staff account") });
  const boss = await staffCli("add", "--email", "x@example.com", "--role", "boss");
  expect(boss.code).toBe(2);
  const link = await staffCli("link", "--email", "owner@example.com");
  expect(link.out).toContain("/admin/set-password?token=");
}, 60_000);

// The shop under test: the bundled API and the built web as two processes, so each one's CPU
// time can be read from /proc on its own; and the static ceiling, a bare node:http server.
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startTestSmtp, type TestSmtp } from "../../server/mail/testing-smtp";
import { webNodeFlags } from "../../server/web-node-flags";

const CLOCK_TICKS_PER_SECOND = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;
const children: ChildProcess[] = [];

export type Shop = { webUrl: string; apiUrl: string; web: ChildProcess; api: ChildProcess; mail?: TestSmtp };
// A loopback mail server for the API, so the bench's member can follow its mailed confirmation
// link (production mode has no development outbox). Closed by stopAll.
const mailServers: TestSmtp[] = [];

// Start with a product count only when the seed knows the option (another change brings it).
export function assertSeedTakesProductCount() {
  const sources = listFiles("server").filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
  if (!sources.some((file) => readFileSync(file, "utf8").includes("SEED_PRODUCTS"))) {
    throw new Error(
      "--products needs the large-catalogue seed (SEED_PRODUCTS / `npm run seed -- --products N`), " +
        "which this checkout does not have yet. Run the bench without --products.",
    );
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file) : [file];
  });
}

export async function startShop({
  webPort,
  apiPort,
  products,
}: {
  webPort: number;
  apiPort: number;
  products?: number;
}): Promise<Shop> {
  const { api, apiUrl, mail } = await startApi({ port: apiPort, products });
  const web = await startWeb({ port: webPort, apiUrl });
  return { webUrl: `http://127.0.0.1:${webPort}`, apiUrl, web, api, mail };
}

// env: added to the API's environment (the mail bench gives it a stalled SMTP_URL; without one,
// the API sends to a loopback mail server, answered as `mail`).
export async function startApi({
  port,
  products,
  env = {},
  nodeFlags = [],
  cwd,
}: {
  port: number;
  // Another checkout's API (tests/bench/ab.ts --own-api).
  cwd?: string;
  products?: number;
  env?: Record<string, string>;
  // Node flags before the script (tests/bench/ab.ts profiles with --cpu-prof).
  nodeFlags?: string[];
}) {
  const apiUrl = `http://127.0.0.1:${port}`;
  const mail = env.SMTP_URL ? undefined : await startTestSmtp();
  if (mail) mailServers.push(mail);
  const api = track(
    spawn(process.execPath, [...nodeFlags, "--import", "tsx", "server/main.ts"], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        API_PORT: String(port),
        DATA_DIR: "memory://",
        DEV_OIDC_PROVIDER: "off",
        // As `npm start` and the container run it (package.json, Dockerfile).
        MALLOC_ARENA_MAX: "2",
        NODE_ENV: "production",
        // Production on PostgreSQL needs its own (server/config.ts); the mixed bench runs so.
        TOTP_ENCRYPTION_SECRET: "bench-totp-encryption-secret-0123456789abcdef",
        ...(products ? { SEED_PRODUCTS: String(products) } : {}),
        ...(mail ? { SMTP_URL: mail.url } : {}),
        ...env,
      },
    }),
  );
  // A large seed takes minutes; the demo data a second or two, but over a minute on this shared
  // host at a load average of 20.
  await waitFor(`${apiUrl}/api/health`, products ? 20 * 60_000 : 180_000);
  return { api, apiUrl, mail };
}

export const BENCH_SESSION_SECRET = "bench-session-secret-0123456789abcdefghij";

// The web as `npm start` serves it: its own server (server/web-server.ts), page cache included,
// with the node flags start.ts gives it. `nodeFlags` replaces those flags (the soak compares
// them) and `env` adds to its environment; `probe` loads the soak's memory probe
// (memory-probe.ts) on an IPC channel.
export async function startWeb({
  port,
  apiUrl,
  nodeFlags = webNodeFlags(),
  env = {},
  probe = false,
  cwd,
}: {
  port: number;
  apiUrl: string;
  nodeFlags?: string[];
  env?: Record<string, string>;
  probe?: boolean;
  // Another checkout's build (tests/bench/ab.ts compares two).
  cwd?: string;
}) {
  const webUrl = `http://127.0.0.1:${port}`;
  const probeArgs = probe ? ["--expose-gc", "--import", "./tests/bench/memory-probe.ts"] : [];
  const web = track(
    spawn(process.execPath, [...nodeFlags, "--import", "tsx", ...probeArgs, "server/web-server.ts"], {
      cwd,
      stdio: probe ? ["ignore", "ignore", "inherit", "ipc"] : ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        API_BASE_URL: apiUrl,
        NODE_ENV: "production",
        SESSION_SECRET: BENCH_SESSION_SECRET,
        MALLOC_ARENA_MAX: "2",
        SHOP_URL: webUrl,
        ...env,
      },
    }),
  );
  await waitFor(`${webUrl}/healthz`, 60_000);
  return web;
}

// Serves each page's captured answer from memory at /<name>: what bare Node does with no work.
export async function startStaticCeiling(port: number, pages: Record<string, CapturedPage>) {
  const script = `
    const pages = JSON.parse(require("node:fs").readFileSync(process.env.PAGES_FILE, "utf8"));
    require("node:http").createServer((req, res) => {
      const page = pages[req.url.slice(1)];
      if (!page) { res.writeHead(404); return res.end(); }
      res.writeHead(page.status, page.headers);
      res.end(page.body);
    }).listen(${port}, "127.0.0.1");`;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bench-static-")), "pages.json");
  writeFileSync(file, JSON.stringify(pages));
  const server = track(
    spawn(process.execPath, ["-e", script], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, PAGES_FILE: file },
    }),
  );
  await waitFor(`http://127.0.0.1:${port}/${Object.keys(pages)[0]}`, 10_000);
  return server;
}

export type CapturedPage = { status: number; headers: Record<string, string>; body: string };

// user + system CPU time of a process so far, in milliseconds.
export function cpuMs(child: { pid?: number }): number {
  const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of proc(5) (utime, stime); the slice starts at field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

export function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  for (const mail of mailServers.splice(0)) void mail.close();
}

function track(child: ChildProcess) {
  children.push(child);
  child.on("exit", (code, signal) => {
    if (code && !signal)
      console.error(`[bench] process ${child.spawnargs.slice(1).join(" ")} exited ${code}`);
  });
  return child;
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

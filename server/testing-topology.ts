// The set-up of compose.yaml without Docker, for the topology test and the mixed bench: Debian's
// nginx with the shipped deploy/nginx.conf (only its upstream addresses and listen ports
// replaced by loopback ones), two APIs and two webs as processes on one PostgreSQL database,
// configured from the shipped deploy/api.env and deploy/web.env.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";

import type { Database } from "./db/client";
import { answerOf } from "./testing";
import { freePort, nodeProcess } from "./testing-processes";

const NGINX = "/usr/sbin/nginx";
// The webs see nginx connect from here: their TRUSTED_PROXIES (compose names nginx's address).
const NGINX_ADDRESS = "127.0.0.1";

const shippedEnv = (file: string) =>
  parseEnv(readFileSync(`deploy/${file}`, "utf8")) as Record<string, string>;

export type Ports = { public: number; api: number; web1: number; web2: number; api1: number; api2: number };
export type Member = "web1" | "web2" | "api1" | "api2";

// deploy/nginx.conf with the compose services' addresses replaced by these loopback ports.
export function nginxConfig(ports: Ports, accessLog: string) {
  return readFileSync("deploy/nginx.conf", "utf8")
    .replace(/\bweb1:3000\b/, `127.0.0.1:${ports.web1}`)
    .replace(/\bweb2:3000\b/, `127.0.0.1:${ports.web2}`)
    .replace(/\bapi1:4000\b/, `127.0.0.1:${ports.api1}`)
    .replace(/\bapi2:4000\b/, `127.0.0.1:${ports.api2}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.public};`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${ports.api};`)
    .replaceAll("/var/log/nginx/access.log", accessLog);
}

// nginx in the foreground with a prefix of its own: its pid, temporary files and the shipped
// configuration (included inside `http`, as the official image includes conf.d/*.conf). The
// access log is read with `log()`.
export async function startNginx(ports: Ports) {
  const prefix = mkdtempSync(path.join(tmpdir(), "shop-nginx-"));
  // Its workers run as an unprivileged user when the test runs as root.
  chmodSync(prefix, 0o755);
  const accessLog = path.join(prefix, "access.log");
  writeFileSync(path.join(prefix, "shop.conf"), nginxConfig(ports, accessLog));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${prefix}/${kind};`)
    .join(" ");
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${prefix}/nginx.pid; error_log stderr warn;\n` +
      `events { worker_connections 1024; }\n` +
      `http { ${temp} include ${prefix}/shop.conf; }\n`,
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-e", "stderr"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await waitForHttp(`http://127.0.0.1:${ports.public}/healthz`, () =>
    child.exitCode === null ? null : errors,
  );
  return {
    pid: child.pid,
    log: () => readFileSync(accessLog, "utf8"),
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

// failure: why the server will never answer (it ended), else null.
async function waitForHttp(url: string, failure: () => string | null, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ended = failure();
    if (ended !== null) throw new Error(`${url} will not answer: ${ended}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// Two APIs and two webs behind nginx on one PostgreSQL database. `kill` and `start` end and
// start one of them again on its own port, as a container runtime would.
export async function startTopology(options: {
  databaseUrl: string;
  smtpUrl?: string;
  env?: Record<string, string>;
}) {
  const [publicPort, api, web1, web2, api1, api2] = await Promise.all(Array.from({ length: 6 }, freePort));
  const ports: Ports = { public: publicPort, api, web1, web2, api1, api2 };
  const apiEnv = (port: number) => ({
    ...shippedEnv("api.env"),
    API_HOST: "127.0.0.1",
    API_PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    SHOP_URL: `http://127.0.0.1:${publicPort}`,
    TOTP_ENCRYPTION_SECRET: "topology-totp-encryption-secret-0123456789",
    ...(options.smtpUrl && { SMTP_URL: options.smtpUrl }),
    ...options.env,
  });
  const webEnv = (port: number) => ({
    ...shippedEnv("web.env"),
    HOST: "127.0.0.1",
    PORT: String(port),
    API_BASE_URL: `http://127.0.0.1:${api}`,
    TRUSTED_PROXIES: NGINX_ADDRESS,
    SESSION_SECRET: "topology-session-secret-0123456789abcdef",
    SHOP_URL: `http://127.0.0.1:${publicPort}`,
    ...options.env,
  });
  const commands: Record<Member, () => ReturnType<typeof nodeProcess>> = {
    api1: () => nodeProcess(["server/main.ts"], apiEnv(api1)),
    api2: () => nodeProcess(["server/main.ts"], apiEnv(api2)),
    web1: () => nodeProcess(["server/web-server.ts"], webEnv(web1)),
    web2: () => nodeProcess(["server/web-server.ts"], webEnv(web2)),
  };
  const running = {} as Record<Member, ReturnType<typeof nodeProcess>>;
  const start = async (member: Member) => {
    running[member] = commands[member]();
    await running[member].waitFor(/listening on/, 120_000);
  };
  // The first API migrates (and seeds an empty database) alone, as compose starts them.
  await start("api1");
  await Promise.all((["api2", "web1", "web2"] as const).map(start));
  const nginx = await startNginx(ports);
  return {
    ports,
    publicUrl: `http://127.0.0.1:${publicPort}`,
    apiUrl: `http://127.0.0.1:${api}`,
    nginx,
    process: (member: Member) => running[member],
    start,
    async kill(member: Member, signal: NodeJS.Signals = "SIGKILL") {
      running[member].child.kill(signal);
      await running[member].exited;
    },
    async stop() {
      await nginx.stop();
      for (const member of Object.values(running)) member.child.kill("SIGTERM");
      await Promise.all(Object.values(running).map((member) => member.exited));
    },
  };
}
export type Topology = Awaited<ReturnType<typeof startTopology>>;

// An API over HTTP with a test API's `request` (server/testing.ts): for the shop and back office
// helpers (testing-shop.ts, testing-admin.ts), whose set-up also writes to `db` directly.
export function apiOverHttp(baseUrl: string, db: Database) {
  const request = async (path: string, init?: RequestInit & { json?: unknown }) => {
    const headers = new Headers(init?.headers);
    if (init?.json !== undefined) headers.set("Content-Type", "application/json");
    const response = await fetch(baseUrl + path, {
      ...init,
      headers,
      body: init?.json !== undefined ? JSON.stringify(init.json) : init?.body,
    });
    return answerOf(response);
  };
  return { db, request };
}

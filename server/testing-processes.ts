// Tests of the web's own server and of `npm start` run them as real processes on free loopback
// ports, over real HTTP, against the built web (built here first when build/ is missing, as in
// CI, where these tests run before the build step).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { connect, createServer } from "node:net";

export function ensureBuilt() {
  if (!existsSync("build/index.js")) execFileSync("npx", ["remix", "build"], { stdio: "ignore" });
}

// The newest change to the sources the compiled server is built from (tests left out).
let newestSource: number | undefined;
function newestSourceChange() {
  newestSource ??= Math.max(
    ...["server", "app"].flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => statSync(`${folder}/${file}`).mtimeMs),
    ),
  );
  return newestSource;
}

// The node arguments that run one of the server's entry points (server/main.ts,
// server/web-server.ts, server/start.ts): its compiled build when that is newer than every
// source file, as in CI, which builds before it tests; else the sources through tsx. tsx
// compiles at every start, about 2 s more CPU per API start here, which the crash loop and
// the process tests pay some 25 times a run.
export function entryArgs(script: string): string[] {
  const compiled = script.replace(/^server\/(.*)\.ts$/, "build/server/$1.js");
  const fresh = existsSync(compiled) && statSync(compiled).mtimeMs > newestSourceChange();
  return fresh ? [compiled] : ["--import", "tsx", script];
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });

// A node process running a server entry point (entryArgs); its output is kept, and `waitFor`
// resolves once it matches a pattern (and fails at once if the process ends first).
export function nodeProcess([script, ...args]: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...entryArgs(script), ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      for (const listener of listeners) listener();
    });
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`No ${pattern} in ${timeoutMs} ms; the output:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      child.once("exit", () => {
        if (!listeners.has(check)) return;
        listeners.delete(check);
        clearTimeout(timer);
        reject(new Error(`The process ended before ${pattern}; the output:\n${output}`));
      });
      check();
    });
  return { child, waitFor, output: () => output, exited: exitOf(child) };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

// One request written as raw bytes (a Host no HTTP client would send), answered with the status,
// the headers (lower-case names) and the body as text.
// The built web (server/web-server.ts) in its own process, in production mode, in front of the
// given API, on a free port; started but not yet listening (wait for "[web] listening").
// Its upstream timeout is long: on a busy machine a cold page's first API calls may take longer
// than the tests' short default (vitest.config.ts), and these tests are not about that.
export async function startBuiltWeb(apiUrl: string, sessionSecret: string) {
  ensureBuilt();
  const port = await freePort();
  const web = nodeProcess(["server/web-server.ts"], {
    PORT: String(port),
    API_BASE_URL: apiUrl,
    NODE_ENV: "production",
    SESSION_SECRET: sessionSecret,
    UPSTREAM_TIMEOUT_MS: "15000",
  });
  return { web, port };
}

export function rawRequest(port: number, raw: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      // The head in bytes as sent, the body as UTF-8 (a page's words).
      const answer = Buffer.concat(chunks);
      const end = answer.indexOf("\r\n\r\n");
      const head = answer.subarray(0, end < 0 ? answer.length : end).toString("latin1");
      const rest = end < 0 ? [] : [answer.subarray(end + 4).toString("utf8")];
      const [statusLine, ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

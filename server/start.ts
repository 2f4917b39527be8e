// `npm start`: the bundled API and the web together; with API_BASE_URL set, the web alone.
// Ctrl-C (or SIGTERM from a container runtime) stops both.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { startApi } from "./server";

const require = createRequire(import.meta.url);
const api = process.env.API_BASE_URL ? null : await startApi();

const web = spawn(process.execPath, [require.resolve("@remix-run/serve/dist/cli.js"), "build/server/index.js"], {
  stdio: "inherit",
  env: { ...process.env, API_BASE_URL: process.env.API_BASE_URL ?? api?.url },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  web.kill("SIGTERM");
  await api?.stop();
  process.exit(code);
}
web.on("exit", (code) => void stop(code ?? 0));
process.once("SIGINT", () => void stop(0));
process.once("SIGTERM", () => void stop(0));

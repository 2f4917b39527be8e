// `npm start` (server/start.ts) as a real process tree on free ports: SIGTERM lets the web finish
// the forms still arriving before the API stops, and the death of its parent (npm, even by
// kill -9) stops it and frees the ports.
import { spawn } from "node:child_process";
import { connect } from "node:net";

import { expect, it } from "vitest";

import { ensureBuilt, entryArgs, freePort, nodeProcess, portIsFree } from "./testing-processes";

const shopEnv = async () => {
  const [web, api] = [await freePort(), await freePort()];
  return {
    ports: { web, api },
    env: {
      PORT: String(web),
      API_PORT: String(api),
      DATA_DIR: "memory://",
      NODE_ENV: "production" as const,
      SESSION_SECRET: "start-test-session-secret-0123456789abcdef",
      DEV_OIDC_PROVIDER: "off",
    },
  };
};

// A sign-in form whose body arrives in two parts: a few bytes once the web has read the head
// (it answers "100 Continue"), the rest on `finish()`. Answers the final status.
async function slowSignIn(port: number, email: string) {
  const body = new URLSearchParams({ email, password: "not-the-password-42" }).toString();
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  const received = new Set<() => void>();
  socket.on("data", (chunk) => {
    answer += chunk.toString("latin1");
    for (const listener of received) listener();
  });
  const status = new Promise<number>((resolve) =>
    socket.on("close", () => resolve(Number([...answer.matchAll(/HTTP\/1\.1 (\d+)/g)].at(-1)?.[1] ?? 0))),
  );
  socket.write(
    `POST /login HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  await new Promise<void>((resolve) => {
    const check = () => answer.includes("100 Continue") && resolve();
    received.add(check);
  });
  socket.write(body.slice(0, 10));
  return { finish: () => socket.write(body.slice(10)), status };
}

it("on SIGTERM the web finishes the sign-ins still arriving, then the API stops", async () => {
  ensureBuilt();
  const { ports, env } = await shopEnv();
  const shop = nodeProcess(["server/start.ts"], env);
  await shop.waitFor(/\[web\] listening/, 120_000);
  // Every request is under way (its head read by the web) before the shop is told to stop.
  const signIns = await Promise.all(
    Array.from({ length: 5 }, (_, i) => slowSignIn(ports.web, `drain-${i}@example.com`)),
  );
  const stopped = Date.now();
  shop.child.kill("SIGTERM");
  // New connections are refused at once (a proxy sends them to another web), while the
  // requests under way are still being read.
  await expect.poll(() => portIsFree(ports.web), { timeout: 1_000, interval: 50 }).toBe(true);
  for (const signIn of signIns) signIn.finish();
  const statuses = await Promise.all(signIns.map((signIn) => signIn.status));
  // Each reached the API and was told the password is wrong; none got 503.
  expect(statuses).toEqual([400, 400, 400, 400, 400].map(() => expect.toBeOneOf([400, 401, 429])));
  expect(await shop.exited).toBe(0);
  // Within the bound (SHUTDOWN_TIMEOUT_MS, 10 s by default), well inside it here.
  expect(Date.now() - stopped).toBeLessThan(10_000);
  expect(await portIsFree(ports.web)).toBe(true);
  expect(await portIsFree(ports.api)).toBe(true);
}, 180_000);

it("kill -9 of its parent (npm) stops it and frees the ports", async () => {
  ensureBuilt();
  const { ports, env } = await shopEnv();
  // The parent runs start.ts as npm does, and says its pid.
  const parent = spawn(
    process.execPath,
    [
      "-e",
      `const shop = require("node:child_process").spawn(process.execPath, ${JSON.stringify(entryArgs("server/start.ts"))}, { stdio: "inherit" });
       console.log("shop pid " + shop.pid);
       setInterval(() => {}, 1 << 30);`,
    ],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  parent.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  try {
    await expect.poll(() => /\[web\] listening/.test(output), { timeout: 120_000, interval: 200 }).toBe(true);
    const shopPid = Number(/shop pid (\d+)/.exec(output)![1]);
    parent.kill("SIGKILL");
    const started = Date.now();
    await expect
      .poll(async () => (await portIsFree(ports.web)) && (await portIsFree(ports.api)), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => isRunning(shopPid), { timeout: 15_000 }).toBe(false);
    console.info(`[start.test] ports freed ${Date.now() - started} ms after kill -9 of the parent`);
  } finally {
    parent.kill("SIGKILL");
  }
}, 180_000);

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

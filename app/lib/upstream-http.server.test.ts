import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";

import { exchange } from "./upstream-http.server";

// An API that answers the first call on a connection, kept open, and closes the connection
// without a word on the second: what a client sees when the API's idle time-out meets its call.
let calls = 0;
const server = http.createServer((request, response) => {
  calls++;
  const socket = request.socket as typeof request.socket & { served?: number };
  socket.served = (socket.served ?? 0) + 1;
  if (socket.served > 1) return void socket.destroy();
  response.end(`answer ${calls}`);
});
let base: URL;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// Each test starts with no connection kept open.
beforeEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => setTimeout(resolve, 50));
  calls = 0;
});

const call = (method: string) => exchange(base, { method, headers: {}, timeoutMs: 2_000 });

test("a read on a connection the API has just dropped is sent again, once, on a new one", async () => {
  expect((await call("GET")).text).toBe("answer 1");
  // The kept connection is dropped at the second call; the same call on a new one is answered.
  expect((await call("GET")).text).toBe("answer 3");
  expect(calls).toBe(3);
});

test("a post on a dropped connection is not sent twice: it fails", async () => {
  expect((await call("POST")).ok).toBe(true);
  await expect(call("POST")).rejects.toThrow(/socket hang up|ECONNRESET/);
  expect(calls).toBe(2);
});

test("an idle connection is closed by the web a second before the API would close it", async () => {
  // An API that keeps idle connections 2 s (Keep-Alive: timeout=2), and notes who ends each.
  const ends: string[] = [];
  const api = http.createServer((_request, response) => response.end("ok"));
  api.keepAliveTimeout = 2_000;
  api.on("connection", (socket) => socket.on("end", () => ends.push("the web")));
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const url = new URL(`http://127.0.0.1:${(api.address() as AddressInfo).port}/`);
  const closed = new Promise((resolve) => api.on("connection", (socket) => socket.on("close", resolve)));
  expect((await exchange(url, { method: "GET", headers: {}, timeoutMs: 2_000 })).text).toBe("ok");
  await closed;
  // The web sent its end (FIN) first: the API never closes a connection a call may be sent on.
  expect(ends).toEqual(["the web"]);
  await new Promise((resolve) => api.close(resolve));
});

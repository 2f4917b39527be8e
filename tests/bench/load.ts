// One load measurement: autocannon against a target for a bounded time, with the CPU time
// each watched process spent per answered request.
import type { ChildProcess } from "node:child_process";

import autocannon from "autocannon";

import { cpuMs } from "./processes";

export type Target = {
  method?: "GET" | "POST";
  // A fixed path, or one made per request (a new listing every time defeats every cache).
  path: string | (() => string);
  headers?: Record<string, string>;
  body?: () => string;
  // Answers that count as success (a cart post answers with a redirect).
  okStatus?: number[];
  // Puts back what the requests changed (the cart an add fills), before each measurement.
  reset?: (baseUrl: string) => Promise<void>;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  cpuMsPerRequest: number[];
};

// Waits (at most 30 s) until the watched processes are nearly idle, so that work still queued
// from one measurement does not count in the next.
export async function settle(watch: ChildProcess[]) {
  const total = () => watch.reduce((sum, child) => sum + cpuMs(child), 0);
  for (let waited = 0; waited < 30_000; waited += 500) {
    const before = total();
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (total() - before < 50) return;
  }
}

export async function measure(
  baseUrl: string,
  target: Target,
  options: { connections: number; seconds: number; watch: ChildProcess[] },
): Promise<LoadResult> {
  await target.reset?.(baseUrl);
  await settle(options.watch);
  const before = options.watch.map(cpuMs);
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    // Bounded in requests too, whatever the speed.
    maxOverallRequests: options.seconds * 20_000,
    timeout: 10,
    requests: [
      {
        method: target.method ?? "GET",
        headers: target.headers,
        setupRequest: (request) => ({
          ...request,
          path: typeof target.path === "string" ? target.path : target.path(),
          body: target.body?.() ?? request.body,
        }),
      },
    ],
  });
  // CPU is read once the shop is idle again, so the work of requests that timed out counts too,
  // shared by every request sent (answered or not; autocannon's errors include its timeouts).
  await settle(options.watch);
  const sent = Math.max(1, result.requests.total + result.errors);
  const ok = target.okStatus ?? [200];
  const succeeded = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => ok.includes(Number(status)))
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.requests.total - succeeded + result.errors,
    cpuMsPerRequest: options.watch.map((child, index) => (cpuMs(child) - before[index]) / sent),
  };
}

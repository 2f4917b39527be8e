// `npx tsx tests/bench/ab.ts --base DIR [--base DIR2…] [--target listing] [--rounds 6] [--seconds 5]
//  [--connections 4] [--prof DIR] [--own-api] [--products N]`: this checkout's build against another one's (DIR: a copy of
// the repository at the commit to compare with, built, with node_modules beside it), both webs
// in front of one API, in the same run: rounds of the bench's own requests (scenarios.ts) sent
// to each web in turn, the CPU time of that web and of the API per request, from /proc. Medians
// over the rounds, beside the load average, so that a change is measured against what it
// changes on a machine whose load moves. Builds nothing (`npm run build` in both first).
// --prof writes a CPU profile of each web and of the API (node --cpu-prof) into DIR when they stop.
// --own-api starts each build's own API (from its directory) behind its web, to compare API changes.
// --products N seeds N products (PGlite in memory), so that `product-uncached` mostly misses
// every cache, as a day's traffic over a large catalogue does.
// Used for docs/performance/; not a test.
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { measure, type Target } from "./load";
import { startApi, startWeb, stopAll } from "./processes";
import { catalogueOf, scenarios, signedInCookie } from "./scenarios";

const BASE_PORT = Number(process.env.BENCH_PORT ?? 5400);
const { values: args } = parseArgs({
  options: {
    base: { type: "string", multiple: true },
    target: { type: "string", multiple: true },
    rounds: { type: "string", default: "6" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "4" },
    prof: { type: "string" },
    "own-api": { type: "boolean", default: false },
    products: { type: "string" },
  },
});

const watchdog = setTimeout(() => {
  console.error("[ab] gave up after 30 minutes");
  stopAll();
  process.exit(1);
}, 30 * 60_000);
process.once("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  const profile = args.prof && `--cpu-prof --cpu-prof-dir=${path.resolve(args.prof)}`;
  const nodeFlags = profile ? profile.split(" ") : undefined;
  const builds = [{ name: "this checkout", dir: process.cwd() }];
  for (const base of (args.base ?? []).reverse()) builds.unshift({ name: base, dir: path.resolve(base) });
  // One API for every web, this checkout's; with --own-api each build's web in front of its own.
  const products = args.products ? Number(args.products) : undefined;
  const shared = args["own-api"] ? undefined : await startApi({ port: BASE_PORT + 1, nodeFlags, products });
  const names = args.target ?? ["listing", "add-to-cart"];
  // A member only for the targets that need one (signing up waits for its mail).
  const signedIn = names.some((name) => name.startsWith("add-to-cart") || name.startsWith("member-"));
  const webs = [];
  for (const [index, build] of builds.entries()) {
    const port = BASE_PORT + 3 + index;
    const own = shared
      ? undefined
      : await startApi({ port: BASE_PORT + 20 + index, nodeFlags, cwd: build.dir, products });
    const { api, apiUrl, mail } = (shared ?? own)!;
    const web = await startWeb({ port, apiUrl, nodeFlags, cwd: build.dir });
    const webUrl = `http://127.0.0.1:${port}`;
    const cookie = signedIn ? await signedInCookie({ apiUrl, webUrl, mail }) : "";
    const targets: Record<string, Target> = scenarios(await catalogueOf(apiUrl), cookie);
    webs.push({ ...build, web, api, url: webUrl, targets });
  }
  const connections = Number(args.connections);
  const seconds = Number(args.seconds);
  const rows: string[] = [];
  for (const name of names) {
    if (!webs[0].targets[name])
      throw new Error(`no target "${name}": ${Object.keys(webs[0].targets).join(", ")}`);
    const samples = webs.map(() => ({ web: [] as number[], api: [] as number[], requests: 0, failures: 0 }));
    const loads: number[] = [];
    // One unmeasured round each first: the first requests compile the code.
    for (const { url, web, api, targets } of webs)
      await measure(url, targets[name], { connections, seconds: 2, watch: [web, api] });
    for (let round = 0; round < Number(args.rounds); round++) {
      loads.push(os.loadavg()[0]);
      // Each round in the other order, so that neither build always goes first.
      const order = round % 2 ? [...webs.keys()].reverse() : [...webs.keys()];
      for (const index of order) {
        const { url, web, api, targets } = webs[index];
        const result = await measure(url, targets[name], { connections, seconds, watch: [web, api] });
        samples[index].web.push(result.cpuMsPerRequest[0]);
        samples[index].api.push(result.cpuMsPerRequest[1]);
        samples[index].requests += result.requests;
        samples[index].failures += result.failures;
        console.error(
          `[ab] ${name} round ${round + 1} ${webs[index].name}: web ${result.cpuMsPerRequest[0].toFixed(2)}, API ${result.cpuMsPerRequest[1].toFixed(2)} ms/req (${result.requests} requests, load ${os.loadavg()[0].toFixed(1)})`,
        );
      }
    }
    for (const [index, { name: build }] of webs.entries()) {
      const { web, api: apiMs, requests, failures } = samples[index];
      const [w, a] = [median(web), median(apiMs)];
      rows.push(
        `| ${name} | ${build} | ${requests} | ${failures} | ${w.toFixed(2)} | ${a.toFixed(2)} | ${(w + a).toFixed(2)} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
      );
    }
  }
  console.log(
    [
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, ${args.rounds} rounds of ${seconds} s per build at ${connections} connections`,
      "",
      "| target | build | requests | failures | web CPU ms/req (median) | API | web + API | load average |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n"),
  );
} finally {
  clearTimeout(watchdog);
  stopAll();
}

// `npx tsx tests/bench/soak.ts [--minutes 5] [--phase 10] [--connections 16] [--flags="…"]…`:
// the bench's requests, page after page as the bench sends them, against the web for a few
// minutes, sampling its memory as the kernel (RSS) and V8 (heap used and reserved, external,
// array buffers, the young generation) count it, so that a heap that grows is told apart from
// RSS that V8 and malloc keep after a peak. Each --flags (node flags, "" for none) starts one
// more web on the same API (a word NAME=value in it is set in that web's environment, for
// malloc's tunables); the webs take turns, page by page, so their CPU per request is
// compared in the same run. Ends with each web idle, then after a full collection (live heap).
// Bounded: at most 10 minutes of load. Writes every sample as CSV (--out).
import { type ChildProcess, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { measure, settle } from "./load";
import { rssMb, startApi, startWeb, stopAll } from "./processes";
import { catalogueOf, scenarios, signedInCookie } from "./scenarios";

const BASE_PORT = Number(process.env.BENCH_PORT ?? 5400);
const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "5" },
    phase: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    sample: { type: "string", default: "5" },
    flags: { type: "string", multiple: true },
    out: { type: "string", default: `/tmp/soak-${Date.now()}.csv` },
  },
});
const minutes = Math.min(10, Number(args.minutes));
const phaseSeconds = Number(args.phase);
const connections = Number(args.connections);
const variants = (args.flags ?? [""]).map((flags) => flags.split(" ").filter(Boolean));
const isEnv = (word: string) => /^[A-Z_][A-Z0-9_]*=/.test(word);

type Memory = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
};
type ProbeAnswer = { kind: string; memory: Memory; spacesKb: Record<string, number> };
type Sample = {
  seconds: number;
  web: number;
  phase: string;
  rssMb: number;
  memory: Memory;
  spacesKb: Record<string, number>;
};

const MB = 1024 * 1024;
const UNDER_LOAD = ["home", "listing-cached", "product"] as const;
const started = Date.now();
const samples: Sample[] = [];
let phase = "start";

function ask(web: ChildProcess, kind: "sample" | "gc"): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    const onMessage = (message: ProbeAnswer) => {
      if (message.kind !== kind) return;
      web.off("message", onMessage);
      resolve(message);
    };
    web.on("message", onMessage);
    web.send(kind);
  });
}

async function sample(webs: ChildProcess[], kind: "sample" | "gc" = "sample") {
  for (const [index, web] of webs.entries()) {
    const answer = await ask(web, kind);
    samples.push({
      seconds: Math.round((Date.now() - started) / 1000),
      web: index,
      phase: kind === "gc" ? `${phase} (after gc)` : phase,
      rssMb: rssMb(web),
      memory: answer.memory,
      spacesKb: answer.spacesKb,
    });
  }
}

const watchdog = setTimeout(
  () => {
    console.error("[soak] gave up after 25 minutes");
    stopAll();
    process.exit(1);
  },
  (minutes + 15) * 60_000,
);
process.once("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

try {
  console.error("[soak] building");
  if (spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] }).status !== 0) {
    throw new Error("npm run build failed");
  }
  const { api, apiUrl, mail } = await startApi({ port: BASE_PORT + 1 });
  const webs: ChildProcess[] = [];
  const urls: string[] = [];
  for (const [index, words] of variants.entries()) {
    const port = BASE_PORT + 2 + index;
    const env = Object.fromEntries(words.filter(isEnv).map((word) => word.split("=")));
    const nodeFlags = words.filter((word) => !isEnv(word));
    webs.push(await startWeb({ port, apiUrl, nodeFlags, env, probe: true }));
    urls.push(`http://127.0.0.1:${port}`);
  }
  const catalogue = await catalogueOf(apiUrl);
  const targets = scenarios(catalogue, await signedInCookie({ apiUrl, webUrl: urls[0], mail }));
  // The bench's pages at its connections, then those it runs --under-load at 32.
  const phases = [
    ...Object.entries(targets).map(([name, target]) => ({ name, target, connections })),
    ...UNDER_LOAD.map((name) => ({ name: `${name} at 32`, target: targets[name], connections: 32 })),
  ];
  await sample(webs);
  const sampler = setInterval(() => void sample(webs), Number(args.sample) * 1000);

  // CPU ms and requests per web and page, summed over the rounds.
  const totals = variants.map(() => new Map<string, { cpuMs: number; requests: number; failures: number }>());
  const deadline = started + minutes * 60_000;
  for (let round = 1; Date.now() < deadline; round++) {
    for (const { name, target, connections } of phases) {
      for (const [index, web] of webs.entries()) {
        if (Date.now() >= deadline) break;
        phase = `round ${round} ${name} web ${index}`;
        const result = await measure(urls[index], target, {
          connections,
          seconds: phaseSeconds,
          watch: [web, api],
        });
        const sent = result.requests;
        const total = totals[index].get(name) ?? { cpuMs: 0, requests: 0, failures: 0 };
        total.cpuMs += result.cpuMsPerRequest[0] * Math.max(1, sent);
        total.requests += sent;
        total.failures += result.failures;
        totals[index].set(name, total);
      }
    }
  }
  clearInterval(sampler);
  phase = "idle";
  await settle([...webs, api]);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await sample(webs);
  await sample(webs, "gc");
  writeFileSync(args.out, csvOf(samples));
  console.log(summary(totals));
  console.error(`[soak] ${samples.length} samples written to ${args.out}`);
} finally {
  clearTimeout(watchdog);
  stopAll();
}

function csvOf(rows: Sample[]) {
  const head =
    "seconds,web,phase,rss_mb,heap_used_mb,heap_total_mb,external_mb,array_buffers_mb,new_space_kb";
  const lines = rows.map((row) =>
    [
      row.seconds,
      row.web,
      JSON.stringify(row.phase),
      row.rssMb,
      (row.memory.heapUsed / MB).toFixed(1),
      (row.memory.heapTotal / MB).toFixed(1),
      (row.memory.external / MB).toFixed(1),
      (row.memory.arrayBuffers / MB).toFixed(1),
      row.spacesKb.new_space ?? 0,
    ].join(","),
  );
  return [head, ...lines].join("\n") + "\n";
}

// Per web: its flags, its memory at the end of each round and after the collection, and its
// CPU per request by page beside the first web's (a ratio taken in the same run).
function summary(totals: Map<string, { cpuMs: number; requests: number; failures: number }>[]) {
  const out: string[] = [];
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  for (const [index, flags] of variants.entries()) {
    out.push(`## web ${index}: ${flags.join(" ") || "(no flags)"}`, "");
    out.push("| s | phase | RSS MB | heap used MB | heap total MB | external MB | array buffers MB |");
    out.push("|---|---|---|---|---|---|---|");
    const mine = samples.filter((row) => row.web === index);
    // The last sample of each page's phase: where memory stood when that page's load ended.
    const shown = mine.filter((row, at) => mine[at + 1]?.phase !== row.phase);
    for (const row of shown) {
      const m = row.memory;
      out.push(
        `| ${row.seconds} | ${row.phase} | ${row.rssMb} | ${mb(m.heapUsed)} | ${mb(m.heapTotal)} | ${mb(m.external)} | ${mb(m.arrayBuffers)} |`,
      );
    }
    out.push("", "| page | requests | failures | web CPU ms/req | of web 0 |", "|---|---|---|---|---|");
    for (const [name, total] of totals[index]) {
      const own = total.cpuMs / Math.max(1, total.requests);
      const first = totals[0].get(name)!;
      const ratio = own / (first.cpuMs / Math.max(1, first.requests));
      out.push(
        `| ${name} | ${total.requests} | ${total.failures} | ${own.toFixed(2)} | ${ratio.toFixed(2)} |`,
      );
    }
    out.push("");
  }
  return out.join("\n");
}

// `npx tsx tests/bench/main-thread.ts --base DIR [--loads 3] [--lighthouse 3] [--slowdown 2.7]
// [--profile] [--samples] [--pages home,ar-listing,cart,…]`:
// the phone's main thread of two builds side by side (a copy of the repository at another commit,
// built, as tests/bench/ab.ts takes it, and this checkout, built), on one API, A/B alternated:
// - the main-thread tasks of a page load from a Chromium trace (thread CPU time, `tdur`), those
//   of 5 ms or more after the first contentful paint, counted and summed;
// - the components React rendered in each commit (its DevTools hook), and the elements; with
//   `--samples`, instead, the functions V8 sampled in each of those tasks;
// - Lighthouse mobile at a fixed CPU slowdown, each run apart (not a median).
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { chromium } from "playwright-core";

import { CHROME_PATH, lighthouseOnce } from "./browser";
import { startApi, startWeb, stopAll } from "./processes";
import { catalogueOf, fillCart, signedInCookie } from "./scenarios";

const { values: args } = parseArgs({
  options: {
    base: { type: "string", multiple: true },
    loads: { type: "string", default: "3" },
    lighthouse: { type: "string", default: "0" },
    slowdown: { type: "string", default: "9.5" },
    pages: { type: "string", default: "home,listing,product" },
    // V8's sampling profile of each load instead of a trace: the functions that took the main
    // thread's time, by self time.
    profile: { type: "boolean", default: false },
    // V8's samples in the trace: the functions that took each long task (self time, top three).
    samples: { type: "boolean", default: false },
  },
});
const BASE_PORT = Number(process.env.BENCH_PORT ?? 5500);
const LONG_TASK_MS = 5;

// Installed before any script of the page: React DOM registers with it and calls it at every
// commit; it counts the components that rendered (React DevTools' own test: PerformedWork, and
// a subtree is skipped when its children are the ones of the previous commit).
const REACT_HOOK = `
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), checkDCE() {}, onScheduleFiberRoot() {},
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const started = performance.now();
      const COMPONENT = new Set([0, 1, 11, 14, 15]);
      let components = 0, elements = 0;
      const mountOne = (f) => {
        if (COMPONENT.has(f.tag)) components++;
        if (f.tag === 5) elements++;
        mount(f.child);
      };
      const mount = (fiber) => { for (let f = fiber; f; f = f.sibling) mountOne(f); };
      const update = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          const prev = f.alternate;
          if (!prev) { mountOne(f); continue; }
          if (COMPONENT.has(f.tag) && (f.flags & 1) === 1) components++;
          if (f.child !== prev.child) update(f.child);
        }
      };
      const current = root.current;
      if (!current.alternate || !current.alternate.child) mount(current.child);
      else update(current.child);
      window.__commits.push({ at: Math.round(started), components, elements });
    },
  };
`;

// Lighthouse's mobile emulation (its default: a Moto G Power's screen), so that the page lays
// out as it does in the audit: a phone's menu, filter sheet and image sizes.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
};

type Task = { at: number; cpu: number; wall: number; what: string; ts: number; dur: number };
type Load = { tasks: Task[]; commits: { at: number; components: number; elements: number }[]; dom: number };

async function traceLoad(url: string, headers?: Record<string, string>): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: headers });
    // The hook walks the fiber tree at each commit, in the commit's task: not while sampling.
    if (!args.samples) await context.addInitScript(REACT_HOOK);
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "toplevel",
        "loading",
        "v8.execute",
        "blink.user_timing",
        ...(args.samples ? ["disabled-by-default-v8.cpu_profiler"] : []),
      ],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector("body[data-hydrated]", { state: "attached" });
    // The idle prefetch and whatever waits for idle (2 s at the latest), then a quiet second.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1500), { timeout: 2500 })),
    );
    const found = await page.evaluate(() => ({
      commits: (window as unknown as { __commits?: Load["commits"] }).__commits ?? [],
      dom: document.getElementsByTagName("*").length,
    }));
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    const tasks = longTasks(trace.traceEvents);
    if (args.samples) nameTheirFunctions(tasks, trace.traceEvents);
    return { ...found, tasks };
  } finally {
    await browser.close();
  }
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

// The page's main thread is the one that painted its first content; its tasks from then on.
function longTasks(events: TraceEvent[]): Task[] {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const navigation = events.find((e) => e.name === "navigationStart" && e.pid === fcp?.pid);
  if (!fcp || !navigation) return [];
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X");
  return (
    main
      .filter((e) => e.name === "RunTask" && e.ts >= fcp.ts && (e.tdur ?? 0) >= LONG_TASK_MS * 1000)
      // Not the page's: Playwright's own scripts (its selector engine, the evaluations above) run
      // as a script without a URL sent over DevTools' channel.
      .filter((task) => {
        const first = main.find(
          (e) => e !== task && e.ts >= task.ts && e.name !== "ThreadControllerImpl::RunTask",
        );
        return !(
          first?.name === "Receive mojo message" &&
          main.some(
            (e) =>
              e.ts >= first.ts &&
              e.ts <= first.ts + (first.dur ?? 0) &&
              e.name === "EvaluateScript" &&
              !e.args?.data?.url,
          )
        );
      })
      .map((task) => {
        const end = task.ts + (task.dur ?? 0);
        const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end && (e.dur ?? 0) > 500);
        const what = inside
          .slice(0, 4)
          .map((e) => `${e.name}${e.args?.data?.url ? `(${String(e.args.data.url).split("/").pop()})` : ""}`)
          .join(" > ");
        return {
          at: Math.round((task.ts - navigation.ts) / 1000),
          cpu: Math.round((task.tdur ?? 0) / 100) / 10,
          wall: Math.round((task.dur ?? 0) / 100) / 10,
          what,
          ts: task.ts,
          dur: task.dur ?? 0,
        };
      })
  );
}

// The page's samples (trace clock, µs) by function, put in the long task they fell in.
function nameTheirFunctions(tasks: Task[], events: TraceEvent[]) {
  type Chunk = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
  // Keyed by profile and node: node ids restart at 1 in each profile.
  const frames = new Map<string, string>();
  const samples: { at: number; node: string }[] = [];
  const main = events.find((e) => e.name === "firstContentfulPaint");
  const profiles = events.filter((e) => e.name === "Profile" && e.pid === main?.pid && e.tid === main?.tid);
  for (const [index, profile] of profiles.entries()) {
    let at = Number((profile.args?.data as { startTime?: number })?.startTime ?? 0);
    // A profile's id is only unique within its process (every renderer's first is 0x1).
    const chunks = events.filter(
      (e) =>
        e.name === "ProfileChunk" &&
        e.pid === profile.pid &&
        (e as { id?: string }).id === (profile as { id?: string }).id,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data as Chunk;
      for (const node of data.cpuProfile?.nodes ?? []) {
        const { functionName, url = "", lineNumber = -1, columnNumber = -1 } = node.callFrame;
        frames.set(
          `${index}:${node.id}`,
          `${functionName || "(anon)"} ${url.split("/").pop()}:${lineNumber + 1}:${columnNumber + 1}`,
        );
      }
      (data.cpuProfile?.samples ?? []).forEach((node, sample) => {
        at += data.timeDeltas?.[sample] ?? 0;
        samples.push({ at, node: `${index}:${node}` });
      });
    }
  }
  for (const task of tasks) {
    const count = new Map<string, number>();
    for (const { at, node } of samples) {
      if (at < task.ts || at > task.ts + task.dur) continue;
      const name = frames.get(node) ?? "?";
      count.set(name, (count.get(name) ?? 0) + 1);
    }
    const top = [...count].sort((a, b) => b[1] - a[1]).slice(0, 3);
    task.what += ` {${top.map(([name, n]) => `${n}× ${name}`).join(", ")}}`;
  }
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

// The functions that took the most of a page load's main thread, from the first byte to idle
// after hydration (self time, ms, sampled every 100 µs).
async function profileLoad(url: string, headers?: Record<string, string>) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: headers });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector("body[data-hydrated]", { state: "attached" });
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1500), { timeout: 2500 })),
    );
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
    const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const { functionName, url: script, lineNumber, columnNumber } = byNode.get(id)!.callFrame;
      const name = `${functionName || "(anonymous)"} ${script.split("/").pop()}:${lineNumber + 1}:${columnNumber + 1}`;
      self.set(name, (self.get(name) ?? 0) + profile.timeDeltas[index] / 1000);
    });
    const idle = ["(idle)", "(program)", "(garbage collector)"];
    const busy = [...self].filter(([name]) => !idle.some((word) => name.startsWith(word)));
    const total = busy.reduce((sum, [, ms]) => sum + ms, 0);
    return { total, top: busy.sort((a, b) => b[1] - a[1]).slice(0, 25) };
  } finally {
    await browser.close();
  }
}

// The commits of a client-side navigation, home to a listing by the footer's link: from the
// click to the new page in place.
async function navigationCommits(url: string) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(REACT_HOOK);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector("body[data-hydrated]", { state: "attached" });
    await page.waitForTimeout(3000);
    await page.evaluate(() => ((window as unknown as { __commits: unknown[] }).__commits = []));
    await page.locator('footer a[href="/products?c1=CL-001"]').click();
    await page.waitForURL(/\/products\?c1=CL-001/);
    await page.waitForTimeout(1000);
    return await page.evaluate(() => (window as unknown as { __commits: Load["commits"] }).__commits);
  } finally {
    await browser.close();
  }
}

const load = () => os.loadavg()[0].toFixed(1);

try {
  const api = await startApi({ port: BASE_PORT + 1 });
  const builds = [
    ...(args.base ?? []).map((dir, index) => ({
      name: path.basename(dir),
      dir: path.resolve(dir),
      port: BASE_PORT + 10 + index,
    })),
    { name: "head", dir: process.cwd(), port: BASE_PORT },
  ];
  for (const build of builds) await startWeb({ port: build.port, apiUrl: api.apiUrl, cwd: build.dir });
  const catalogue = await catalogueOf(api.apiUrl);
  const shopOf = (port: number) => ({ ...api, webUrl: `http://127.0.0.1:${port}` });
  const cookie = await signedInCookie(shopOf(BASE_PORT));
  // Three lines, as the bench's Lighthouse audits the cart and checkout (a product's slug alone
  // adds nothing when it has sizes, and an empty cart is another page).
  await fillCart(`http://127.0.0.1:${BASE_PORT}`, cookie, { path: "/" }, catalogue.skus);
  const paths: Record<string, string> = {
    home: "/",
    listing: "/products?c1=CL-001",
    product: `/products/${catalogue.productSlug}`,
    cart: "/cart",
    checkout: "/checkout",
  };
  // The same pages in Arabic ("ar-listing", …): a right-to-left page of another catalogue.
  for (const [name, url] of Object.entries(paths)) paths[`ar-${name}`] = `/ar${url === "/" ? "" : url}`;
  const pages = args.pages.split(",");
  const headersOf = (name: string) => (/^(ar-)?(cart|checkout)$/.test(name) ? { Cookie: cookie } : undefined);
  console.log(`# main thread, ${new Date().toISOString()}, load ${load()}`);
  for (const name of pages) {
    for (let round = 0; round < Number(args.loads); round++) {
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        if (name === "navigation") {
          const commits = await navigationCommits(`http://127.0.0.1:${build.port}/`);
          console.log(
            `navigation ${build.name}: ${commits.map((c) => `${c.components}/${c.elements}`).join(", ")}`,
          );
          continue;
        }
        if (args.profile) {
          const { total, top } = await profileLoad(
            `http://127.0.0.1:${build.port}${paths[name]}`,
            headersOf(name),
          );
          console.log(`${name} ${build.name} load ${load()}: JavaScript ${total.toFixed(1)} ms`);
          for (const [fn, ms] of top) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${fn}`);
          continue;
        }
        const result = await traceLoad(`http://127.0.0.1:${build.port}${paths[name]}`, headersOf(name));
        const cpu = result.tasks.reduce((sum, task) => sum + task.cpu, 0);
        // A rough TBT of these tasks at the slowdown (Lighthouse's simulation differs).
        const slowdown = Number(args.slowdown);
        const over = result.tasks.reduce((sum, task) => sum + Math.max(0, slowdown * task.cpu - 50), 0);
        const longest = Math.max(0, ...result.tasks.map((task) => task.cpu));
        console.log(
          `${name} ${build.name} load ${load()}: tasks≥${LONG_TASK_MS}ms ${result.tasks.length}, ${cpu.toFixed(1)} ms CPU, longest ${longest}, over ${Math.round(over)} at ${slowdown}×; dom ${result.dom}`,
        );
        console.log(`  tasks: ${result.tasks.map((t) => `@${t.at} ${t.cpu}ms [${t.what}]`).join("; ")}`);
        console.log(
          `  commits: ${result.commits.map((c) => `@${c.at} ${c.components}/${c.elements}`).join(", ")}`,
        );
      }
    }
  }
  const runs = Number(args.lighthouse);
  const calibration = { benchmarkIndex: NaN, multiplier: Number(args.slowdown) };
  for (const name of runs ? pages : []) {
    for (let round = 0; round < runs; round++) {
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        const before = load();
        const audit = await lighthouseOnce(`http://127.0.0.1:${build.port}${paths[name]}`, {
          calibration,
          headers: headersOf(name),
        }).catch((error: Error) => error);
        if (audit instanceof Error) {
          console.log(`lighthouse ${name} ${build.name} load ${before}→${load()}: ${audit.message}`);
          continue;
        }
        console.log(
          `lighthouse ${name} ${build.name} load ${before}→${load()}: perf ${audit.performance}, TBT ${Math.round(audit.tbtMs)} ms, FCP ${Math.round(audit.fcpMs)}, LCP ${Math.round(audit.lcpMs)}, benchmarkIndex ${audit.benchmarkIndex}`,
        );
        const tasks = audit.longTasks.map(
          (t) => `@${Math.round(t.startTime)} ${Math.round(t.duration)}ms ${t.url.split("/").pop()}`,
        );
        console.log(`  long tasks: ${tasks.join("; ")}`);
      }
    }
  }
} finally {
  stopAll();
}

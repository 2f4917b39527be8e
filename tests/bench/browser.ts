// What a real browser receives (Debian's Chromium through playwright-core), and Lighthouse's
// mobile audit of the same pages.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);
export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"];

// What a page needs to render and hydrate (its scripts up to hydration), apart from what the idle
// link prefetch fetches ahead for the pages its links open (app/lib/prefetch.ts), which the
// page itself never runs.
export type PageWeight = {
  scripts: number;
  jsGzipKb: number;
  smallScripts: number;
  prefetchScripts: number;
  prefetchJsGzipKb: number;
  htmlKb: number;
  inlineScriptKb: number;
  forms: number;
  images: number;
};

export async function weighPages(baseUrl: string, paths: Record<string, string>) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const weights: Record<string, PageWeight> = {};
  try {
    for (const [name, pagePath] of Object.entries(paths))
      weights[name] = await weighPage(browser, baseUrl + pagePath);
  } finally {
    await browser.close();
  }
  return weights;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

async function weighPage(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const scripts: { path: string; body: Promise<Buffer> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push({ path: new URL(response.url()).pathname, body: response.body() });
  });
  const answer = await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("body[data-hydrated]", { state: "attached" });
  // The idle prefetch starts once the page is idle (2 s at the latest) and hands on what is in view.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(done), { timeout: 2000 })),
  );
  await page.waitForLoadState("networkidle");
  // The page's own modules: those its document lists to preload for hydration (late-hydration.ts).
  const markup = (await answer?.text()) ?? "";
  const preloaded = new Set(
    Array.from(markup.matchAll(/rel="x-modulepreload-after-load" href="([^"]+)"/g), (m) => m[1]),
  );
  const bodies = await Promise.all(
    scripts.map(async ({ path, body }) => ({
      size: (await body).length,
      gzip: gzipSync(await body).length,
      ahead: !preloaded.has(path),
    })),
  );
  const html = Buffer.byteLength(markup);
  const counts = await page.evaluate(() => ({
    forms: document.forms.length,
    images: document.images.length,
    inline: Array.from(document.querySelectorAll("script:not([src])")).reduce(
      (sum, script) => sum + (script.textContent?.length ?? 0),
      0,
    ),
  }));
  await page.close();
  const own = bodies.filter((body) => !body.ahead);
  const ahead = bodies.filter((body) => body.ahead);
  const kb = (list: typeof bodies) => list.reduce((sum, body) => sum + body.gzip, 0) / 1024;
  return {
    scripts: own.length,
    jsGzipKb: kb(own),
    smallScripts: own.filter((body) => body.size < 1024).length,
    prefetchScripts: ahead.length,
    prefetchJsGzipKb: kb(ahead),
    htmlKb: html / 1024,
    inlineScriptKb: counts.inline / 1024,
    forms: counts.forms,
    images: counts.images,
  };
}

export type Audit = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
};

// The CPU slowdown that makes this host a mid-tier phone, from the benchmarkIndex Lighthouse
// measures at every run: Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") send
// you to its CPU throttling calculator, which is piecewise linear: 150 → 1×, 800 → 2×, 1300 → 3×,
// then 1× more per 233 (2000 → 6×). Its default 4× is for a high-end desktop of about 1,530.
// A host of 2,594 is 8.6× (the bench used index / 437.5 until 2026-11-28: 5.9×, a faster phone).
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.min(20, Math.max(1, Math.round(multiplier * 10) / 10));
}

// The host's benchmarkIndex and its CPU slowdown, from one audit of `url`.
export async function calibrate(url: string): Promise<Calibration> {
  const { benchmarkIndex } = await lighthouseOnce(url);
  return { benchmarkIndex, multiplier: cpuSlowdownFor(benchmarkIndex) };
}
export type Calibration = { benchmarkIndex: number; multiplier: number };

// The median of each figure over `runs` mobile audits (Lighthouse's default form factor), at
// the calibrated CPU slowdown; `headers` go with every request (a signed-in member's cookie).
export async function lighthouse(
  url: string,
  runs: number,
  options: { calibration?: Calibration; headers?: Record<string, string> } = {},
): Promise<Audit> {
  const audits: Audit[] = [];
  for (let run = 0; run < runs; run++) audits.push(await lighthouseOnce(url, options));
  const median = (pick: (audit: Audit) => number) => {
    const values = audits.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return {
    performance: median((a) => a.performance),
    accessibility: median((a) => a.accessibility),
    bestPractices: median((a) => a.bestPractices),
    seo: median((a) => a.seo),
    tbtMs: median((a) => a.tbtMs),
    cls: median((a) => a.cls),
    lcpMs: median((a) => a.lcpMs),
    fcpMs: median((a) => a.fcpMs),
  };
}

// Lighthouse's long tasks of one audit (its simulated durations at the CPU slowdown): where its
// TBT comes from.
export type LongTask = { url: string; startTime: number; duration: number };

export async function lighthouseOnce(
  url: string,
  { calibration, headers }: { calibration?: Calibration; headers?: Record<string, string> } = {},
): Promise<Audit & { benchmarkIndex: number; longTasks: LongTask[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const output = path.join(dir, "report.json");
  try {
    await run(process.execPath, [
      require.resolve("lighthouse/cli/index.js"),
      url,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      `--chrome-flags=--headless=new ${CHROME_ARGS.join(" ")}`,
      "--max-wait-for-load=30000",
      ...(calibration ? [`--throttling.cpuSlowdownMultiplier=${calibration.multiplier}`] : []),
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ]);
    const report = JSON.parse(readFileSync(output, "utf8"));
    const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
    const value = (audit: string) => Number(report.audits[audit]?.numericValue ?? NaN);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      tbtMs: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      lcpMs: value("largest-contentful-paint"),
      fcpMs: value("first-contentful-paint"),
      benchmarkIndex: Number(report.environment?.benchmarkIndex ?? NaN),
      longTasks: (report.audits["long-tasks"]?.details?.items ?? []) as LongTask[],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH },
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited ${code}`));
    });
  });
}

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

export type PageWeight = {
  scripts: number;
  jsGzipKb: number;
  smallScripts: number;
  htmlKb: number;
  inlineScriptKb: number;
  forms: number;
  images: number;
};

export async function weighPages(baseUrl: string, paths: Record<string, string>) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const weights: Record<string, PageWeight> = {};
  try {
    for (const [name, pagePath] of Object.entries(paths)) {
      const page = await browser.newPage();
      const scripts: Promise<Buffer>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.body());
      });
      const answer = await page.goto(baseUrl + pagePath, { waitUntil: "networkidle" });
      const bodies = await Promise.all(scripts);
      const html = (await answer?.body())?.length ?? 0;
      const counts = await page.evaluate(() => ({
        forms: document.forms.length,
        images: document.images.length,
        inline: Array.from(document.querySelectorAll("script:not([src])")).reduce(
          (sum, script) => sum + (script.textContent?.length ?? 0),
          0,
        ),
      }));
      weights[name] = {
        scripts: bodies.length,
        jsGzipKb: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024,
        smallScripts: bodies.filter((body) => body.length < 1024).length,
        htmlKb: html / 1024,
        inlineScriptKb: counts.inline / 1024,
        forms: counts.forms,
        images: counts.images,
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
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

// Lighthouse's default CPU slowdown (4×) takes a high-end desktop (benchmarkIndex 1500-2000,
// about 1,750) to a mid-tier phone; the same phone on any host is its index over this one
// (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown").
const PHONE_BENCHMARK_INDEX = 1750 / 4;

// The host's benchmarkIndex (Lighthouse measures it at every run) and the CPU slowdown that
// makes the host that phone, from one audit of `url`: between 1× and 20×, to one decimal.
export async function calibrate(url: string): Promise<Calibration> {
  const { benchmarkIndex } = await lighthouseOnce(url);
  const multiplier = Math.min(
    20,
    Math.max(1, Math.round((10 * benchmarkIndex) / PHONE_BENCHMARK_INDEX) / 10),
  );
  return { benchmarkIndex, multiplier };
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

async function lighthouseOnce(
  url: string,
  { calibration, headers }: { calibration?: Calibration; headers?: Record<string, string> } = {},
): Promise<Audit & { benchmarkIndex: number }> {
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

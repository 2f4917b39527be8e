// The bench's findings as markdown, with the budgets checked.
import type { BenchReport } from "./bench";

const LABELS: Record<string, string> = {
  home: "home `/`",
  listing: "listing, a new price range per request (uncached, no cookie)",
  "listing-cached": "listing, the same URL (cacheable, no cookie)",
  product: "product page",
  "product-uncached": "product page, a random product each request (no cookie; caches warm after a pass)",
  search: "search `/search?q=dress`",
  "add-to-cart": "add to cart, signed in: a variant, quantity 1 (POST /cart, then the API's PUT /api/cart)",
};

const n = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "–";

export function renderReport(report: BenchReport): string {
  return [
    `# Bench ${report.when.slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Commit ${report.commit} · ${report.machine} (load average ${n(report.loadAverage[0], 1)} at the start, ` +
      `${n(report.loadAverage[1], 1)} at the end) · ${n(report.products)} products on PGlite (in memory) · ` +
      `load generator on the same machine (autocannon, ${report.connections} connections, ` +
      `${report.seconds} s per page after 1 s of warm-up) · Lighthouse mobile, median of ${report.lighthouseRuns}, ` +
      `CPU slowdown ${n(report.calibration.multiplier, 1)}× calibrated from the host's benchmarkIndex ` +
      `${n(report.calibration.benchmarkIndex)} (a mid-tier phone on any host: tests/bench/browser.ts).`,
    "",
    ...loadSection(report),
    ...underLoadSection(report),
    ...weightSection(report),
    ...auditSection(report),
    `Memory after the bench: web ${report.rss.web} MB, API ${report.rss.api} MB (RSS).`,
    "",
    ...budgetSection(report),
  ].join("\n");
}

function loadSection(report: BenchReport) {
  const rows = Object.entries(report.load).map(([name, { shop, ceiling }]) =>
    [
      LABELS[name] ?? name,
      n(shop.requestsPerSecond),
      `${n(shop.p50)} / ${n(shop.p99)}`,
      n(shop.cpuMsPerRequest[0], 2),
      n(shop.cpuMsPerRequest[1], 2),
      n(shop.cpuMsPerRequest[0] + shop.cpuMsPerRequest[1], 2),
      n(shop.failures),
      n(ceiling.requestsPerSecond),
      `${n(ceiling.p50)} / ${n(ceiling.p99)}`,
      `${n((100 * shop.requestsPerSecond) / ceiling.requestsPerSecond)} %`,
    ].join(" | "),
  );
  return [
    "## Load",
    "",
    "CPU is user + system time of each process (from `/proc/<pid>/stat`, read before and after, each time " +
      "once the processes are idle) divided by the requests sent. " +
      "The static ceiling serves the same answer from memory with bare `node:http`.",
    "",
    "| page | req/s | p50 / p99 ms | web CPU ms/req | API CPU ms/req | web + API | failures | static req/s | static p50 / p99 ms | of static |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => `| ${row} |`),
    "",
  ];
}

function underLoadSection(report: BenchReport) {
  const entries = Object.entries(report.underLoad);
  if (entries.length === 0) return [];
  return [
    "## Under load: 32 connections for 60 s (one listing URL)",
    "",
    "| page | requests | failures | req/s | p50 / p99 ms |",
    "|---|---|---|---|---|",
    ...entries.map(
      ([name, result]) =>
        `| ${name} | ${n(result.requests)} | ${n(result.failures)} | ${n(result.requestsPerSecond)} | ${n(result.p50)} / ${n(result.p99)} |`,
    ),
    "",
  ];
}

function weightSection(report: BenchReport) {
  return [
    "## Page weight (Chromium, JavaScript on)",
    "",
    "What a page needs to render and hydrate (its scripts until hydration), apart from what the idle link prefetch fetches ahead for the pages its links open, which this page does not run.",
    "",
    "| page | HTML KB (decoded) | inline scripts KB (hydration data) | script files | of them under 1 KB | JS KB gzip | fetched ahead when idle: files | KB gzip | forms | images |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...Object.entries(report.weights).map(
      ([name, w]) =>
        `| ${name} | ${n(w.htmlKb, 1)} | ${n(w.inlineScriptKb, 1)} | ${w.scripts} | ${w.smallScripts} | ${n(w.jsGzipKb, 1)} | ${w.prefetchScripts} | ${n(w.prefetchJsGzipKb, 1)} | ${w.forms} | ${w.images} |`,
    ),
    "",
  ];
}

function auditSection(report: BenchReport) {
  return [
    "## Lighthouse, mobile",
    "",
    "| page | performance | accessibility | best practices | SEO | TBT ms | CLS | LCP ms | FCP ms |",
    "|---|---|---|---|---|---|---|---|---|",
    ...Object.entries(report.audits).map(
      ([name, a]) =>
        `| ${name} | ${a.performance} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${n(a.tbtMs)} | ${n(a.cls, 3)} | ${n(a.lcpMs)} | ${n(a.fcpMs)} |`,
    ),
    "",
  ];
}

function budgetSection(report: BenchReport) {
  const listing = report.load.listing?.shop;
  const cached = report.load["listing-cached"];
  const audits = Object.values(report.audits);
  const checks: [string, boolean, string][] = [];
  if (listing) {
    const cpu = listing.cpuMsPerRequest[0] + listing.cpuMsPerRequest[1];
    checks.push(["uncached listing ≤ 4 ms CPU per request, web + API", cpu <= 4, `${n(cpu, 2)} ms`]);
  }
  const added = report.load["add-to-cart"]?.shop;
  if (added) {
    const cpu = added.cpuMsPerRequest[0] + added.cpuMsPerRequest[1];
    checks.push([
      "signed-in add to cart of a variant ≤ 5 ms CPU per request, web + API",
      cpu <= 5,
      `${n(cpu, 2)} ms`,
    ]);
  }
  for (const [name, { shop }] of Object.entries(report.load)) {
    checks.push([`${name}: p99 ≤ 5 × p50`, shop.p99 <= 5 * shop.p50, `${n(shop.p99 / shop.p50, 1)} ×`]);
  }
  if (cached) {
    const share = (100 * cached.shop.requestsPerSecond) / cached.ceiling.requestsPerSecond;
    checks.push(["cached listing ≥ 30 % of the static ceiling's req/s", share >= 30, `${n(share)} %`]);
  }
  if (audits.length > 0) {
    const scores = Object.entries(report.audits).map(
      ([name, a]) => `${name} ${a.performance}/${a.accessibility}/${a.bestPractices}/${a.seo}`,
    );
    // The cart and checkout say noindex (robots), as they should: Lighthouse's SEO marks them
    // down for it, so their SEO score is not in this budget.
    const noindex = new Set(["cart", "checkout"]);
    const all100 = Object.entries(report.audits).every(
      ([name, a]) =>
        a.performance + a.accessibility + a.bestPractices === 300 && (noindex.has(name) || a.seo === 100),
    );
    checks.push([
      "Lighthouse mobile 100/100/100/100 (SEO not counted on noindex pages)",
      all100,
      scores.join(", "),
    ]);
    const tbt = Math.max(...audits.map((a) => a.tbtMs));
    checks.push(["TBT ≤ 100 ms", tbt <= 100, `worst ${n(tbt)} ms`]);
    const cls = Math.max(...audits.map((a) => a.cls));
    checks.push(["CLS 0", cls === 0, `worst ${n(cls, 3)}`]);
  }
  checks.push(["web RSS ≤ 200 MB", report.rss.web <= 200, `${report.rss.web} MB`]);
  checks.push(["API RSS ≤ 400 MB", report.rss.api <= 400, `${report.rss.api} MB`]);
  for (const [name, result] of Object.entries(report.underLoad)) {
    checks.push([
      `${name} at 32 connections: 0 failures, p99 < 2 s`,
      result.failures === 0 && result.p99 < 2000,
      `${n(result.failures)} failures, p99 ${n(result.p99)} ms`,
    ]);
  }
  return [
    "## Budgets",
    "",
    "| budget | met | measured |",
    "|---|---|---|",
    ...checks.map(([budget, met, measured]) => `| ${budget} | ${met ? "yes" : "**no**"} | ${measured} |`),
    "",
  ];
}

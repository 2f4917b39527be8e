// Starts the API on the configured database (DATABASE_URL, else PGlite in DATA_DIR) as
// `npm run api` does, and prints its resident memory when ready and after a round of catalogue
// calls that fills the listing index and its price columns (every top category, brand, colour
// and tag with price ranges, every sort, deep pages, searches). Used for docs/performance/;
// not a test.
//   DATA_DIR=/tmp/shop-100k API_PORT=6801 node --import tsx server/perf/api-memory.ts
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const port = Number(process.env.API_PORT ?? 6801);
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, API_PORT: String(port), MALLOC_ARENA_MAX: "2" },
  stdio: ["ignore", "ignore", "inherit"],
});
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function get(path: string) {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 1200) throw new Error("the API did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.info(`ready: ${rssMb().toFixed(0)} MB`);
  const all = await get("/api/products");
  const { categories, brands, colors, tags } = all.facets as Record<string, { value: string }[]>;
  const paths = [
    ...["a-z", "z-a", "low", "high"].flatMap((sort) => [
      `/api/products?sort=${sort}`,
      `/api/products?sort=${sort}&page=${all.paging.totalPages}`,
      `/api/products?sort=${sort}&page=${Math.ceil(all.paging.totalPages / 2)}`,
    ]),
    ...(await get("/api/categories")).data
      .filter((category: { parentCode: string | null }) => !category.parentCode)
      .map((category: { code: string }) => `c1=${category.code}`),
    ...categories.map((category) => `c2=${category.value}`),
    ...brands.map((brand) => `brand=${encodeURIComponent(brand.value)}`),
    ...colors.map((color) => `color=${color.value}`),
    ...tags.map((tag) => `tag=${encodeURIComponent(tag.value)}`),
  ].flatMap((query) =>
    query.startsWith("/")
      ? [query]
      : [`/api/products?${query}`, `/api/products?${query}&minPrice=10&maxPrice=40&sort=low`],
  );
  for (const word of ["dress", "cotton", "a", "soft", "zebra"]) paths.push(`/api/search?q=${word}`);
  for (const path of paths) await get(path);
  console.info(`after ${paths.length} calls: ${rssMb().toFixed(0)} MB`);
} finally {
  api.kill("SIGTERM");
}

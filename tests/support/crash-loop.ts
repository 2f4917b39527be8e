// The crash loop: the API runs as `npm run api` does, on a data directory, while checkouts,
// registrations and catalogue imports go to it over HTTP; it is killed with SIGKILL at a random
// moment (now and then while it is still starting, that is recovering from the last kill),
// and started again once the kernel has reaped it, as a supervisor would. Every answer the API
// gave 2xx is remembered; at the end the directory is opened and each remembered order (with
// its lines) and member must be there. Used by the CI-sized test (server/crash-loop.test.ts)
// and `npm run crash-loop -- --kills 200` (tests/bench/crash-loop.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { sql } from "drizzle-orm";

import { AUTH_HEADERS, IDEMPOTENCY_HEADER, OPERATOR_IMPORT_PATH } from "../../server/contract";
import { openDatabase, queryRows } from "../../server/db/client";
import { entryArgs, freePort } from "../../server/testing-processes";
import { registerThroughMail } from "./register";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OPERATOR_TOKEN = "crash-loop-operator-token-0123456789abcdef";

export type CrashLoopResult = {
  // Starts of the API (not counting the second openers'): each ends in a kill or a failure.
  starts: number;
  kills: number;
  startsFailed: number;
  // The first lines a failed start wrote, for the report.
  failures: string[];
  ordersCommitted: number;
  membersCommitted: number;
  importsCommitted: number;
  ordersLost: number;
  membersLost: number;
  // A second API started on the directory in use: each must refuse with the lock's message.
  secondOpeners: number;
  secondOpenersRefused: number;
};

type Committed = { orders: Map<string, number>; members: Set<string>; imports: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One start of the API: resolves when it listens, or with the output of a start that ended.
function startApi(dataDir: string, port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, entryArgs("server/main.ts"), {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      OPERATOR_TOKEN,
      // Registration is confirmed by a mailed link, read back from the development outbox.
      DEV_OUTBOX: "on",
      NODE_ENV: "test",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<boolean>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("[api] listening")) resolve(true);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then(() => resolve(false));
  });
  return { child, exited, listening, output: () => output };
}

// A write that failed: the API killed under it, mostly. CRASH_LOOP_DEBUG=1 prints why.
const report = (error: Error) => {
  if (process.env.CRASH_LOOP_DEBUG) console.error(error.message);
  return sleep(20);
};

// Writes until the API stops answering: each kind in its own loop, several of each at once.
function writeUntilKilled(base: string, committed: Committed, shop: ShopData) {
  let alive = true;
  const loop = async (write: () => Promise<void>) => {
    while (alive) await write().catch(report);
  };
  const loops = [
    ...shop.buyers.map((buyer) => loop(() => checkout(base, committed, shop, buyer))),
    loop(() => register(base, committed)),
    loop(() => importCatalogue(base, committed, shop)),
  ];
  return async () => {
    alive = false;
    await Promise.all(loops);
  };
}

async function send(
  base: string,
  method: string,
  url: string,
  json: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function newMember(base: string) {
  const email = `crash-${randomUUID()}@example.com`;
  const { accessToken, userId } = await registerThroughMail((url, init) => fetch(`${base}${url}`, init), {
    name: "Crash Loop",
    email,
    password: "a long enough password 1",
  });
  return { email, headers: { [AUTH_HEADERS.token]: accessToken, [AUTH_HEADERS.userId]: userId } };
}

async function register(base: string, committed: Committed) {
  committed.members.add((await newMember(base)).email);
}

// A member buys one item of a demo product.
async function checkout(base: string, committed: Committed, shop: ShopData, buyer: Buyer) {
  // One member per writer, kept across restarts (registering costs a password hash).
  buyer.member ??= await newMember(base);
  const member = buyer.member;
  committed.members.add(member.email);
  const sku = shop.skus[Math.floor(Math.random() * shop.skus.length)];
  const cart = await send(base, "PUT", "/api/cart", { sku, qty: 1 }, member.headers);
  if (cart.status !== 200) throw new Error(`cart ${cart.status}: ${JSON.stringify(cart.body)}`);
  const order = await send(
    base,
    "POST",
    "/api/checkout",
    { address: shop.address, shippingOption: "standard", paymentMethod: "cash_on_delivery" },
    { ...member.headers, [IDEMPOTENCY_HEADER]: randomUUID() },
  );
  if (order.status < 200 || order.status >= 300) {
    throw new Error(`checkout ${order.status}: ${JSON.stringify(order.body)}`);
  }
  committed.orders.set(order.body.data.invoiceNumber, order.body.data.items.length);
}

async function importCatalogue(base: string, committed: Committed, shop: ShopData) {
  const form = new FormData();
  form.append("catalogue", new File([new Uint8Array(shop.catalogue)], "sample-catalogue.json"));
  form.append("categories", new File([new Uint8Array(shop.categoryMap)], "category-map.json"));
  const response = await fetch(`${base}${OPERATOR_IMPORT_PATH}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
    body: form,
  });
  await response.arrayBuffer();
  if (response.ok) committed.imports += 1;
  await sleep(200);
}

type Buyer = { member?: Awaited<ReturnType<typeof newMember>> };

type ShopData = {
  buyers: Buyer[];
  skus: string[];
  address: Record<string, unknown>;
  catalogue: Buffer;
  categoryMap: Buffer;
};

// The data directory from a saved demo database (a tarball of PGlite's), with plenty of stock,
// and what the writers need from it: SKUs and an address (the first entry of each list).
export async function prepareDataDir(dataDir: string, snapshot: Blob): Promise<ShopData> {
  const database = await openDatabase({ dataDir, loadDataDir: snapshot });
  await database.db.execute(sql`update product_variants set stock = 1000000`);
  const skus = await queryRows<{ sku: string }>(
    database.db,
    sql`select sku from product_variants order by id limit 20`,
  );
  const ids: Record<string, number> = {};
  let parent: number | null = null;
  for (const level of ["province", "city", "district", "subdistrict", "postal"]) {
    const [row]: { id: number }[] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from regions where level = ${level}
          and parent_id is not distinct from ${parent} order by name limit 1`,
    );
    parent = row.id;
    ids[`${level}Id`] = row.id;
  }
  await database.close();
  const samples = path.join(ROOT, "docs/import");
  return {
    buyers: [{}, {}, {}],
    skus: skus.map((row) => row.sku),
    address: { name: "Crash Loop", phone: "+1 555 0100", line1: "1 Elm Street", ...ids },
    catalogue: await readFile(path.join(samples, "sample-catalogue.json")),
    categoryMap: await readFile(path.join(samples, "category-map.json")),
  };
}

// Opens the directory after the last kill and counts what the API said it had committed but
// is not there. An order counts as lost if it is missing or has other lines than it had.
async function countLost(dataDir: string, committed: Committed) {
  const database = await openDatabase({ dataDir });
  const orders = await queryRows<{ invoice: string; lines: number }>(
    database.db,
    sql`select o.invoice_number as invoice, count(l.id)::int as lines
        from orders o left join order_lines l on l.order_id = o.id group by o.id`,
  );
  const emails = new Set(
    (await queryRows<{ email: string }>(database.db, sql`select email from members`)).map((row) => row.email),
  );
  await database.close();
  const found = new Map(orders.map((row) => [row.invoice, row.lines]));
  const ordersLost = [...committed.orders].filter(([invoice, lines]) => found.get(invoice) !== lines).length;
  const membersLost = [...committed.members].filter((email) => !emails.has(email)).length;
  return { ordersLost, membersLost };
}

export type CrashLoopOptions = {
  kills: number;
  // Longest time the API serves writes before it is killed (ms).
  maxUptimeMs: number;
  // One kill in this many comes while the API is still starting.
  killWhileStartingEvery: number;
  // One round in this many starts a second API on the directory while the first serves.
  secondOpenerEvery: number;
  onKill?: (kill: number, result: CrashLoopResult) => void;
};

async function secondOpenerRefused(dataDir: string) {
  const second = startApi(dataDir, await freePort(), {});
  const listening = await second.listening;
  if (listening) await kill(second.child, second.exited);
  return !listening && second.output().includes("is in use by another process");
}

async function firstWrite(committed: Committed, timeoutMs: number) {
  const count = () => committed.orders.size + committed.imports;
  const before = count();
  for (const started = Date.now(); count() === before && Date.now() - started < timeoutMs;) await sleep(25);
}

// SIGKILL, then wait for the exit: a supervisor restarts only a process that has ended.
async function kill(child: ChildProcess, exited: Promise<unknown>) {
  child.kill("SIGKILL");
  await exited;
}

export async function crashLoop(dataDir: string, shop: ShopData, options: CrashLoopOptions) {
  const committed: Committed = { orders: new Map(), members: new Set(), imports: 0 };
  const result: CrashLoopResult = {
    starts: 0,
    kills: 0,
    startsFailed: 0,
    failures: [],
    ordersCommitted: 0,
    membersCommitted: 0,
    importsCommitted: 0,
    ordersLost: 0,
    membersLost: 0,
    secondOpeners: 0,
    secondOpenersRefused: 0,
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  while (result.kills < options.kills) {
    const api = startApi(dataDir, port, {});
    result.starts += 1;
    const whileStarting = (result.kills + 1) % options.killWhileStartingEvery === 0;
    // Somewhere in the start (opening, that is recovery, migrations, the first reads), or not.
    const timer = whileStarting ? sleep(300 + Math.random() * 2500).then(() => true) : new Promise(() => {});
    if (!(await Promise.race([timer, api.listening]))) {
      result.startsFailed += 1;
      result.failures.push(api.output().split("\n").slice(-12).join("\n"));
      if (result.startsFailed >= 3) break;
      continue;
    }
    if (whileStarting) await kill(api.child, api.exited);
    else {
      const stopWriting = writeUntilKilled(base, committed, shop);
      // From the first answered write on (the first ones after a start are slow), a random moment.
      await firstWrite(committed, 20_000);
      // The restart that used to corrupt the directory: a second API while this one still runs.
      if ((result.kills + 1) % options.secondOpenerEvery === 0) {
        result.secondOpeners += 1;
        if (await secondOpenerRefused(dataDir)) result.secondOpenersRefused += 1;
      }
      await sleep(Math.random() * options.maxUptimeMs);
      await kill(api.child, api.exited);
      await stopWriting();
    }
    result.kills += 1;
    options.onKill?.(result.kills, result);
  }
  const lost = await countLost(dataDir, committed).catch((error: Error) => {
    result.failures.push(`opening the directory at the end: ${error.message}`);
    return { ordersLost: committed.orders.size, membersLost: committed.members.size };
  });
  Object.assign(result, lost, {
    ordersCommitted: committed.orders.size,
    membersCommitted: committed.members.size,
    importsCommitted: committed.imports,
  });
  return result;
}

// The move of the embedded database to PostgreSQL (`npm run db:move-to-postgres`): a PGlite data
// directory with a member and an order is moved into a new database on the TEST_DATABASE_URL
// server, and the API on that database lets the member sign in, shows the order as it was and
// takes a new one (the sequences were set past the copied ids). The move is refused while the
// shop holds the directory and into a database with rows. PostgreSQL only: vitest.config.ts
// runs this file when TEST_DATABASE_URL is set (`npm run test:postgres`, CI's "API tests on
// PostgreSQL" step).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerThroughMail } from "../../tests/support/register";
import { AUTH_HEADERS } from "../contract";
import { createTestApi, emptyServerDatabase, seededSnapshot } from "../testing";
import { shopHelpers, type Shopper } from "../testing-shop";
import { openDatabase, queryRows } from "./client";
import { lockDataDir } from "./data-dir-lock";
import { moveToPostgres } from "./move-to-postgres";

const serverUrl = process.env.TEST_DATABASE_URL;
// Run without a server, this file fails instead of passing with nothing checked.
if (!serverUrl) throw new Error("The move to PostgreSQL is tested on TEST_DATABASE_URL, which is not set.");

const ROOT = path.resolve(import.meta.dirname, "../..");
const PASSWORD = "a long enough password 1";
const email = `moved-${Date.now()}@example.com`;
let root: string;
let dataDir: string;
let target: Awaited<ReturnType<typeof emptyServerDatabase>>;
// What the embedded database held before the move.
let before: { order: Record<string, unknown>; orderId: number; products: number };

const countProducts = async (db: Awaited<ReturnType<typeof openDatabase>>["db"]) =>
  (await queryRows<{ count: number }>(db, sql`select count(*)::int as count from products`))[0].count;

// The shop on the embedded database: a member registers (through the mailed link) and buys.
async function shopOnEmbeddedDatabase() {
  const saved = process.env.TEST_SEEDED_DATABASE;
  const snapshot = saved ? new Blob([await readFile(saved)]) : await seededSnapshot();
  const api = await createTestApi({ database: await openDatabase({ dataDir, loadDataDir: snapshot }) });
  const shop = shopHelpers(api);
  const grant = await registerThroughMail(api.app.request, {
    name: "Moved Member",
    email,
    password: PASSWORD,
  });
  const member = { userId: grant.userId, headers: memberHeaders(grant) };
  const variant = await shop.variantWithStock(5);
  expect((await shop.putCart(member, { sku: variant.sku, qty: 2 })).status).toBe(200);
  const placed = await placeOrder(shop, member);
  const order = (await api.request(`/api/member/orders/${placed}`, { headers: member.headers })).body.data;
  const [{ id }] = await queryRows<{ id: number }>(
    api.db,
    sql`select id from orders where invoice_number = ${placed}`,
  );
  before = { order, orderId: id, products: await countProducts(api.db) };
  await api.close();
}

const memberHeaders = (grant: { accessToken: string; userId: string }) => ({
  [AUTH_HEADERS.token]: grant.accessToken,
  [AUTH_HEADERS.userId]: grant.userId,
});

async function placeOrder(shop: ReturnType<typeof shopHelpers>, member: Shopper) {
  const body = {
    address: await shop.validAddress(),
    shippingOption: "standard",
    paymentMethod: "cash_on_delivery",
  };
  const response = await shop.checkout(member, body);
  expect(response.status).toBe(201);
  return response.body.data.invoiceNumber as string;
}

// One statement on a database of the server; answers its rows.
const onDatabase = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(statement);
  await client.end();
  return rows;
};
const tablesIn = async (url: string) =>
  (await onDatabase(url, "select count(*)::int as count from pg_tables where schemaname = 'public'"))[0]
    .count;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "move-to-postgres-"));
  dataDir = path.join(root, "data");
  await shopOnEmbeddedDatabase();
  target = await emptyServerDatabase(serverUrl);
  // Migrating and seeding the embedded database takes seconds, minutes on a crowded machine.
}, 180_000);
afterAll(async () => {
  await target?.drop();
  await rm(root, { recursive: true, force: true });
});

describe("the move of the embedded database to PostgreSQL", () => {
  it("is refused while the shop holds the data directory, with the restore's message", async () => {
    // The lock the running API takes (server/db/client.ts), held here as the shop would.
    const shop = lockDataDir(dataDir);
    try {
      await expect(moveToPostgres({ dataDir, to: target.url })).rejects.toThrow(
        `The shop is running on ${dataDir} (pid ${process.pid}): its data is not moved. Stop it, move it, and start it again.`,
      );
    } finally {
      shop.release();
    }
    expect(await tablesIn(target.url)).toBe(0);
  });

  it(
    "copies everything: the member signs in, the order is whole, new orders get new ids",
    { timeout: 120_000 },
    async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "server/db/move-to-postgres-cli.ts", "--to", target.url],
        {
          cwd: ROOT,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATA_DIR: dataDir },
        },
      );
      expect(stdout).toMatch(/Moved \d+ rows in \d+ tables .* every table's rows and checksum match/);

      const api = await createTestApi({
        database: await openDatabase({ databaseUrl: target.url, dataDir: "" }),
      });
      try {
        const signIn = await api.request("/api/auth/login", {
          method: "POST",
          json: { email, password: PASSWORD },
        });
        expect(signIn.status).toBe(200);
        const member = { userId: signIn.body.data.userId, headers: memberHeaders(signIn.body.data) };
        const invoice = before.order.invoiceNumber as string;
        const order = await api.request(`/api/member/orders/${invoice}`, { headers: member.headers });
        expect(order.body.data).toEqual(before.order);
        expect(await countProducts(api.db)).toBe(before.products);

        const shop = shopHelpers(api);
        expect(
          (await shop.putCart(member, { sku: (await shop.variantWithStock(5)).sku, qty: 1 })).status,
        ).toBe(200);
        const next = await placeOrder(shop, member);
        expect(next).not.toBe(invoice);
        const [{ id }] = await queryRows<{ id: number }>(
          api.db,
          sql`select id from orders where invoice_number = ${next}`,
        );
        expect(id).toBeGreaterThan(before.orderId);
      } finally {
        await api.close();
      }
    },
  );

  it("keeps nothing when the copy differs from its source", { timeout: 120_000 }, async () => {
    const other = await emptyServerDatabase(serverUrl);
    try {
      // The target's tables made ahead, one column then changed by hand: it keeps whole seconds,
      // so the copied orders' times differ from the embedded database's.
      await (await openDatabase({ databaseUrl: other.url, dataDir: "" })).close();
      await onDatabase(other.url, "alter table orders alter column created_at type timestamptz(0)");
      await expect(moveToPostgres({ dataDir, to: other.url })).rejects.toThrow(
        /The copy differs from the embedded database in orders \(1 rows, 1 copied\): nothing was kept/,
      );
      expect(await onDatabase(other.url, "select count(*)::int as count from members")).toEqual([
        { count: 0 },
      ]);
    } finally {
      await other.drop();
    }
  });

  it("is refused into a database with rows, unless told to replace them", { timeout: 120_000 }, async () => {
    await expect(moveToPostgres({ dataDir, to: target.url })).rejects.toThrow(
      /The target database is not empty \(rows in .*orders.*\): nothing was copied/,
    );
    const figures = await moveToPostgres({ dataDir, to: target.url, replace: true });
    const orders = figures.find((table) => table.table === "orders");
    // The order placed on PostgreSQL is gone: the target holds the embedded database's rows.
    expect(orders?.rows).toBe(1);
  });
});

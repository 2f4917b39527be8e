// `npm run seed -- --products 100000`: the demo data, with a generated catalogue of that many
// products, into the configured database (DATABASE_URL, else PGlite in DATA_DIR). On a
// database that already has products, generated ones are added up to that number.
// `--orders 200` (alone or with --products) adds that many demo orders in every state, for the
// back office (server/seed/orders.ts).
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

import { z } from "zod";

import { readApiConfig } from "../config";
import { openDatabase } from "../db/client";
import { DEMO_PRODUCT_COUNT, growCatalogue, seedIfEmpty } from ".";
import { seedOrders } from "./orders";

if (existsSync(".env")) process.loadEnvFile(".env");

const { values } = parseArgs({ options: { products: { type: "string" }, orders: { type: "string" } } });
const products = z.coerce
  .number()
  .int()
  .min(DEMO_PRODUCT_COUNT)
  .max(1_000_000)
  .default(DEMO_PRODUCT_COUNT)
  .parse(values.products);
const orders = z.coerce.number().int().min(0).max(1_000_000).default(0).parse(values.orders);

const config = readApiConfig();
const started = performance.now();
const database = await openDatabase(config);
const seeded = await seedIfEmpty(database.db, { products });
const added = seeded ? products : await growCatalogue(database.db, products);
const ordersAdded = await seedOrders(database.db, orders);
await database.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(
  seeded
    ? `[seed] demo data with ${products} products loaded in ${seconds} s`
    : `[seed] ${added} generated products added (now ${products} at least) in ${seconds} s`,
);
if (ordersAdded) console.info(`[seed] ${ordersAdded} demo orders added, in every state`);

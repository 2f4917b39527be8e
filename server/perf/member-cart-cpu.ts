// CPU per read of a member's cart by the API, in process (GET /api/cart with three lines, as
// every page of a signed-in member asks for it: the layout's cart, and the cart page's own).
// PGlite in memory, or PostgreSQL when TEST_DATABASE_URL names a server.
// Used for docs/performance/; not a test.
//   node --import tsx server/perf/member-cart-cpu.ts [--runs 400]
import { parseArgs } from "node:util";

import { cpuPerRequest, signedInProbe } from "./cpu-per-request";

const { values } = parseArgs({ options: { runs: { type: "string" } } });
const runs = Number(values.runs ?? 400);
const { api, shop, shopper, statements } = await signedInProbe();
for (let line = 0; line < 3; line++) {
  const { sku } = await shop.variantWithStock(50);
  const added = await shop.putCart(shopper, { sku, qty: 1, mode: "add" });
  if (added.status !== 200) throw new Error(`adding answered ${added.status}`);
}
const request = async () => {
  const answer = await shop.getCart(shopper);
  if (answer.status !== 200 || answer.body.data.items.length !== 3)
    throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
};

const measured = await cpuPerRequest(request, { runs, warmUp: 100, statements });
console.log(`${runs} reads of a cart of 3 lines: ${measured}`);
await api.close();

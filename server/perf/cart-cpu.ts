// CPU per signed-in add-to-cart request of the API, in process (PUT /api/cart, mode add, a
// variant with deep stock of the first 48 products picked at random, answered without the cart
// as the web asks: Prefer return=minimal).
// Used for docs/performance/; not a test.
//   node --import tsx server/perf/cart-cpu.ts [--runs 400]
import { parseArgs } from "node:util";

import { CART_RETURN_MINIMAL } from "../contract";
import { cpuPerRequest, signedInProbe } from "./cpu-per-request";

const { values } = parseArgs({ options: { runs: { type: "string" } } });
const runs = Number(values.runs ?? 400);
const { api, shopper, statements } = await signedInProbe();
const listed = (await api.request("/api/products?pageSize=48")).body as {
  data: { variants?: { sku: string; stock: number }[]; slug: string }[];
};
const skus: string[] = [];
for (const card of listed.data) {
  const detail = (await api.request(`/api/products/${card.slug}/summary`)).body.data as {
    variants: { sku: string; stock: number }[];
  };
  const variant = detail.variants.find((v) => v.stock > 100);
  if (variant) skus.push(variant.sku);
}
// A line holds at most 99 of an item: a line near it is removed instead (one change as well).
const inCart = new Map<string, number>();
const request = async () => {
  const sku = skus[Math.floor(Math.random() * skus.length)];
  const held = inCart.get(sku) ?? 0;
  const json = held >= 90 ? { sku, qty: 0, mode: "set" } : { sku, qty: 1, mode: "add" };
  inCart.set(sku, held >= 90 ? 0 : held + 1);
  const answer = await api.request("/api/cart", {
    method: "PUT",
    headers: { ...shopper.headers, Prefer: CART_RETURN_MINIMAL },
    json,
  });
  if (answer.status !== 204) throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
};

const measured = await cpuPerRequest(request, { runs, warmUp: 100, statements });
console.log(`${runs} adds (${skus.length} products): ${measured}`);
await api.close();

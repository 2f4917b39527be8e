// Test helpers for the cart, checkout and order tests: members, variants with a known
// stock, a valid address and the calls most tests make.
import { and, eq, isNull } from "drizzle-orm";

import { AUTH_HEADERS, type CheckoutBody, CLIENT_ADDRESS_HEADER, IDEMPOTENCY_HEADER } from "./contract";
import { members, products, productVariants, regions } from "./db/schema";
import { issueAccessToken, newMemberId } from "./lib/auth";
import type { createTestApi } from "./testing";

// Only its database and its requests: the topology test gives an API over HTTP.
type TestApi = Pick<Awaited<ReturnType<typeof createTestApi>>, "db" | "request">;
export type Shopper = { headers: Record<string, string>; userId: string };

export function shopHelpers(api: TestApi) {
  let membersMade = 0;
  let productsUsed = 0;

  // A member with a real access token, made directly: registering through the API would
  // spend a password hash per shopper, and these tests make many.
  async function signUp(): Promise<Shopper> {
    // Unique across helper instances sharing a database.
    const id = newMemberId();
    const [member] = await api.db
      .insert(members)
      .values({
        id,
        name: "Pat Shopper",
        email: `shopper${++membersMade}-${id.slice(0, 8)}@example.com`,
        passwordHash: null,
      })
      .returning();
    const { accessToken, userId } = await issueAccessToken(api.db, member);
    return { userId, headers: { [AUTH_HEADERS.token]: accessToken, [AUTH_HEADERS.userId]: userId } };
  }

  // A variant of a product no other test of this file uses, with its stock set; prices in cents.
  async function variantWithStock(stock: number) {
    const [product] = await api.db
      .select()
      .from(products)
      .orderBy(products.id)
      .limit(1)
      .offset(productsUsed++);
    const [variant] = await api.db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(productVariants.id)
      .limit(1);
    await api.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variant.id));
    return {
      ...variant,
      productId: product.id,
      slug: product.slug,
      title: product.title,
      priceCents: product.priceCents,
      listPriceCents: product.listPriceCents,
    };
  }

  const putCart = (shopper: Shopper, json: unknown) =>
    api.request("/api/cart", { method: "PUT", headers: shopper.headers, json });
  const getCart = (shopper: Shopper) => api.request("/api/cart", { headers: shopper.headers });

  let keys = 0;
  const newKey = () => `test-key-${Date.now()}-${++keys}`;

  const checkout = (shopper: Shopper, json: unknown, key: string = newKey()) =>
    api.request("/api/checkout", {
      method: "POST",
      headers: { ...shopper.headers, [IDEMPOTENCY_HEADER]: key },
      json,
    });

  const pay = (shopper: Shopper, json: unknown) =>
    api.request("/api/transaction/pay", { method: "POST", headers: shopper.headers, json });

  return {
    signUp,
    // A review of the product by a new member (reviews are members'), from an address if given.
    review: async (slug: string, json: object, address?: string) =>
      writeReview(api, await signUp(), slug, json, address),
    variantWithStock,
    stockOf: (sku: string) => stockOf(api, sku),
    putCart,
    getCart,
    validAddress: () => validAddress(api),
    newKey,
    checkout,
    pay,
  };
}

async function stockOf(api: TestApi, sku: string) {
  const [row] = await api.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.sku, sku));
  return row.stock;
}

// The first entry of each address list, walked down from the first province.
async function validAddress(api: TestApi): Promise<CheckoutBody["address"]> {
  const firstChild = (level: string, parentId: number | null) => firstRegion(api, level, parentId);
  const provinceId = await firstChild("province", null);
  const cityId = await firstChild("city", provinceId);
  const districtId = await firstChild("district", cityId);
  const subdistrictId = await firstChild("subdistrict", districtId);
  const postalId = await firstChild("postal", subdistrictId);
  return {
    name: "Pat Shopper",
    phone: "+1 555 0100",
    line1: "1 Elm Street",
    provinceId,
    cityId,
    districtId,
    subdistrictId,
    postalId,
  };
}

async function firstRegion(api: TestApi, level: string, parentId: number | null) {
  const [row] = await api.db
    .select({ id: regions.id })
    .from(regions)
    .where(
      and(
        eq(regions.level, level),
        parentId === null ? isNull(regions.parentId) : eq(regions.parentId, parentId),
      ),
    )
    .orderBy(regions.id)
    .limit(1);
  return row.id;
}

export const cents = (amount: number) => Math.round(amount * 100);

function writeReview(api: TestApi, shopper: Shopper, slug: string, json: object, address?: string) {
  return api.request(`/api/products/${slug}/reviews`, {
    method: "POST",
    json,
    headers: { ...shopper.headers, ...(address && { [CLIENT_ADDRESS_HEADER]: address }) },
  });
}

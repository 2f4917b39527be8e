// The requests the bench sends, page by page, shared by the bench (bench.ts) and the soak
// (soak.ts): the catalogue they are made from and a member signed in through the web.
import type { Target } from "./load";
import type { Shop } from "./processes";

// `skus`: variants (in stock) that can take a full line of 99, to add to the cart as a card's
// quick add does once a size is chosen: at least SKUS_WANTED of them, from as many pages of the
// catalogue as that takes, so that 99 × SKUS_WANTED adds (far more than one measurement makes)
// are all real adds.
// `slugs`: every product's (the sitemap's first page, up to 50,000).
export type Catalogue = {
  total: number;
  productSlug: string;
  inStock: string[];
  skus: string[];
  slugs: string[];
};

// The most of one variant a cart line holds (the API's MAX_LINE_QTY).
const LINE_LIMIT = 99;
const SKUS_WANTED = 100;

type ProductPage = { data: { slug: string; stock: number }[]; paging: { total: number } };
const pageOf = async (apiUrl: string, page: number) =>
  (await (await fetch(`${apiUrl}/api/products?pageSize=48&page=${page}`)).json()) as ProductPage;

export async function catalogueOf(apiUrl: string): Promise<Catalogue> {
  const answer = await pageOf(apiUrl, 1);
  const inStock = answer.data.filter((product) => product.stock > 0).map((product) => product.slug);
  const skus = new Set<string>();
  // At most 6 pages (288 products): the demo catalogue has 250.
  for (let page = 1; page <= 6 && skus.size < SKUS_WANTED; page++) {
    const { data } = page === 1 ? answer : await pageOf(apiUrl, page);
    if (data.length === 0) break;
    for (const product of data.filter((one) => one.stock > 0)) {
      const summary = await fetch(`${apiUrl}/api/products/${product.slug}/summary`);
      const { variants } = (
        (await summary.json()) as { data: { variants: { sku: string; stock: number }[] } }
      ).data;
      for (const variant of variants) if (variant.stock >= LINE_LIMIT) skus.add(variant.sku);
    }
  }
  if (skus.size === 0) throw new Error(`no variant with ${LINE_LIMIT} or more in stock`);
  const sitemap = (await (await fetch(`${apiUrl}/api/sitemap/products`)).json()) as {
    data: { slug: string }[];
  };
  const slugs = sitemap.data.map((product) => product.slug);
  return { total: answer.paging.total, productSlug: inStock[0], inStock, skus: [...skus], slugs };
}

// A member registered through the API, confirmed by the link it mailed (to the bench's loopback
// mail server), and signed in through the web's own form.
export async function signedInCookie(shop: Pick<Shop, "apiUrl" | "webUrl" | "mail">) {
  if (!shop.mail) throw new Error("the bench's member needs the API's loopback mail server");
  const email = `bench-${Date.now()}@example.com`;
  const password = "bench-password-42";
  const post = (path: string, body: unknown) =>
    fetch(`${shop.apiUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const registered = await post("/api/auth/register", { name: "Bench Shopper", email, password });
  if (registered.status !== 202)
    throw new Error(`registering the bench member answered ${registered.status}`);
  const [mail] = await shop.mail.waitFor(email);
  const token = new URL(/https?:\/\/\S+token=\S+/.exec(mail.text ?? "")![0]).searchParams.get("token");
  const confirmed = await post("/api/auth/mailed-link", { token });
  if (!confirmed.ok) throw new Error(`confirming the bench member answered ${confirmed.status}`);
  const signedIn = await fetch(`${shop.webUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, next: "/" }),
  });
  const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`signing in answered ${signedIn.status} without a session cookie`);
  return cookie.split(";")[0];
}

// The cart a parent audits at checkout: the measured adds taken out (a hundred lines of up to 99
// each by then), then `lines` variants, one of each, added through the web's own form.
export async function fillCart(webUrl: string, cookie: string, target: Target, skus: string[], lines = 3) {
  await target.reset?.(webUrl);
  for (const sku of skus.slice(0, lines)) {
    const added = await fetch(`${webUrl}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", sku, qty: "1", redirectTo: "/" }),
    });
    if (added.status !== 303 && added.status !== 302)
      throw new Error(`filling the bench member's cart answered ${added.status}`);
  }
}

function random(min: number, max: number) {
  return min + Math.floor(Math.random() * (max - min + 1));
}

export function scenarios(catalogue: Catalogue, cookie: string): Record<string, Target> {
  return {
    home: { path: "/" },
    // A new price range every request: neither the web's nor the API's cache can answer it.
    listing: {
      path: () => {
        const min = random(20, 400);
        return `/products?c1=CL-001&minPrice=${min}&maxPrice=${random(min + 50, 900)}`;
      },
    },
    "listing-cached": { path: "/products?c1=CL-001" },
    product: { path: `/products/${catalogue.productSlug}` },
    // Any product of the catalogue: on a large one (ab.ts --products) neither the page cache nor
    // the web's or the API's caches can answer most of them, as in a day's traffic.
    "product-uncached": { path: () => `/products/${catalogue.slugs[random(0, catalogue.slugs.length - 1)]}` },
    search: { path: "/search?q=dress" },
    // A member's own pages: no shared cache answers them (the cart, read by the layout too).
    "member-cart": { path: "/cart", headers: { Cookie: cookie } },
    "member-product": {
      path: () => `/products/${catalogue.slugs[random(0, catalogue.slugs.length - 1)]}`,
      headers: { Cookie: cookie },
    },
    "add-to-cart": addToCart(catalogue.skus, cookie),
  };
}

// A signed-in add of one of a product's variants (a card's quick add: its sku, quantity 1), a
// different variant each time, so that it reaches the API's PUT /api/cart as a shopper's does.
// Before each measurement the member's cart is emptied of what it added (`reset`): a line holds
// at most 99, and a cart that grew through the run would make each add cost more.
function addToCart(skus: string[], cookie: string): Target {
  let next = 0;
  const added = new Set<string>();
  const form = { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
  return {
    method: "POST",
    path: "/cart",
    headers: form,
    body: () => {
      const sku = skus[next++ % skus.length];
      added.add(sku);
      return new URLSearchParams({ intent: "add", sku, qty: "1", redirectTo: "/" }).toString();
    },
    okStatus: [302, 303],
    reset: async (baseUrl) => {
      for (const sku of added) {
        const removed = await fetch(`${baseUrl}/cart`, {
          method: "POST",
          redirect: "manual",
          headers: form,
          body: new URLSearchParams({ intent: "remove", sku, redirectTo: "/" }),
        });
        if (removed.status !== 303 && removed.status !== 302)
          throw new Error(`emptying the bench member's cart answered ${removed.status}`);
      }
      added.clear();
    },
  };
}

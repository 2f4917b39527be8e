// The requests the bench sends, page by page, shared by the bench (bench.ts) and the soak
// (soak.ts): the catalogue they are made from and a member signed in through the web.
import type { Target } from "./load";
import type { Shop } from "./processes";

export type Catalogue = { total: number; productSlug: string; inStock: string[] };

export async function catalogueOf(apiUrl: string): Promise<Catalogue> {
  const answer = (await (await fetch(`${apiUrl}/api/products?pageSize=48`)).json()) as {
    data: { slug: string; stock: number }[];
    paging: { total: number };
  };
  const inStock = answer.data.filter((product) => product.stock > 0).map((product) => product.slug);
  return { total: answer.paging.total, productSlug: inStock[0], inStock };
}

// A member made through the API and signed in through the web's own form.
export async function signedInCookie(shop: Pick<Shop, "apiUrl" | "webUrl">) {
  const email = `bench-${Date.now()}@example.com`;
  const password = "bench-password-42";
  const registered = await fetch(`${shop.apiUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Bench Shopper", email, password }),
  });
  if (!registered.ok) throw new Error(`registering the bench member answered ${registered.status}`);
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
    search: { path: "/search?q=dress" },
    "add-to-cart": {
      method: "POST",
      path: "/cart",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: () =>
        new URLSearchParams({
          intent: "add",
          product: catalogue.inStock[random(0, catalogue.inStock.length - 1)],
          redirectTo: "/",
        }).toString(),
      okStatus: [302, 303],
    },
  };
}

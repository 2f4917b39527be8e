// The listing's filters on a phone with JavaScript: "Filter and sort" opens them as a modal
// sheet with the focus on its close button, Escape or that button closes it, and a ticked box
// applies at once. The listing loader is stubbed with the data it would answer (its own URL
// parsing, parseListingParams, is the real one); the listing screen is what is under test.
import { Facets } from "@contract";
import { useLoaderData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { expect, test } from "vitest";

import { parseListingParams, parseView } from "~/lib/listing";
import { toCard } from "~/lib/product-card";

import { FUTURE } from "../../tests/setup/components";
import { productCard } from "../../tests/support/catalogue-fixtures";
import { ProductListing } from "./ProductListing";

const FACETS = Facets.parse({
  categories: [],
  ages: [],
  brands: [
    { value: "Little Sprout", count: 2 },
    { value: "Moonbeam", count: 1 },
  ],
  colors: [],
  tags: [],
  price: { min: 5, max: 30 },
});
const PRODUCTS = [productCard(1, "Red Dress", 24), productCard(2, "Sun Hat", 9), productCard(3, "Socks", 5)];

function listingFor(url: string) {
  const searchParams = new URL(url).searchParams;
  const params = parseListingParams(searchParams);
  const data = PRODUCTS.filter((product) => params.brand.length === 0 || product.id === 3).map((p) =>
    toCard(p),
  );
  return {
    title: "All products",
    crumbs: [],
    baseUrl: "http://localhost:3000/",
    params,
    view: parseView(searchParams),
    categories: [],
    data,
    paging: { page: 1, pageSize: params.pageSize, total: data.length, totalPages: 1 },
    facets: FACETS,
    fits: [],
  };
}

function Listing() {
  return <ProductListing {...useLoaderData<typeof listingFor>()} />;
}

function renderListing() {
  const loaded: string[] = [];
  const Stub = createRemixStub([
    {
      path: "/products",
      Component: Listing,
      loader: ({ request }) => {
        loaded.push(new URL(request.url).search);
        return listingFor(request.url);
      },
    },
  ]);
  render(<Stub initialEntries={["/products"]} future={FUTURE} />);
  return { loaded };
}

const openSheet = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole("link", { name: "Filter and sort" }));
  return screen.getByRole("dialog", { name: "Filter and sort" });
};

test("Filter and sort opens the filters as a modal sheet, focus on its close button", async () => {
  const user = userEvent.setup();
  renderListing();
  expect(await screen.findByRole("heading", { name: "All products" })).toBeTruthy();
  expect(screen.queryByRole("dialog")).toBeNull();
  const sheet = await openSheet(user);
  expect(sheet.getAttribute("aria-modal")).toBe("true");
  const close = screen.getByRole("button", { name: "Show 3 products" });
  expect(document.activeElement).toBe(close);
  // The link's #filters jump is what happens without JavaScript; with it the page stays.
  expect(window.location.hash).toBe("");
});

test("Escape closes the sheet, and so does its button", async () => {
  const user = userEvent.setup();
  renderListing();
  await openSheet(user);
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(screen.queryByRole("button", { name: /Show \d+ products/ })).toBeNull();
  await openSheet(user);
  await user.click(screen.getByRole("button", { name: "Show 3 products" }));
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("a ticked box applies at once, the sheet staying open on the new count", async () => {
  const user = userEvent.setup();
  const { loaded } = renderListing();
  await openSheet(user);
  await user.click(screen.getByRole("checkbox", { name: /Moonbeam/ }));
  expect(await screen.findByRole("button", { name: "Show 1 product" })).toBeTruthy();
  expect(screen.getByRole("dialog", { name: "Filter and sort" })).toBeTruthy();
  await waitFor(() => expect(loaded.at(-1)).toBe("?pageSize=12&brand=Moonbeam"));
});

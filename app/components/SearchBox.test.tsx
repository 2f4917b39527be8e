// The header's search box with JavaScript: results appear under the field as the shopper types
// (one request once typing pauses), and Escape or an empty field hides them. The /search
// loader is stubbed with the data it would answer; the box is what is under test.
import type { ProductCard } from "@contract";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { expect, test } from "vitest";

import { FUTURE } from "../../tests/setup/components";
import { productCard } from "../../tests/support/catalogue-fixtures";
import { SearchBox } from "./SearchBox";

const CATALOGUE = [
  productCard(1, "Red Dress", 24),
  productCard(2, "Dress Socks", 5),
  productCard(3, "Sun Hat"),
];

// The header on a page, and a /search loader that finds titles containing the words; each
// search it answers is recorded.
function renderSearchBox() {
  const searches: URLSearchParams[] = [];
  const Stub = createRemixStub([
    { path: "/", Component: SearchBox },
    {
      path: "/search",
      loader: ({ request }) => {
        const params = new URL(request.url).searchParams;
        searches.push(params);
        const q = params.get("q")!.toLowerCase();
        const data: ProductCard[] = CATALOGUE.filter((product) => product.title.toLowerCase().includes(q));
        return { q, results: { data, paging: { total: data.length } } };
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} future={FUTURE} />);
  return { searches, field: screen.getByRole("searchbox", { name: "Search products" }) };
}

const suggestions = () => document.getElementById("search-suggestions")!;

// The box with the one result for "hat" showing under it.
async function showingHat() {
  const user = userEvent.setup();
  const { field } = renderSearchBox();
  await user.type(field, "hat");
  await screen.findByText("1 found");
  return { user, field };
}

test("typing shows the matching products under the field, searched once typing pauses", async () => {
  const user = userEvent.setup();
  const { searches, field } = renderSearchBox();
  await user.type(field, "dress");
  expect(await screen.findByText("2 found")).toBeTruthy();
  const links = screen.getAllByRole("link");
  expect(links.map((link) => link.textContent)).toEqual(["Red Dress$24.00", "Dress Socks$5.00"]);
  expect(links[0].getAttribute("href")).toBe("/products/red-dress");
  // Five keystrokes, one search (the box waits for a pause), for 12 results at most.
  expect(searches.map((params) => params.toString())).toEqual(["q=dress&pageSize=12"]);
});

test("nothing found says so", async () => {
  const user = userEvent.setup();
  const { field } = renderSearchBox();
  await user.type(field, "kite");
  expect(await screen.findByText("Nothing matches “kite”")).toBeTruthy();
});

test("Escape hides the results and focusing the field shows them again", async () => {
  const { user, field } = await showingHat();
  await user.keyboard("{Escape}");
  expect(screen.queryByText("1 found")).toBeNull();
  expect(suggestions().className).toBe("sr-only");
  await user.click(document.body);
  await user.click(field);
  expect(await screen.findByText("1 found")).toBeTruthy();
});

test("clearing the field hides the results", async () => {
  const { user, field } = await showingHat();
  await user.clear(field);
  await waitFor(() => expect(screen.queryByText("1 found")).toBeNull());
});

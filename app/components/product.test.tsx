// The product page's buying column with JavaScript: colour and size links change the chosen
// variant without a page load, the − and + buttons step the quantity within what is in stock,
// and the cart form posts the chosen variant and quantity. The product loader is stubbed with
// the data it would answer (its choice of variant, chooseVariant, is the real one); the /cart
// action records what it was sent. The page's components are what is under test.
import { useLoaderData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { expect, test } from "vitest";

import { useSiteLinks } from "~/lib/site-links";
import { chooseVariant } from "~/lib/variants";

import { FUTURE } from "../../tests/setup/components";
import { dress } from "../../tests/support/catalogue-fixtures";
import { BuyBox, StockBar, VariantPicker } from "./product";

function productFor(url: string) {
  const product = dress();
  const params = new URL(url).searchParams;
  return { product, ...chooseVariant(product, { color: params.get("color"), size: params.get("size") }) };
}

// The buying column as the product page lays it out (ProductSummary). Its colour and size links
// are the shop's plain links, navigated by the root layout's one click handler: registered here.
function BuyingColumn() {
  useSiteLinks();
  const { product, variant, colors, sizes } = useLoaderData<typeof productFor>();
  return (
    <>
      <StockBar stock={variant?.stock ?? 0} />
      <VariantPicker colors={colors} sizes={sizes} chosen={variant} />
      <BuyBox product={product} variant={variant} />
    </>
  );
}

function renderProduct(path = "/products/summer-dress") {
  const posted: FormData[] = [];
  const Stub = createRemixStub([
    { path: "/products/:slug", Component: BuyingColumn, loader: ({ request }) => productFor(request.url) },
    {
      path: "/cart",
      action: async ({ request }) => {
        posted.push(await request.formData());
        return { ok: true };
      },
    },
  ]);
  render(<Stub initialEntries={[path]} future={FUTURE} />);
  return { posted };
}

const quantity = () => screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity" });

test("choosing a colour and a size changes the chosen variant, its stock and its buttons", async () => {
  const user = userEvent.setup();
  renderProduct();
  expect(await screen.findByText("Chosen: red, S")).toBeTruthy();
  expect(screen.getByText("In stock")).toBeTruthy();

  // Blue comes only in S, and none is left: the buttons say so.
  await user.click(screen.getByRole("link", { name: "blue (sold out)" }));
  expect(await screen.findByText("Chosen: blue, S")).toBeTruthy();
  expect(screen.getByText("Out of stock", { selector: "p" })).toBeTruthy();
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Out of stock" }).disabled).toBe(true);

  await user.click(screen.getByRole("link", { name: "red" }));
  await user.click(await screen.findByRole("link", { name: "M" }));
  expect(await screen.findByText("Chosen: red, M")).toBeTruthy();
  expect(screen.getByText("Hurry, only 3 left")).toBeTruthy();
  expect(screen.getByRole("link", { name: "M" }).getAttribute("aria-current")).toBe("true");
  expect(screen.getByRole("link", { name: "red" }).getAttribute("aria-current")).toBe("true");
});

test("− and + step the quantity within the stock, and a new variant starts again at 1", async () => {
  const user = userEvent.setup();
  renderProduct("/products/summer-dress?size=M");
  const fewer = await screen.findByRole<HTMLButtonElement>("button", { name: "One fewer" });
  const more = screen.getByRole<HTMLButtonElement>("button", { name: "One more" });
  expect(quantity().value).toBe("1");
  expect(fewer.disabled).toBe(true);

  for (let click = 0; click < 5; click++) await user.click(more);
  expect(quantity().value).toBe("3"); // 3 left
  expect(more.disabled).toBe(true);
  await user.click(fewer);
  expect(quantity().value).toBe("2");

  await user.click(screen.getByRole("link", { name: "S" }));
  await screen.findByText("Chosen: red, S");
  expect(quantity().value).toBe("1");
});

test("Add to cart posts the chosen variant and quantity", async () => {
  const user = userEvent.setup();
  const { posted } = renderProduct("/products/summer-dress?size=M");
  await user.click(await screen.findByRole("button", { name: "One more" }));
  await user.click(screen.getByRole("button", { name: "Add to cart" }));
  await waitFor(() => expect(posted).toHaveLength(1));
  const form = Object.fromEntries(posted[0]);
  expect(form).toMatchObject({ sku: "DRESS-RED-M", qty: "2", intent: "add" });
  expect(form.redirectTo).toBe("/products/summer-dress?size=M");
});

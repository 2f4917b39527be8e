// ServerMarkup: the server renders its children; the browser keeps that HTML at hydration (the
// children it would render there are not even looked at) and across renders; mounted afresh in
// the browser, it renders its children.
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";

import { identityOf, ServerMarkup } from "./ServerMarkup";

afterEach(() => vi.unstubAllGlobals());

function Links({ label, version }: { label: string; version: number }) {
  return (
    <ServerMarkup as="nav" key={label} aria-label={label}>
      <a href="/faq">FAQ {version}</a>
    </ServerMarkup>
  );
}

test("the server renders the children", () => {
  vi.stubGlobal("document", undefined);
  expect(renderToString(<Links label="Information" version={1} />)).toBe(
    '<nav aria-label="Information"><a href="/faq">FAQ <!-- -->1</a></nav>',
  );
});

test("hydration keeps the server's HTML, and so do later renders; a new key renders afresh", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = '<nav aria-label="Information"><a href="/faq">FAQ <!-- -->1</a></nav>';
  const served = container.querySelector("a");
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    // Children other than the server's: hydration never compares them, nor logs a mismatch.
    root = hydrateRoot(container, <Links label="Information" version={2} />);
  });
  expect(container.querySelector("a")).toBe(served);
  expect(container.textContent).toBe("FAQ 1");

  await act(async () => root.render(<Links label="Information" version={3} />));
  expect(container.querySelector("a")).toBe(served);
  expect(container.textContent).toBe("FAQ 1");

  await act(async () => root.render(<Links label="Informations" version={4} />));
  expect(container.querySelector("nav")?.getAttribute("aria-label")).toBe("Informations");
  expect(container.textContent).toBe("FAQ 4");
  await act(async () => root.unmount());
  container.remove();
});

test("mounted in the browser without hydration, it renders its children", () => {
  render(<Links label="Shop" version={5} />);
  expect(screen.getByRole("navigation", { name: "Shop" }).textContent).toBe("FAQ 5");
});

test("an object keeps its name while it lives, another gets its own", () => {
  const data = [{ id: 1 }];
  expect(identityOf(data)).toBe(identityOf(data));
  expect(identityOf([{ id: 1 }])).not.toBe(identityOf(data));
});

// The route every path no other route matches: its loader answers 404, and the page shown is
// the shop's not-found page with a way home (the route's own loader and error boundary, in a
// simulated DOM).
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";

import { FUTURE } from "../../tests/setup/components";
import NotFound, { ErrorBoundary, loader } from "./$";

test("the loader answers 404 Not Found", async () => {
  const thrown = (() => {
    try {
      loader();
    } catch (error) {
      return error;
    }
  })();
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(404);
  expect(await (thrown as Response).text()).toBe("Not Found");
});

test("a path no route matches shows the not-found page", async () => {
  // The loader only throws: TypeScript types a declared function like that as returning void.
  const throwing = loader as () => never;
  const Stub = createRemixStub([{ path: "*", Component: NotFound, ErrorBoundary, loader: throwing }]);
  render(<Stub initialEntries={["/no/such-page"]} future={FUTURE} />);
  expect(await screen.findByRole("heading", { name: "This page could not be found" })).toBeTruthy();
  expect(screen.getByText("404")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
});

// A form the browser posts itself (checkout's "Place order", reloadDocument): the first tap says
// the order is on its way and goes; a second tap meanwhile is not sent; a form that fails its
// own checks is not marked busy. Rendered in happy-dom; the submissions are counted, not sent.
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen } from "@testing-library/react";
import type { FormEvent } from "react";
import { expect, test } from "vitest";

import { FUTURE } from "../../tests/setup/components";
import { SubmitButton, useDocumentSubmit } from "./forms";

function renderForm(valid: boolean) {
  const sent: boolean[] = [];
  function Checkout() {
    const placing = useDocumentSubmit((event: FormEvent<HTMLFormElement>) => {
      if (!valid) event.preventDefault();
    });
    return (
      <form
        onSubmit={(event) => {
          placing.onSubmit(event);
          sent.push(!event.defaultPrevented);
          event.preventDefault(); // the browser would leave the page here
        }}
      >
        <SubmitButton pendingText="Placing your order…" busy={placing.submitting}>
          Place order
        </SubmitButton>
      </form>
    );
  }
  const Stub = createRemixStub([{ path: "/", Component: Checkout }]);
  render(<Stub future={FUTURE} />);
  return sent;
}

test("the first tap goes and says so; a second is not sent", () => {
  const sent = renderForm(true);
  fireEvent.submit(screen.getByRole("button", { name: "Place order" }));
  const busy = screen.getByRole("button", { name: "Placing your order…" });
  expect((busy as HTMLButtonElement).disabled).toBe(true);
  fireEvent.submit(busy);
  expect(sent).toEqual([true, false]);
});

test("a form its own checks stop is not marked busy", () => {
  const sent = renderForm(false);
  fireEvent.submit(screen.getByRole("button", { name: "Place order" }));
  expect(sent).toEqual([false]);
  expect((screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement).disabled).toBe(false);
});

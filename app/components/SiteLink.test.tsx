// SiteLink with the shop's one click handler (lib/site-links.ts): a click is a client-side
// navigation that adds a history entry, or takes the page's place when the link says so
// (`replace`: a product's colour and size chips), as Remix's <Link replace> did.
import { useLocation, useNavigationType } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { expect, test } from "vitest";

import { useSiteLinks } from "~/lib/site-links";

import { FUTURE } from "../../tests/setup/components";
import { SiteLink } from "./SiteLink";

function Page() {
  useSiteLinks();
  const { pathname } = useLocation();
  return (
    <>
      <p role="status">{`${pathname} ${useNavigationType()}`}</p>
      <SiteLink to="/sizes/2" replace preventScrollReset>
        Size 2
      </SiteLink>
      <SiteLink to="/sizes/3">Size 3</SiteLink>
    </>
  );
}

test("a link marked replace takes the page's place; a plain one adds an entry", async () => {
  const user = userEvent.setup();
  const Stub = createRemixStub([{ path: "/sizes/:size", Component: Page }]);
  render(<Stub initialEntries={["/sizes/1"]} future={FUTURE} />);
  const chip = await screen.findByRole("link", { name: "Size 2" });
  expect(chip.getAttribute("href")).toBe("/sizes/2");
  expect(chip.hasAttribute("data-replace")).toBe(true);
  expect(screen.getByRole("link", { name: "Size 3" }).hasAttribute("data-replace")).toBe(false);

  await user.click(chip);
  expect(await screen.findByText("/sizes/2 REPLACE")).toBeTruthy();
  await user.click(screen.getByRole("link", { name: "Size 3" }));
  expect(await screen.findByText("/sizes/3 PUSH")).toBeTruthy();
});

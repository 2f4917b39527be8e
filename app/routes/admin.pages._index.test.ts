import { expect, test } from "vitest";

import { PAGE_WORDS } from "../../server/seed/translated-copy";
import { newStaffMember } from "../../tests/setup/admin-routes";
import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin.pages._index";

test("every information page with the locales it is translated into; no staff session: to sign in", async () => {
  const member = await newStaffMember();
  const { data } = await settle(loader, member.request("/admin/pages"));
  expect(data.locales).toEqual(["ar", "fr"]);
  // The demo data translates every page's title (server/seed/translated-copy.ts).
  expect(data.pages.map((page: { slug: string }) => page.slug).sort()).toEqual(
    Object.keys(PAGE_WORDS).sort(),
  );
  expect(data.pages.find((page: { slug: string }) => page.slug === "about-us")).toMatchObject({
    title: "About Us",
    translated: ["ar", "fr"],
  });
  expect(await settle(loader, webRequest("/admin/pages"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Fpages",
  );
});

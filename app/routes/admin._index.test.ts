import { expect, test } from "vitest";

import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin._index";

test("/admin opens on the orders", async () => {
  expect(await settle(loader, webRequest("/admin"))).toHaveRedirect("/admin/orders");
});

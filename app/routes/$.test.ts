import { expect, test } from "vitest";

import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./$";

test("a path no route matches is a 404", async () => {
  const result = await settle(loader, webRequest("/no-such-page"));
  expect(result.status).toBe(404);
  expect(result.data).toBe("Not Found");
});

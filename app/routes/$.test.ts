import { expect, test } from "vitest";

import { args, settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./$";

test("a path no route matches is a 404", async () => {
  const result = await settle(loader);
  expect(result.status).toBe(404);
  expect(result.data).toBe("Not Found");
  expect(args(webRequest("/no-such-page")).request.url).toContain("/no-such-page");
});

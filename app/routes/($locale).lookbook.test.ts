import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./($locale).lookbook";

test("every look, and one group's looks", async () => {
  const all = await settle(loader, webRequest("/lookbook"));
  expect(all.status).toBe(200);
  expect(all.data.group).toBeNull();
  expect(all.data.looks.length).toBeGreaterThan(0);
  const baby = await settle(loader, webRequest("/lookbook?look=baby"));
  expect(baby.data.group).toBe("baby");
  expect(baby.data.looks.length).toBeGreaterThan(0);
  expect(baby.data.looks.length).toBeLessThan(all.data.looks.length);
  for (const look of baby.data.looks) expect(look.group).toBe("baby");
});

test("a group that does not exist shows every look", async () => {
  const result = await settle(loader, webRequest("/lookbook?look=<script>"));
  expect(result.data.group).toBeNull();
  expect(result.data.looks.length).toBeGreaterThan(0);
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/lookbook")));
  expect(result.status).toBe(503);
});

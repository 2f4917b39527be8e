import { expect, test } from "vitest";

import { settle, shop, webRequest } from "../../tests/setup/routes";
import { loader } from "./($locale).size-guide.$category";

const guide = (category: string) => settle(loader, webRequest(`/size-guide/${category}`), { category });

test("a category's size guide lists the sizes it is sold in, youngest first", async () => {
  const result = await guide("dr-001");
  expect(result.status).toBe(200);
  expect(result.data.category.name).toBe("Dress");
  expect(result.data.oneSize).toBe(false);
  expect(result.data.sizes).toEqual(["0-3m", "3-6m", "6-12m", "12-24m", "2-3y"]);
  expect(result.data.listing).toBe("/products?c1=CL-001&c2=DR-001");
  expect(result.headers.get("Cache-Control")).toContain("s-maxage");
});

test("a category of one-size products shows the whole scale; an unknown one is 404", async () => {
  const { body } = await shop.api.request("/api/categories");
  const unsized = await Promise.all(
    body.data
      .filter((category: { parentCode: string | null }) => category.parentCode)
      .map(async (category: { code: string; parentCode: string }) => {
        const list = await shop.api.request(
          `/api/products?c1=${category.parentCode}&c2=${category.code}&pageSize=1`,
        );
        return list.body.facets.ages.length === 0 ? category.code : null;
      }),
  );
  const code = unsized.find(Boolean) as string;
  const result = await guide(code.toLowerCase());
  expect(result.data.oneSize).toBe(true);
  expect(result.data.sizes).toHaveLength(11);
  expect((await guide("zz-999")).status).toBe(404);
});

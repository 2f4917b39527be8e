// The region lists an address form needs, from the API's address lists.
import { ADDRESS_LEVELS, type AddressLevel } from "@contract";
import { z } from "zod";

import { fieldOf, type RegionChoice, type RegionLists } from "./regions";
import type { Upstream } from "./upstream.server";

// What the address form's chained selects ask for: one level's regions under a parent.
export const RegionQuery = z.object({
  level: z.enum(["city", "district", "subdistrict", "postal"]),
  parentId: z.coerce.number().int().positive().max(2_147_483_647),
});

const LIST_OF = {
  province: "provinces",
  city: "cities",
  district: "districts",
  subdistrict: "subdistricts",
  postal: "postals",
} as const;
const PARENT_PARAM = {
  city: "provinceId",
  district: "cityId",
  subdistrict: "districtId",
  postal: "subdistrictId",
} as const;

// One level's list: the children of the region chosen above it.
export function regionsUnder(api: Upstream, level: Exclude<AddressLevel, "province">, parentId: number) {
  return api.address.list(LIST_OF[level], { [PARENT_PARAM[level]]: parentId });
}

// Every list down the chain of what was chosen. A choice that is not in its list (because a
// level above it changed) is dropped, and so is everything below it.
export async function regionListsFor(api: Upstream, wanted: Partial<Record<string, unknown>>) {
  const lists = {} as RegionLists;
  const chosen = {} as RegionChoice;
  let parentId: number | null = null;
  for (const level of ADDRESS_LEVELS) {
    lists[level] =
      level === "province"
        ? await api.address.list("provinces")
        : parentId === null
          ? []
          : await regionsUnder(api, level, parentId);
    const id = Number(wanted[fieldOf(level)]);
    parentId = lists[level].some((region) => region.id === id) ? id : null;
    chosen[level] = parentId;
  }
  return { lists, chosen };
}

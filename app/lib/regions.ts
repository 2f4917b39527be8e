// The address form's chained region selects: province > city > district > subdistrict >
// postal code. Shared by the server (lists, checks) and the browser (which list comes next).
import type { AddressLevel, Region } from "@contract";
import type { z } from "zod";

export const LEVEL_LABELS: Record<AddressLevel, { one: string; many: string }> = {
  province: { one: "Province", many: "provinces" },
  city: { one: "City", many: "cities" },
  district: { one: "District", many: "districts" },
  subdistrict: { one: "Subdistrict", many: "subdistricts" },
  postal: { one: "Postal code", many: "postal codes" },
};

export type RegionChoice = Record<AddressLevel, number | null>;
export type RegionLists = Record<AddressLevel, z.infer<typeof Region>[]>;

export const fieldOf = (level: AddressLevel) => `${level}Id` as const;

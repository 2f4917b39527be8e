// The address form's chained region selects: province > city > district > subdistrict >
// postal code. Shared by the server (lists, checks) and the browser (which list comes next).
import type { AddressLevel, Region } from "@contract";
import type { z } from "zod";

import type { MessageId } from "./i18n/use-t";

// Each level's words in the catalogue: its label, its empty choice, and (without JavaScript)
// the button that shows its list. The first level has no button: its list is always there.
export const LEVEL_LABELS: Record<AddressLevel, { label: MessageId; choose: MessageId; show?: MessageId }> = {
  province: { label: "member.addresses.province", choose: "member.addresses.chooseProvince" },
  city: {
    label: "member.addresses.city",
    choose: "member.addresses.chooseCity",
    show: "member.addresses.showCities",
  },
  district: {
    label: "member.addresses.district",
    choose: "member.addresses.chooseDistrict",
    show: "member.addresses.showDistricts",
  },
  subdistrict: {
    label: "member.addresses.subdistrict",
    choose: "member.addresses.chooseSubdistrict",
    show: "member.addresses.showSubdistricts",
  },
  postal: {
    label: "member.addresses.postal",
    choose: "member.addresses.choosePostal",
    show: "member.addresses.showPostals",
  },
};

export type RegionChoice = Record<AddressLevel, number | null>;
export type RegionLists = Record<AddressLevel, z.infer<typeof Region>[]>;

export const fieldOf = (level: AddressLevel) => `${level}Id` as const;

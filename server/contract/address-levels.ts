// The address lists' levels, top down. Plain data with no zod, so the browser can use it.
export const ADDRESS_LEVELS = ["province", "city", "district", "subdistrict", "postal"] as const;
export type AddressLevel = (typeof ADDRESS_LEVELS)[number];

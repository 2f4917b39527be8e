// The member area: profile, address book, wishlist, and the newsletter.
import { z } from "zod";

import { Email } from "./auth";
import { ProductCard } from "./catalog";
import { envelope } from "./common";
import { Region, RegionId } from "./content";

export const Phone = z
  .string()
  .trim()
  .regex(
    /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/,
    "Enter a phone number of 6 to 20 characters: digits, spaces, brackets and dashes, with + only at the start",
  );

const PersonName = z.string().trim().min(1, "Enter a name").max(100, "Use at most 100 characters");

export const Profile = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    // Members who only sign in through a provider have no password to change.
    hasPassword: z.boolean(),
    memberSince: z.string(), // ISO date-time
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof Profile>;

// null clears the phone number.
export const ProfileBody = z.object({ name: PersonName, phone: Phone.nullable() });

export const Address = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    street: z.string(),
    province: Region,
    city: Region,
    district: Region,
    subdistrict: Region,
    postal: Region,
    isDefault: z.boolean(),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof Address>;

export const AddressBody = z.object({
  name: PersonName,
  phone: Phone,
  street: z
    .string()
    .trim()
    .min(1, "Enter the street and house number")
    .max(200, "Use at most 200 characters"),
  provinceId: RegionId,
  cityId: RegionId,
  districtId: RegionId,
  subdistrictId: RegionId,
  postalId: RegionId,
  // The first address is the default whatever this says.
  isDefault: z.boolean().default(false),
});
export type AddressBody = z.output<typeof AddressBody>;
export const MAX_ADDRESSES = 20;

// A row id in a path or body: a positive 32-bit integer.
const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const AddressIdParam = z.object({ id: Id });
export const AddressResponse = envelope(Address);
export const AddressesResponse = envelope(z.array(Address));

export const ProfileResponse = envelope(Profile);
export const ProfileSummaryResponse = envelope(
  z.object({
    profile: Profile,
    // A union rather than .nullable(): the OpenAPI document then says null is allowed.
    defaultAddress: z.union([Address, z.null()]),
    addressCount: z.number().int(),
    wishlistCount: z.number().int(),
  }),
);

export const ProductId = Id;
export const MAX_WISHLIST = 200;

export const WishlistItem = z
  .object({ id: z.number().int(), addedAt: z.string(), product: ProductCard })
  .meta({ id: "WishlistItem" });
export type WishlistItem = z.infer<typeof WishlistItem>;
export const WishlistResponse = envelope(z.array(WishlistItem));
export const WishlistItemResponse = envelope(WishlistItem);
export const WishlistAddBody = z.object({ productId: ProductId });
// A visitor's wishlist, merged into the member's at sign-in. Unknown products are skipped.
export const WishlistMergeBody = z.object({ productIds: z.array(ProductId).max(MAX_WISHLIST) });
export const WishlistIdParam = z.object({ wishlistId: Id });

export const SubscribeBody = z.object({ email: Email });
// The token of a newsletter confirm or unsubscribe link.
export const NewsletterTokenBody = z.object({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "This link is not valid"),
});

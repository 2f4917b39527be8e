// The zod schemas of the member area's forms and the shop-wide newsletter form: one per form
// (or per intent where a page has several). Server-only, so zod never reaches the browser;
// the pages import their types only.
import { ChildBody, Email, Phone } from "@contract";
import { z } from "zod";

import { PasswordForm } from "./auth-forms.server";
import type { MessageId } from "./i18n/use-t";

const Id = z.coerce.number().int().positive().max(2_147_483_647);
// A field's message is the catalogue's, by its name (lib/i18n/field-messages.server.ts), or the
// one a schema names here.
const name = (missing?: MessageId) =>
  z
    .string(missing && { error: missing })
    .trim()
    .min(1, missing)
    .max(100);

export const ProfileForm = z.object({
  intent: z.literal("profile"),
  name: name(),
  phone: Phone.optional(),
});
// The dashboard has two forms; the button's intent says which was sent.
export const DashboardAction = z.discriminatedUnion("intent", [ProfileForm, PasswordForm]);

const regionId = () => z.coerce.number().int().positive().max(2_147_483_647);
export const SaveAddressForm = z.object({
  intent: z.literal("save"),
  id: Id.optional(), // absent: a new address
  name: name("fields.recipient"),
  phone: z.string().pipe(Phone),
  street: z.string().trim().min(1).max(200),
  provinceId: regionId(),
  cityId: regionId(),
  districtId: regionId(),
  subdistrictId: regionId(),
  postalId: regionId(),
  isDefault: z.boolean().default(false),
  // Where to go once it is saved (checkout sends shoppers here to add an address).
  returnTo: z.string().max(2000).optional(),
});
export const AddressBookAction = z.discriminatedUnion("intent", [
  SaveAddressForm,
  // Without JavaScript: fill the next region list and come back, saving nothing.
  z.object({ intent: z.literal("regions") }),
  z.object({ intent: z.literal("delete"), id: Id }),
  z.object({ intent: z.literal("default"), id: Id }),
]);

// The children a member keeps for the size finder (/member/children).
export const ChildrenAction = z.discriminatedUnion("intent", [
  ChildBody.extend({ intent: z.literal("save"), id: Id.optional() }),
  z.object({ intent: z.literal("remove"), id: Id }),
]);

export const RemoveFromWishlistForm = z.object({ wishlistId: Id });

// "Email me when it's back" on a product page: a visitor gives an address, a member only taps.
// redirectTo is the product page with its size and colour, to come back to.
export const MemberStockAlertForm = z.object({ variantId: Id, redirectTo: z.string().max(2000).optional() });
export const StockAlertForm = MemberStockAlertForm.extend({
  email: z.string().pipe(Email),
});
export type StockAlertValue = z.infer<typeof StockAlertForm> | z.infer<typeof MemberStockAlertForm>;
// Cancelling one of the member's alerts (/member/alerts).
export const CancelStockAlertForm = z.object({ alertId: Id });

export const SubscribeForm = z.object({
  email: z.string().pipe(Email),
  redirectTo: z.string().max(2000).optional(),
  // Sent from the newsletter popup: subscribing answers it.
  popupId: z.coerce.number().int().positive().optional(),
});

// What the back office's routes (app/routes/admin*.tsx) share: the staff member required, and
// the zod schemas of its forms. The API enforces every rule and role; these are conveniences.
import {
  ADMIN_ORDER_SORTS,
  AdminProductBody,
  AdminStockBody,
  Email,
  LOCALES,
  LowStockQuery,
  ModerationBody,
  ORDER_STATUSES,
  OrderNoteBody,
  OrderTransitionBody,
  PageTranslationBody,
  ProductTranslationBody,
  Slug,
  StaffAddBody,
  StaffRole,
  TotpCode,
  TRANSLATED_LOCALES,
  TranslationLocaleParam,
} from "@contract";
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";

import { staffSignInFirst } from "./upstream.server";

// The staff session's token is needed: without it, to the back office's sign-in (and back).
export function requireStaff(request: Request, context: AppLoadContext) {
  const { staffSession, api } = context;
  if (!staffSession.get("staffToken")) throw staffSignInFirst(request);
  return { api, staffSession, role: staffSession.get("role") ?? "staff" };
}

// The notice left by the last action (shown once on the next page).
export function noticeOf(context: AppLoadContext) {
  return context.staffSession.get("notice") ?? null;
}

export const StaffLoginForm = z.object({
  email: z.string({ error: "Enter your email" }).pipe(Email),
  password: z.string({ error: "Enter your password" }).max(128),
  totp: TotpCode.optional(),
  next: z.string().max(2000).optional(),
});

// Setting up the second factor: ask for a new key, then verify a code from the app.
export const TotpForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({
    intent: z.literal("verify"),
    code: z.string({ error: "Enter the 6-digit code" }).pipe(TotpCode),
  }),
]);

// A page number in a list's address, read leniently (a value that does not fit is page 1).
const PageParam = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);

// The order list's search params, read leniently: a value that does not fit is left out.
export const OrderListParams = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(ADMIN_ORDER_SORTS).optional().catch(undefined),
  page: PageParam,
});

// The order page's forms, told apart by the button's intent: a note, or a move to a state
// (the contract's transition, whose `to` is the intent).
// The contract's ship fields (its third option; the type checker says if that ever moves).
const shipFields = OrderTransitionBody.options[2];
export const TRANSITION_INTENTS = ["paid", "packed", "delivered", "cancelled"] as const;
export const AdminOrderForm = z.discriminatedUnion("intent", [
  OrderNoteBody.extend({
    intent: z.literal("note"),
    note: z.string({ error: "Write the note" }).pipe(OrderNoteBody.shape.note),
  }),
  z.object({ intent: z.enum(TRANSITION_INTENTS), note: z.string().trim().max(2000).optional() }),
  z.object({
    intent: z.literal("shipped"),
    carrier: z.string({ error: "Enter the carrier" }).pipe(shipFields.shape.carrier),
    trackingNumber: z.string({ error: "Enter the tracking number" }).pipe(shipFields.shape.trackingNumber),
    trackingUrl: shipFields.shape.trackingUrl,
    note: z.string().trim().max(2000).optional(),
  }),
]);
export type AdminOrderForm = z.infer<typeof AdminOrderForm>;

// The transition a (checked) form asks for, in the contract's words.
export function transitionOf(form: Exclude<AdminOrderForm, { intent: "note" }>): OrderTransitionBody {
  const { intent, ...rest } = form;
  return { to: intent, ...rest } as OrderTransitionBody;
}

export const StaffForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    email: z.string({ error: "Enter the email" }).pipe(StaffAddBody.shape.email),
    name: z.string({ error: "Enter a name" }).pipe(StaffAddBody.shape.name),
    role: StaffRole,
  }),
  z.object({ intent: z.literal("role"), id: z.string().max(100), role: StaffRole }),
  z.object({ intent: z.enum(["disable", "enable"]), id: z.string().max(100) }),
]);

// The moderation queue's one form, posted by the checkboxes' "decide on the chosen" buttons and by
// each item's own approve and reject. `scope` says which of the page's forms was sent ("bulk", or
// the item's ref), so a refusal is shown beside that form with what was typed in it.
const HeldItemRef = z
  .string()
  .regex(/^(review|comment):\d{1,10}$/, "Choose from the list")
  .transform((ref) => ({ kind: ref.split(":")[0], id: Number(ref.split(":")[1]) }))
  .pipe(ModerationBody.shape.items.element);
export const ModerationForm = z
  .object({
    scope: z.string().max(30).optional(),
    item: z
      .array(HeldItemRef, { error: "Choose at least one" })
      .min(1, "Choose at least one")
      .max(100, "Choose at most 100 at once"),
    decision: z.enum(["approve", "reject"], { error: "Approve or reject" }),
    reason: ModerationBody.shape.reason,
  })
  .refine((form) => form.decision === "approve" || form.reason, {
    message: "Give a reason for rejecting",
    path: ["reason"],
  });

// A contact message marked read or unread.
export const MessageReadForm = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  read: z.enum(["true", "false"]).transform((read) => read === "true"),
});

export const MessageListParams = z.object({
  unread: z.enum(["true", "false"]).optional().catch(undefined),
  page: PageParam,
});

export const AuditParams = z.object({ page: PageParam });
// ---------- the catalogue (admin.products*, admin.stock) ----------

// Finding a product: the search as typed (the API says when it is too long), and the page.
export const ProductSearchParams = z.object({
  q: z.string().trim().optional().catch(undefined),
  page: PageParam,
});

// The low-stock view: the threshold (the API's rule; empty is its default) and the page. A
// threshold that does not fit is said on the page, and the default is shown meanwhile.
export const LowStockParams = z.object({
  threshold: z.preprocess((value) => (value === "" ? undefined : value), LowStockQuery.shape.threshold),
  page: PageParam,
});

// ---------- translations (admin.products.$id, admin.pages.$slug) ----------

// One locale's translation of a product or a page: the contract's fields and rules. Every field
// is on the form, so an empty one is sent as null: its translation is removed and the shop
// shows the English text there.
const translationForm = <F extends z.ZodRawShape>(fields: F) =>
  z.object({ intent: z.literal("translation"), locale: TranslationLocaleParam.shape.locale, ...fields });
export const ProductTranslationForm = translationForm(ProductTranslationBody.shape);
export const PageTranslationForm = translationForm(PageTranslationBody.shape);

// The fields of a checked translation form as the API takes them (empty: null).
export function translationOf<T extends { intent: "translation"; locale: string }>(form: T) {
  const { intent: _intent, locale, ...fields } = form;
  const body = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? null]));
  return { locale, body };
}

// The locales a product or page is translated into (all but English), with their direction.
export const translatedLocales = () =>
  LOCALES.filter((locale) => (TRANSLATED_LOCALES as string[]).includes(locale.code));

type TranslationBody = typeof ProductTranslationBody | typeof PageTranslationBody;
// The fields of a translation form, in order: their labels, the contract's longest text, and
// whether they take paragraphs.
export function translatedFields(body: TranslationBody, labels: Record<string, string>, multiline: string[]) {
  return Object.entries(body.shape).map(([name, schema]) => ({
    name,
    label: labels[name] ?? name,
    multiline: multiline.includes(name),
    maxLength: schema.unwrap().unwrap().maxLength ?? undefined,
  }));
}

// An information page's slug from the URL, as the contract writes one; else this site's 404.
export function pageSlugOf(params: { slug?: string }) {
  const slug = Slug.safeParse(params.slug ?? "");
  if (!slug.success) throw new Response("Not Found", { status: 404 });
  return slug.data;
}

// A product's page has four forms, told apart by the button's intent: the price and sale,
// whether it is in the shop, one variant's stock, and one locale's translation. Their rules are
// the contract's.
const productFields = AdminProductBody.shape;
export const AdminProductForm = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("price"),
      listPrice: productFields.listPrice.unwrap(),
      sale: z.boolean().optional(),
      discountPercent: productFields.discountPercent.unwrap().optional(),
      // The sale's last day (UTC); empty: no end date.
      saleEndsOn: z
        .string()
        .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)), {
          message: "Use a date such as 2026-12-31",
        })
        .optional(),
    })
    .refine((form) => !form.sale || (form.discountPercent ?? 0) > 0, {
      message: "Enter the sale's discount, from 1 to 90%",
      path: ["discountPercent"],
    }),
  z.object({ intent: z.enum(["publish", "unpublish"]) }),
  z.object({
    intent: z.literal("stock"),
    sku: z.string().min(1).max(64),
    stock: AdminStockBody.shape.stock,
  }),
  ProductTranslationForm,
]);
export type AdminProductForm = z.infer<typeof AdminProductForm>;

// The product's change a (checked) price or publish form asks for, in the contract's words.
// Off sale, the discount is 0 whatever was typed in it.
export function productEditOf(
  form: Exclude<AdminProductForm, { intent: "stock" | "translation" }>,
): z.input<typeof AdminProductBody> {
  if (form.intent === "price")
    return {
      listPrice: form.listPrice,
      discountPercent: form.sale ? (form.discountPercent ?? 0) : 0,
      // The sale runs to the end of its last day; off sale, or without a day, it has no end.
      saleEndsAt: form.sale && form.saleEndsOn ? `${form.saleEndsOn}T23:59:59.000Z` : null,
    };
  return { published: form.intent === "publish" };
}

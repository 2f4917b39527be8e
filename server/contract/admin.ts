// The back office's API (/api/admin/*): staff sign-in, staff management, orders and the audit
// log. Staff are not members: they send their own token in STAFF_TOKEN_HEADER, and a member's
// token never opens an admin operation.
import { z } from "zod";

import { Email, Password } from "./auth";
import { envelope, ONE_LINE, pagedEnvelope, PagingQuery } from "./common";
import { OrderDetail, OrderStatus, OrderSummary } from "./orders";

export const STAFF_TOKEN_HEADER = "x-staff-token";

// owner: everything, including managing staff and reading the audit log. staff: orders.
export const STAFF_ROLES = ["owner", "staff"] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

// One line of text a person typed, trimmed, 1 to max characters.
const line = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Keep ${what} to ${max} characters`)
    .regex(ONE_LINE.pattern, ONE_LINE.message);

export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app");

export const StaffLoginBody = z.object({
  email: Email,
  password: z.string().min(1, "Enter your password").max(128),
  totp: TotpCode.optional(),
});

export const StaffMember = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: StaffRole,
    totpEnabled: z.boolean(),
    disabled: z.boolean(),
    passwordSet: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "StaffMember" });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffGrant = z
  .object({
    token: z.string(), // sent back in STAFF_TOKEN_HEADER
    idleMinutes: z.number().int(), // the token lapses this long after its last use
    expiresAt: z.string(), // and at this time whatever happens
    staff: StaffMember,
    // An owner without a second factor may only enrol one (the other operations answer 403).
    totpEnrolmentRequired: z.boolean(),
  })
  .meta({ id: "StaffGrant" });
export type StaffGrant = z.infer<typeof StaffGrant>;
export const StaffGrantResponse = envelope(StaffGrant);
export const StaffMeResponse = envelope(z.object({ staff: StaffMember, totpEnrolmentRequired: z.boolean() }));

export const StaffSetPasswordBody = z.object({ token: z.string().min(1).max(200), password: Password });

export const TotpEnrolmentResponse = envelope(
  z.object({
    secret: z.string(), // base32, for typing into the app
    uri: z.string(), // otpauth://… for a QR code
  }),
);
export const TotpVerifyBody = z.object({ code: TotpCode });

export const StaffListResponse = envelope(z.array(StaffMember));
export const StaffAddBody = z.object({ email: Email, name: line(100, "a name"), role: StaffRole });
// The one-time link for the new staff member to set a password: hand it to them.
export const StaffAddResponse = envelope(z.object({ staff: StaffMember, passwordLink: z.string() }));
export const StaffUpdateBody = z
  .object({ role: StaffRole.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, "Change the role or disabled");
export const StaffResponse = envelope(StaffMember);

// ---------- orders ----------

export const ADMIN_ORDER_SORTS = ["newest", "oldest", "total_desc", "total_asc"] as const;
const IsoDate = z.iso.date("Use a date like 2026-05-31");
export const AdminOrderQuery = PagingQuery.extend({
  status: OrderStatus.optional(),
  from: IsoDate.optional(), // placed on or after this day (UTC)
  to: IsoDate.optional(), // placed on or before this day (UTC)
  // An invoice number, or part of the member's email or name.
  q: z.string().trim().max(100, "Keep the search to 100 characters").optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default("newest"),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

const Customer = z.object({ id: z.string(), email: z.string(), name: z.string() });
export const AdminOrderSummary = OrderSummary.extend({ customer: Customer }).meta({
  id: "AdminOrderSummary",
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export const AdminOrderListResponse = pagedEnvelope(AdminOrderSummary);

// One entry of the timeline: a change of state (from → to) or a note, and who made it.
export const OrderEvent = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.object({ kind: z.enum(["staff", "member", "shop"]), name: z.string() }),
    from: OrderStatus.nullable(),
    to: OrderStatus.nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: "OrderEvent" });
export type OrderEvent = z.infer<typeof OrderEvent>;

export const AdminOrderDetail = OrderDetail.extend({
  customer: Customer,
  events: z.array(OrderEvent), // oldest first
}).meta({ id: "AdminOrderDetail" });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
export const AdminOrderResponse = envelope(AdminOrderDetail);

const Note = z
  .string()
  .trim()
  .max(2000, "Keep the note to 2,000 characters")
  .optional()
  .meta({ description: "Written to the timeline" });

// A transition: the state to move the order to, with what that state needs.
export const OrderTransitionBody = z.discriminatedUnion("to", [
  z.object({ to: z.literal("paid"), note: Note }),
  z.object({ to: z.literal("packed"), note: Note }),
  z.object({
    to: z.literal("shipped"),
    carrier: line(60, "the carrier"),
    trackingNumber: z
      .string()
      .trim()
      .min(1, "Enter the tracking number")
      .max(60, "Keep the tracking number to 60 characters")
      .regex(/^[A-Za-z0-9 -]+$/, "Use letters, digits, spaces and dashes in the tracking number"),
    trackingUrl: z
      .url({ protocol: /^https?$/, error: "Enter the tracking page's address (https://…)" })
      .max(500, "Keep the tracking address to 500 characters")
      .optional(),
    note: Note,
  }),
  z.object({ to: z.literal("delivered"), note: Note }),
  z.object({ to: z.literal("cancelled"), note: Note }),
]);
export type OrderTransitionBody = z.infer<typeof OrderTransitionBody>;
type OrderMoveTarget = OrderTransitionBody["to"];

// THE table of the order state machine (server/orders/state-machine.ts): for each target state,
// the states an order may move to it from. The back office's buttons read it too.
export const ORDER_MOVES_FROM: Record<OrderMoveTarget, readonly OrderStatus[]> = {
  paid: ["awaiting_transfer", "awaiting_payment_on_delivery"],
  packed: ["paid"],
  shipped: ["packed"],
  delivered: ["shipped"],
  cancelled: ["awaiting_payment", "awaiting_transfer", "awaiting_payment_on_delivery", "paid", "packed"],
};

export const canMoveOrder = (from: OrderStatus, to: OrderMoveTarget) => ORDER_MOVES_FROM[to].includes(from);

// The moves an order in this state may make, in the order of the table.
export const orderMovesFrom = (from: OrderStatus) =>
  (Object.keys(ORDER_MOVES_FROM) as OrderMoveTarget[]).filter((to) => canMoveOrder(from, to));
// changed: false when the order already was in that state with those details (nothing done).
export const OrderTransitionResponse = envelope(z.object({ order: AdminOrderDetail, changed: z.boolean() }));

export const OrderNoteBody = z.object({
  note: z.string().trim().min(1, "Write the note").max(2000, "Keep the note to 2,000 characters"),
});

// ---------- the audit log ----------

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    staffEmail: z.string(),
    action: z.string(),
    target: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = PagingQuery.extend({ action: z.string().max(60).optional() });
export const AuditListResponse = pagedEnvelope(AuditEntry);

// ---------- catalogue and the dashboard ----------

// A product's price: the regular price in dollars and the discount (the sale is a discount over
// 0). The shopper's price is the regular price less the discount, in whole cents. Unpublished
// (published: false), the product answers 404 in the shop and leaves its listings; past orders
// keep showing it.
export const AdminProductBody = z
  .object({
    listPrice: z
      .number("Enter the price as a number")
      .min(0.01, "The price must be at least 0.01")
      .max(100_000, "The price must be at most 100,000")
      .multipleOf(0.01, "Use at most two decimals")
      .optional(),
    discountPercent: z
      .number()
      .int("Use a whole percentage")
      .min(0, "The discount cannot be negative")
      .max(90, "The discount can be at most 90%")
      .optional(),
    saleEndsAt: z.iso.datetime("Use an ISO date-time").nullable().optional(),
    published: z.boolean("Say true or false for published").optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Change at least one field");
export const AdminProduct = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    listPrice: z.number(),
    price: z.number(),
    discountPercent: z.number().int(),
    saleEndsAt: z.string().nullable(),
    published: z.boolean(),
    variants: z.array(
      z.object({
        sku: z.string(),
        size: z.string().nullable(),
        color: z.string().nullable(),
        stock: z.number().int(),
      }),
    ),
  })
  .meta({ id: "AdminProduct" });
export const AdminProductResponse = envelope(AdminProduct);
export const AdminStockBody = z.object({
  stock: z
    .number("Enter the stock as a number")
    .int("Use a whole number")
    .min(0, "The stock cannot be negative")
    .max(100_000, "The stock can be at most 100,000"),
});

// What waits for someone, and how the shop is doing.
export const DashboardResponse = envelope(
  z.object({
    ordersToday: z.number().int(), // placed since midnight UTC
    revenueThisWeek: z.number(), // paid in the last 7 days, in dollars
    toConfirm: z.number().int(), // transfers and cash on delivery waiting for the money
    transfersToConfirm: z.number().int(), // of those, bank transfers
    cashToCollect: z.number().int(), // of those, cash on delivery
    toPack: z.number().int(),
    toShip: z.number().int(),
    reviewsToModerate: z.number().int(),
    commentsToModerate: z.number().int(),
    unreadMessages: z.number().int(),
  }),
);

// ---------- moderation, messages, the newsletter ----------

export const HeldItem = z
  .object({
    kind: z.enum(["review", "comment"]),
    id: z.number().int(),
    name: z.string(), // who wrote it
    title: z.string().nullable(), // a review's title
    body: z.string(),
    rating: z.number().int().nullable(), // a review's stars
    about: z.string(), // the product's or the post's title
    at: z.string(),
  })
  .meta({ id: "HeldItem" });
export type HeldItem = z.infer<typeof HeldItem>;
export const ModerationQueueResponse = envelope(z.array(HeldItem)); // oldest first
export const ModerationBody = z
  .object({
    items: z
      .array(
        z.object({ kind: z.enum(["review", "comment"]), id: z.number().int().min(1).max(2_147_483_647) }),
      )
      .min(1, "Choose at least one")
      .max(100, "At most 100 at once"),
    decision: z.enum(["approve", "reject"]),
    reason: z.string().trim().max(500, "Keep the reason to 500 characters").optional(),
  })
  .refine((body) => body.decision === "approve" || body.reason, {
    message: "Give a reason for rejecting",
    path: ["reason"],
  });
// How many of the chosen were still held and are now decided (the rest were decided already).
export const ModerationResponse = envelope(z.object({ decided: z.number().int() }));

export const ReceivedMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    at: z.string(),
    read: z.boolean(),
  })
  .meta({ id: "ReceivedMessage" });
export const ContactMessageQuery = PagingQuery.extend({ unread: z.enum(["true", "false"]).optional() });
export const ContactMessageListResponse = pagedEnvelope(ReceivedMessage);
export const ContactMessageReadBody = z.object({ read: z.boolean() });
export const ContactMessageResponse = envelope(ReceivedMessage);

// Finding a product: its id, a SKU exactly, or part of its title.
export const AdminProductSearchQuery = PagingQuery.extend({
  q: z
    .string()
    .trim()
    .min(1, "Enter an id, a SKU or part of a title")
    .max(100, "Keep the search to 100 characters"),
});
export const AdminProductHit = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    price: z.number(),
    published: z.boolean(),
  })
  .meta({ id: "AdminProductHit" });
export const AdminProductSearchResponse = pagedEnvelope(AdminProductHit);

// Variants at or under a stock threshold, fewest first.
export const LowStockQuery = PagingQuery.extend({
  threshold: z.coerce
    .number("Enter the threshold as a number")
    .int("Use a whole number for the threshold")
    .min(0, "The threshold cannot be negative")
    .max(1000, "The threshold can be at most 1,000")
    .default(3),
});
export const LowStockVariant = z
  .object({
    sku: z.string(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    stock: z.number().int(),
    productId: z.number().int(),
    title: z.string(),
  })
  .meta({ id: "LowStockVariant" });
export const LowStockResponse = pagedEnvelope(LowStockVariant);

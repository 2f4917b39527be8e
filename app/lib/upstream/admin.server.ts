// The back office's calls (/api/admin/*), sent with the staff session's token.
import {
  AdminOrderListResponse,
  type AdminOrderQuery,
  AdminOrderResponse,
  AdminPageListResponse,
  type AdminProductBody,
  AdminProductResponse,
  AdminProductSearchResponse,
  AuditListResponse,
  type AuditQuery,
  ContactMessageListResponse,
  type ContactMessageQuery,
  ContactMessageResponse,
  DashboardResponse,
  LowStockResponse,
  type ModerationBody,
  ModerationQueueResponse,
  ModerationResponse,
  OkMessage,
  type OrderTransitionBody,
  OrderTransitionResponse,
  type PageTranslationBody,
  type ProductTranslationBody,
  type StaffAddBody,
  StaffAddResponse,
  StaffGrantResponse,
  StaffListResponse,
  StaffMeResponse,
  StaffResponse,
  TotpEnrolmentResponse,
  TranslationsResponse,
} from "@contract";
import { z } from "zod";

import type { Call } from "../upstream.server";

const staff = true;
const order = (invoice: string) => `/api/admin/orders/${encodeURIComponent(invoice)}`;
const product = (id: number) => `/api/admin/products/${id}`;
type Paged = { page?: number; pageSize?: number };
const pageTranslations = (slug: string) => `/api/admin/pages/${encodeURIComponent(slug)}/translations`;

// The catalogue: finding a product (id, SKU or part of the title), editing it, low stock, and the
// translations of products and information pages.
const catalogueCalls = (call: Call) => ({
  // The catalogue: finding a product (id, SKU or part of the title), editing it, low stock.
  products: (query: { q: string } & Paged) =>
    call(AdminProductSearchResponse, "/api/admin/products", { query, staff }),
  product: async (id: number) => (await call(AdminProductResponse, product(id), { staff })).data,
  updateProduct: async (id: number, body: z.input<typeof AdminProductBody>) =>
    (await call(AdminProductResponse, product(id), { method: "PATCH", body, staff })).data,
  setStock: async (sku: string, stock: number) =>
    (
      await call(AdminProductResponse, `/api/admin/variants/${encodeURIComponent(sku)}/stock`, {
        method: "PUT",
        body: { stock },
        staff,
      })
    ).data,
  // Translations of a product and of an information page: read every locale's, replace one's.
  productTranslations: async (id: number) =>
    (await call(TranslationsResponse, `${product(id)}/translations`, { staff })).data,
  translateProduct: async (id: number, locale: string, body: z.input<typeof ProductTranslationBody>) =>
    (
      await call(TranslationsResponse, `${product(id)}/translations/${encodeURIComponent(locale)}`, {
        method: "PUT",
        body,
        staff,
      })
    ).data,
  pages: async () => (await call(AdminPageListResponse, "/api/admin/pages", { staff })).data,
  pageTranslations: async (slug: string) =>
    (await call(TranslationsResponse, pageTranslations(slug), { staff })).data,
  translatePage: async (slug: string, locale: string, body: z.input<typeof PageTranslationBody>) =>
    (
      await call(TranslationsResponse, `${pageTranslations(slug)}/${encodeURIComponent(locale)}`, {
        method: "PUT",
        body,
        staff,
      })
    ).data,
  lowStock: (query: { threshold: number } & Paged) =>
    call(LowStockResponse, "/api/admin/stock/low", { query, staff }),
});

export const adminCalls = (call: Call) => ({
  admin: {
    // A wrong password or code is the form's message, not a redirect to sign in.
    login: async (body: { email: string; password: string; totp?: string }) =>
      (
        await call(StaffGrantResponse, "/api/admin/auth/login", {
          method: "POST",
          body,
          allowUnauthorized: true,
        })
      ).data,
    logout: () =>
      call(OkMessage, "/api/admin/auth/logout", { method: "POST", staff, allowUnauthorized: true }),
    me: async () => (await call(StaffMeResponse, "/api/admin/auth/me", { staff })).data,
    setPassword: (body: { token: string; password: string }) =>
      call(OkMessage, "/api/admin/auth/password", { method: "POST", body, allowUnauthorized: true }),
    startTotp: async () =>
      (await call(TotpEnrolmentResponse, "/api/admin/auth/totp", { method: "POST", staff })).data,
    verifyTotp: async (code: string) =>
      (await call(StaffMeResponse, "/api/admin/auth/totp/verify", { method: "POST", body: { code }, staff }))
        .data,
    orders: (query: Partial<AdminOrderQuery>) =>
      call(AdminOrderListResponse, "/api/admin/orders", { query, staff }),
    order: async (invoice: string) => (await call(AdminOrderResponse, order(invoice), { staff })).data,
    move: async (invoice: string, body: OrderTransitionBody) =>
      (await call(OrderTransitionResponse, `${order(invoice)}/transitions`, { method: "POST", body, staff }))
        .data,
    addNote: async (invoice: string, note: string) =>
      (await call(AdminOrderResponse, `${order(invoice)}/notes`, { method: "POST", body: { note }, staff }))
        .data,
    ...catalogueCalls(call),
    staff: async () => (await call(StaffListResponse, "/api/admin/staff", { staff })).data,
    addStaff: async (body: z.input<typeof StaffAddBody>) =>
      (await call(StaffAddResponse, "/api/admin/staff", { method: "POST", body, staff })).data,
    updateStaff: async (id: string, body: { role?: "owner" | "staff"; disabled?: boolean }) =>
      (
        await call(StaffResponse, `/api/admin/staff/${encodeURIComponent(id)}`, {
          method: "PATCH",
          body,
          staff,
        })
      ).data,
    dashboard: async () => (await call(DashboardResponse, "/api/admin/dashboard", { staff })).data,
    heldItems: async () => (await call(ModerationQueueResponse, "/api/admin/moderation", { staff })).data,
    moderate: async (body: z.input<typeof ModerationBody>) =>
      (await call(ModerationResponse, "/api/admin/moderation", { method: "POST", body, staff })).data,
    messages: (query: Partial<z.output<typeof ContactMessageQuery>>) =>
      call(ContactMessageListResponse, "/api/admin/messages", { query, staff }),
    markMessage: async (id: number, read: boolean) =>
      (
        await call(ContactMessageResponse, `/api/admin/messages/${id}/read`, {
          method: "PUT",
          body: { read },
          staff,
        })
      ).data,
    // Owners only: the API answers 403 to other staff.
    audit: (query: Partial<z.output<typeof AuditQuery>>) =>
      call(AuditListResponse, "/api/admin/audit", { query, staff }),
    // The confirmed subscribers as CSV text (the API's own columns).
    newsletterCsv: () => call(z.string(), "/api/admin/newsletter.csv", { staff, text: true }),
  },
});

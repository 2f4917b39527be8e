// A member's own calls: address lists and book, profile, children, wishlist, orders; back-in-stock alerts
// (a visitor's too).
import {
  type AddressBody,
  AddressesResponse,
  AddressResponse,
  type ChildBody,
  ChildrenResponse,
  ChildResponse,
  OkMessage,
  OrderListResponse,
  OrderResponse,
  ProfileResponse,
  ProfileSummaryResponse,
  RegionsResponse,
  StockAlertsResponse,
  WishlistItemResponse,
  WishlistResponse,
} from "@contract";

import type { Call, Query } from "../upstream.server";

export const memberCalls = (call: Call) => ({
  address: {
    list: async (
      list: "provinces" | "cities" | "districts" | "subdistricts" | "postals",
      query: Query = {},
    ) => (await call(RegionsResponse, `/api/address/${list}`, { query })).data,
    book: async () => (await call(AddressesResponse, "/api/address", { auth: true })).data,
    get: async (id: number) => (await call(AddressResponse, `/api/address/${id}`, { auth: true })).data,
    create: async (body: AddressBody) =>
      (await call(AddressResponse, "/api/address", { method: "POST", body, auth: true })).data,
    update: async (id: number, body: AddressBody) =>
      (await call(AddressResponse, `/api/address/${id}`, { method: "PUT", body, auth: true })).data,
    setDefault: async (id: number) =>
      (await call(AddressResponse, `/api/address/${id}/default`, { method: "PUT", auth: true })).data,
    remove: (id: number) => call(OkMessage, `/api/address/${id}`, { method: "DELETE", auth: true }),
  },
  member: {
    summary: async () =>
      (await call(ProfileSummaryResponse, "/api/member/profile/summary", { auth: true })).data,
    updateProfile: async (body: { name: string; phone: string | null }) =>
      (await call(ProfileResponse, "/api/member/profile", { method: "PUT", body, auth: true })).data,
  },
  // The children kept for the size finder.
  children: {
    list: async () => (await call(ChildrenResponse, "/api/member/children", { auth: true })).data,
    add: async (body: ChildBody) =>
      (await call(ChildResponse, "/api/member/children", { method: "POST", body, auth: true })).data,
    update: async (id: number, body: ChildBody) =>
      (await call(ChildResponse, `/api/member/children/${id}`, { method: "PUT", body, auth: true })).data,
    remove: (id: number) => call(OkMessage, `/api/member/children/${id}`, { method: "DELETE", auth: true }),
  },
  wishlist: {
    list: async () => (await call(WishlistResponse, "/api/wishlist", { auth: true })).data,
    add: async (productId: number) =>
      (
        await call(WishlistItemResponse, "/api/wishlist", {
          method: "POST",
          body: { productId },
          auth: true,
        })
      ).data,
    merge: async (productIds: number[]) =>
      (
        await call(WishlistResponse, "/api/wishlist/merge", {
          method: "POST",
          body: { productIds },
          auth: true,
        })
      ).data,
    remove: (wishlistId: number) =>
      call(OkMessage, `/api/wishlist/${wishlistId}`, { method: "DELETE", auth: true }),
  },
  stockAlerts: {
    // A visitor's: a confirm link goes to the address first.
    ask: async (body: { variantId: number; email: string }) =>
      (await call(OkMessage, "/api/stock-alerts", { method: "POST", body })).data,
    confirm: async (body: { token: string }) =>
      (await call(OkMessage, "/api/stock-alerts/confirm", { method: "POST", body })).data,
    askAsMember: async (body: { variantId: number }) =>
      (await call(OkMessage, "/api/member/stock-alerts", { method: "POST", body, auth: true })).data,
    list: async () => (await call(StockAlertsResponse, "/api/member/stock-alerts", { auth: true })).data,
    cancel: (id: number) =>
      call(OkMessage, `/api/member/stock-alerts/${id}`, { method: "DELETE", auth: true }),
  },
  orders: {
    list: (query: { page?: number; pageSize?: number }) =>
      call(OrderListResponse, "/api/member/orders", { query, auth: true }),
    get: async (invoiceNumber: string) =>
      (await call(OrderResponse, `/api/member/orders/${encodeURIComponent(invoiceNumber)}`, { auth: true }))
        .data,
  },
});

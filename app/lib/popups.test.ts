import type { Popup } from "@contract";
import { describe, expect, it } from "vitest";

import { duePopups, ENGAGED_AFTER_MS, mayOpenPopup } from "./popups";

const popup = (id: number, type: Popup["type"]): Popup => ({ id, type, title: type, body: "" });
const ALL = [popup(1, "newsletter"), popup(2, "age-check"), popup(3, "offer"), popup(4, "exit")];

describe("duePopups", () => {
  it("asks the age check in the page where accounts and orders are made, never as a popup", () => {
    for (const path of ["/register", "/checkout", "/checkout/INV-1"]) {
      const due = duePopups(ALL, path);
      expect(due.question?.type, path).toBe("age-check");
      expect([due.timed, due.exit, due.card], path).toEqual([null, null, null]);
    }
    expect(duePopups(ALL, "/").question).toBeNull();
  });

  it("offers the sale on listings and the newsletter elsewhere, but never where a shopper is busy", () => {
    expect(duePopups(ALL, "/products").timed?.type).toBe("offer");
    expect(duePopups(ALL, "/catalog/on-sale").timed?.type).toBe("offer");
    expect(duePopups(ALL, "/products/some-dress").timed?.type).toBe("newsletter");
    expect(duePopups(ALL, "/").timed?.type).toBe("newsletter");
    for (const path of [
      "/cart",
      "/checkout",
      "/login",
      "/register",
      "/member/orders",
      "/password",
      "/newsletter",
    ]) {
      const due = duePopups(ALL, path);
      expect([due.timed, due.exit, due.card], path).toEqual([null, null, null]);
    }
  });

  it("moves on to the next popup once one is answered", () => {
    const withoutOffer = ALL.filter((p) => p.type !== "offer");
    expect(duePopups(withoutOffer, "/products").timed?.type).toBe("newsletter");
    expect(duePopups([], "/products")).toEqual({ question: null, timed: null, exit: null, card: null });
  });

  it("without JavaScript shows one card, never on a product page, and never the exit popup", () => {
    expect(duePopups(ALL, "/blog").card?.type).toBe("newsletter");
    expect(duePopups(ALL, "/products").card?.type).toBe("offer");
    expect(duePopups(ALL, "/products/some-dress").card).toBeNull();
    expect(duePopups([popup(4, "exit")], "/blog").card).toBeNull();
    expect(duePopups(ALL, "/blog").exit?.type).toBe("exit");
  });
});

describe("mayOpenPopup", () => {
  const start = 1_000_000;
  const firstPage = { pages: 1, startedAt: start, popupShown: false };

  it("waits for a second page or 30 seconds", () => {
    expect(mayOpenPopup(firstPage, start + 10_000, false)).toBe(false);
    expect(mayOpenPopup(firstPage, start + ENGAGED_AFTER_MS, false)).toBe(true);
    expect(mayOpenPopup({ ...firstPage, pages: 2 }, start, false)).toBe(true);
  });

  it("opens at most one popup a visit, and never while the shopper is busy", () => {
    expect(mayOpenPopup({ ...firstPage, pages: 5, popupShown: true }, start + 60_000, false)).toBe(false);
    expect(mayOpenPopup({ ...firstPage, pages: 5 }, start + 60_000, true)).toBe(false);
  });
});

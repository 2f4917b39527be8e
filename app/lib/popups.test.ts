import type { Popup } from "@contract";
import { describe, expect, it } from "vitest";

import { duePopups } from "./popups";

const popup = (id: number, type: Popup["type"]): Popup => ({ id, type, title: type, body: "" });
const ALL = [popup(1, "newsletter"), popup(2, "age-check"), popup(3, "offer"), popup(4, "exit")];

describe("duePopups", () => {
  it("asks the age check where accounts and orders are made, before anything else", () => {
    expect(duePopups(ALL, "/register").timed?.type).toBe("age-check");
    expect(duePopups(ALL, "/checkout").timed?.type).toBe("age-check");
    expect(duePopups(ALL, "/checkout/INV-1").timed?.type).toBe("age-check");
  });

  it("shows the offer on listings and the newsletter elsewhere, but not where a shopper is busy", () => {
    expect(duePopups(ALL, "/products").timed?.type).toBe("offer");
    expect(duePopups(ALL, "/catalog/on-sale").timed?.type).toBe("offer");
    expect(duePopups(ALL, "/products/some-dress").timed?.type).toBe("newsletter");
    expect(duePopups(ALL, "/").timed?.type).toBe("newsletter");
    for (const path of ["/cart", "/login", "/member/orders", "/password", "/newsletter"]) {
      expect(duePopups(ALL, path).timed, path).toBeNull();
    }
  });

  it("moves on to the next popup once one is answered", () => {
    const withoutOffer = ALL.filter((p) => p.type !== "offer");
    expect(duePopups(withoutOffer, "/products").timed?.type).toBe("newsletter");
    expect(duePopups([], "/products")).toEqual({ timed: null, exit: null, card: null });
  });

  it("waits for the pointer to leave with the exit popup; without JavaScript it is the cart page's card", () => {
    expect(duePopups(ALL, "/blog").exit?.type).toBe("exit");
    expect(duePopups(ALL, "/checkout").exit).toBeNull();
    expect(duePopups(ALL, "/cart").card?.type).toBe("exit");
    expect(duePopups(ALL, "/blog").card?.type).toBe("newsletter");
  });
});

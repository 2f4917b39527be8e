// A page's title from the messages and locale its loaders answered (what a route's meta sees).
import { describe, expect, it } from "vitest";

import { localeInfo, messagesOf } from "./catalogue.server";
import { pageTitle } from "./meta";
import { pageMessages } from "./use-t";

const matchesIn = (code: string, namespaces: string[]) => [
  { id: "root", data: { locale: localeInfo(code), messages: messagesOf(code, ["shell"]) } },
  { id: "page", data: { messages: messagesOf(code, namespaces) } },
];

describe("pageTitle", () => {
  it("is the page's message in its locale, then the shop's name", () => {
    expect(pageTitle(matchesIn("en", ["compare"]), "compare.title")).toBe("Compare products · Little Sprout");
    expect(pageTitle(matchesIn("ar", ["compare"]), "compare.title")).toBe("قارن المنتجات · Little Sprout");
    expect(pageTitle(matchesIn("fr", ["member"]), "member.order.title", { invoice: "INV-7" })).toBe(
      "Commande INV-7 · Little Sprout",
    );
  });

  it("takes the message of the last route that has it, from texts parsed once", () => {
    const text = messagesOf("fr", ["compare"]);
    const matches = [
      { id: "root", data: { locale: localeInfo("fr"), messages: { "compare.title": "Du root" } } },
      { id: "page", data: { messages: text } },
    ];
    expect(pageTitle(matches, "compare.title")).toBe("Comparer des produits · Little Sprout");
    expect(pageTitle(matches.slice(0, 1), "compare.title")).toBe("Du root · Little Sprout");
    expect(pageMessages({ messages: text })).toBe(pageMessages({ messages: text }));
  });

  it("is the shop's name alone when the page has no messages (an error page)", () => {
    expect(pageTitle([{ id: "root", data: undefined }], "compare.title")).toBe("Little Sprout");
  });
});

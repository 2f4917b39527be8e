// The JSON list splitter, fed the same text in pieces cut at every kind of place: it must
// answer exactly the elements JSON.parse finds in the whole text.
import { describe, expect, it } from "vitest";

import { JsonListSplitter } from "./json-list";

const records = [
  { id: 1, title: 'Romper, "soft" [cotton]', tags: ["a,b", "{c}"], nested: { deep: [[1], { x: "]" }] } },
  { id: 2, title: 'Back\\slash \\" and \u00e9\u4e2d', variants: [] },
  "a string element",
  42,
  null,
  { id: 3, description: "line\nbreak\ttab" },
];

function split(text: string, pieceLength: (index: number) => number) {
  const list = new JsonListSplitter();
  const elements: unknown[] = [];
  for (let at = 0, index = 0; at < text.length; index++) {
    const length = pieceLength(index);
    for (const element of list.push(text.slice(at, at + length))) elements.push(JSON.parse(element));
    at += length;
  }
  return { elements, list };
}

describe("JsonListSplitter", () => {
  const texts = {
    array: JSON.stringify(records, null, 2),
    wrapped: JSON.stringify({ note: "[not the list]", count: [9], products: records, after: [1] }),
  };

  for (const [shape, text] of Object.entries(texts)) {
    it(`finds every element of the ${shape} list, however the text is cut`, () => {
      for (const size of [1, 2, 3, 7, 64, text.length]) {
        const { elements, list } = split(text, () => size);
        expect(elements).toEqual(records);
        expect(list.listFound).toBe(true);
        expect(list.complete).toBe(true);
      }
      // Pieces of varying length, from a fixed sequence so a failure can be replayed.
      const { elements } = split(text, (index) => 1 + ((index * 7919) % 13));
      expect(elements).toEqual(records);
    });
  }

  it("answers no element for an empty list, and a blank one for a comma too many", () => {
    expect(split("[ ]", () => 1).elements).toEqual([]);
    const list = new JsonListSplitter();
    expect(list.push("[1,]").map((element) => element.trim())).toEqual(["1", ""]);
  });

  it("finds no list in an object without products, and knows when the text stops short", () => {
    const none = split('{"items": [1, 2]}', () => 4);
    expect(none.list.listFound).toBe(false);
    expect(none.elements).toEqual([]);
    const short = split('[{"id": 1}, {"id": "2', () => 5);
    expect(short.elements).toEqual([{ id: 1 }]);
    expect(short.list.complete).toBe(false);
  });
});

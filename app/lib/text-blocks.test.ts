import { describe, expect, it } from "vitest";

import { firstParagraph, textBlocks } from "./text-blocks";

describe("textBlocks", () => {
  it("splits paragraphs on blank lines and reads '## ' lines as headings", () => {
    expect(textBlocks("Intro text.\n\n## Returns\n\nWithin 30 days.\n\n\n  Last one.  ")).toEqual([
      { kind: "paragraph", text: "Intro text." },
      { kind: "heading", text: "Returns" },
      { kind: "paragraph", text: "Within 30 days." },
      { kind: "paragraph", text: "Last one." },
    ]);
  });

  it("keeps line breaks inside a paragraph and handles Windows line ends", () => {
    expect(textBlocks("Monday: 9-5\r\nSaturday: 10-4\r\n\r\nBye")).toEqual([
      { kind: "paragraph", text: "Monday: 9-5\nSaturday: 10-4" },
      { kind: "paragraph", text: "Bye" },
    ]);
  });

  it("separates a heading from text written straight under it", () => {
    expect(textBlocks("## Hours\nMonday to Friday")).toEqual([
      { kind: "heading", text: "Hours" },
      { kind: "paragraph", text: "Monday to Friday" },
    ]);
  });

  it("does not take '##' inside a line, or without a space, as a heading", () => {
    expect(textBlocks("Use ## sparingly\n\n##NoSpace").map((block) => block.kind)).toEqual([
      "paragraph",
      "paragraph",
    ]);
  });

  it("gives nothing for empty text, and finds the first paragraph after a heading", () => {
    expect(textBlocks("  \n\n ")).toEqual([]);
    expect(firstParagraph("## Title\n\nThe first words.\n\nMore.")).toBe("The first words.");
    expect(firstParagraph("")).toBe("");
  });
});

// Blog posts and static pages are plain text: paragraphs separated by blank lines, and a
// line starting with "## " is a heading. Line breaks inside a paragraph are kept.
export type TextBlock = { kind: "heading" | "paragraph"; text: string };

export function textBlocks(body: string): TextBlock[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .flatMap((block): TextBlock[] => {
      if (!block.startsWith("## ")) return [{ kind: "paragraph", text: block }];
      // A heading with text straight under it (no blank line) is a heading and a paragraph.
      const [heading, ...rest] = block.split("\n");
      const paragraph = rest.join("\n").trim();
      return [
        { kind: "heading", text: heading.slice(3).trim() },
        ...(paragraph ? [{ kind: "paragraph" as const, text: paragraph }] : []),
      ];
    });
}

// The first paragraph, e.g. for a page's meta description.
export function firstParagraph(body: string): string {
  return textBlocks(body).find((block) => block.kind === "paragraph")?.text ?? "";
}

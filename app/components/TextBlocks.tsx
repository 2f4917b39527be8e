import { textBlocks } from "~/lib/text-blocks";

// The body of a blog post or static page as headings and paragraphs.
export function TextBlocks({ body }: { body: string }) {
  return (
    <div className="flex max-w-prose flex-col gap-4 leading-relaxed text-slate-700">
      {textBlocks(body).map((block, index) =>
        block.kind === "heading" ? (
          <h2 key={index} className="mt-4 text-xl font-semibold text-slate-900">
            {block.text}
          </h2>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}

// A line's colour and size ("yellow, 0-3m"): each the API's own word, kept apart so that each
// reads as the data it is (the pseudo-locale check, app/routes/_pseudo-locale.test.ts).
export function VariantText({ color, size }: { color: string | null; size: string | null }) {
  return (
    <>
      {color}
      {color && size && ", "}
      {size}
    </>
  );
}

// Words of the size finder and the "fits now" listings, shared by the loaders and the pages.
import type { Age } from "@contract/constants";
import { type ChildMeasures, sizesFor } from "@contract/sizes";

export type KnownChild = ChildMeasures & { name: string | null };

// "Mia", or "your child" when the child has no name (pages in the catalogue's locales say it
// with their `sizes.yourChild` message).
export const childName = (child: { name?: string | null }) => child.name || "your child";

// What the listing offers for each known child: the size now and in a few months.
export const LISTING_AHEAD = [0, 3, 6] as const;

export type FitChoice = { label: string; age: Age };

// `label` says it in the page's words: "Fits Mia now", "Fits Mia in 3 months".
export function fitChoices(
  children: KnownChild[],
  label: (name: string | null, ahead: number) => string,
  today = new Date(),
): FitChoice[] {
  return children.flatMap((child) =>
    LISTING_AHEAD.map((ahead) => {
      const { now, later } = sizesFor(child, ahead, today);
      return { label: label(child.name, ahead), age: ahead === 0 ? now : later };
    }),
  );
}

// Words of the size finder and the "fits now" listings, shared by the loaders and the pages.
import type { Age } from "@contract/constants";
import { type ChildMeasures, sizesFor } from "@contract/sizes";

export type KnownChild = ChildMeasures & { name: string | null };

// "Mia", or "your child" when the child has no name.
export const childName = (child: { name?: string | null }) => child.name || "your child";

// "now", "in 3 months".
export const whenLabel = (ahead: number) => (ahead === 0 ? "now" : `in ${ahead} months`);

// What the listing offers for each known child: the size now and in a few months.
export const LISTING_AHEAD = [0, 3, 6] as const;

export type FitChoice = { label: string; age: Age };

export function fitChoices(children: KnownChild[], today = new Date()): FitChoice[] {
  return children.flatMap((child) =>
    LISTING_AHEAD.map((ahead) => {
      const { now, later } = sizesFor(child, ahead, today);
      return {
        label: ahead === 0 ? `Fits ${childName(child)} now` : `Fits ${childName(child)} in ${ahead} months`,
        age: ahead === 0 ? now : later,
      };
    }),
  );
}

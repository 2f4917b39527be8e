// The lookbook's filter lives in the URL (/lookbook?look=baby), so every state is a link that
// works without JavaScript and can be shared. Shared by the loader and the filter buttons.
import { LOOK_GROUPS, type LookGroup } from "@contract/constants";

export const LOOK_GROUP_LABELS: Record<LookGroup, string> = {
  everyday: "Everyday",
  party: "Party",
  baby: "Baby",
  accessories: "Accessories",
};

// The filter buttons in order: every look first, then one per group.
export const LOOK_FILTERS: { group: LookGroup | null; label: string }[] = [
  { group: null, label: "All" },
  ...LOOK_GROUPS.map((group) => ({ group, label: LOOK_GROUP_LABELS[group] })),
];

// A missing, unknown or misspelt group shows every look rather than an error.
export function lookGroupParam(params: URLSearchParams): LookGroup | null {
  const value = params.get("look")?.trim().toLowerCase();
  return LOOK_GROUPS.find((group) => group === value) ?? null;
}

export function lookbookPath(group: LookGroup | null): string {
  return group ? `/lookbook?look=${group}` : "/lookbook";
}

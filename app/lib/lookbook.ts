// The lookbook's filter lives in the URL (/lookbook?look=baby), so every state is a link that
// works without JavaScript and can be shared. Shared by the loader and the filter buttons.
import { LOOK_GROUPS, type LookGroup } from "@contract/constants";

import type { MessageId } from "./i18n/use-t";

// Each group's name in the catalogue.
export const LOOK_GROUP_LABELS: Record<LookGroup, MessageId> = {
  everyday: "lookbook.group.everyday",
  party: "lookbook.group.party",
  baby: "lookbook.group.baby",
  accessories: "lookbook.group.accessories",
};

// The filter buttons in order: every look first, then one per group.
export const LOOK_FILTERS: { group: LookGroup | null; label: MessageId }[] = [
  { group: null, label: "lookbook.all" },
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

// Plain values of the contract, with no zod: safe to import into browser code.
export const COLORS = ["red", "yellow", "green", "blue", "pink", "white", "grey"] as const;
export type Color = (typeof COLORS)[number];

export const SORTS = ["a-z", "z-a", "low", "high"] as const;
export type Sort = (typeof SORTS)[number];

export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 12;

// The lookbook's groups of looks, in the order of its filter buttons.
export const LOOK_GROUPS = ["everyday", "party", "baby", "accessories"] as const;
export type LookGroup = (typeof LOOK_GROUPS)[number];

// The largest form body the web reads (its forms are a few KB); larger posts get 413.
export const MAX_FORM_BYTES = 64 * 1024;

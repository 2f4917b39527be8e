// Plain values of the contract, with no zod: safe to import into browser code.
export const COLORS = ["red", "yellow", "green", "blue", "pink", "white", "grey"] as const;
export type Color = (typeof COLORS)[number];

export const SORTS = ["a-z", "z-a", "low", "high"] as const;
export type Sort = (typeof SORTS)[number];

export const MAX_PAGE_SIZE = 48;
// URLs per file of the sitemap (the sitemaps protocol allows at most 50,000).
export const SITEMAP_PAGE_SIZE = 50_000;
export const DEFAULT_PAGE_SIZE = 12;

// The lookbook's groups of looks, in the order of its filter buttons.
export const LOOK_GROUPS = ["everyday", "party", "baby", "accessories"] as const;
export type LookGroup = (typeof LOOK_GROUPS)[number];

// Standard delivery is free from this subtotal (usd) on: the API prices it, the shop says it.
export const FREE_DELIVERY_FROM = 50;

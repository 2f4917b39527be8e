// Display preferences a shopper can choose in the settings panel. Shared by server and browser.
export const THEMES = ["light", "dark"] as const;
export const DIRECTIONS = ["ltr", "rtl"] as const;
// Where the slide-out cart comes from.
export const CART_SIDES = ["right", "left", "top", "bottom"] as const;
export type CartSide = (typeof CART_SIDES)[number];
// Theme colours on offer: the shop's own first. Each darkens to at least 4.5:1 against white.
export const THEME_COLORS = ["#ff4c3b", "#3c74a8", "#2e7d5b", "#8e44ad", "#d35400", "#c2185b"] as const;

export type Preferences = {
  theme: (typeof THEMES)[number];
  dir: (typeof DIRECTIONS)[number];
  color: string;
  cartSide: CartSide;
};

import type { Color } from "@contract";

// Swatch colours for the colour filter and the product page's colour choice.
export const SWATCHES: Record<Color, string> = {
  red: "#e76f6a",
  yellow: "#f6c945",
  green: "#7cc28f",
  blue: "#6aa6de",
  pink: "#f5a9c4",
  white: "#ffffff",
  grey: "#a7adb4",
};

export const swatchOf = (color: string) => SWATCHES[color as Color] ?? "#cbd5e1";

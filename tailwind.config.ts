import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

// Greys and the page surface come from CSS variables (app/tailwind.css), so the dark theme
// is one set of values rather than a dark: twin on every class.
const SLATE_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
const slate = Object.fromEntries(
  SLATE_SHADES.map((shade) => [shade, `rgb(var(--slate-${shade}) / <alpha-value>)`]),
);

export default {
  content: ["./app/**/*.{ts,tsx}"],
  darkMode: ["selector", '[data-theme="dark"]'],
  theme: {
    // The spec's breakpoints that matter for layout: 577, 767, 991, 1200, 1430 px.
    screens: { sm: "577px", md: "768px", lg: "992px", xl: "1200px", "2xl": "1430px" },
    extend: {
      colors: {
        slate,
        surface: "rgb(var(--surface) / <alpha-value>)",
        theme: "var(--theme-color)",
        // The theme colour darkened to 4.5:1 against white, for buttons with white text:
        // #ff4c3b itself reaches only 3.3:1, too little for text under WCAG AA.
        "theme-strong": "color-mix(in srgb, var(--theme-color) 75%, black)",
      },
      // Text in the theme colour: darkened on the light theme, lightened on the dark one
      // (--theme-text, app/tailwind.css), so it reads at 4.5:1 on either surface.
      textColor: { "theme-strong": "var(--theme-text)" },
      maxWidth: { container: "1400px" },
    },
  },
  plugins: [
    // `noscript:` styles what only a browser without JavaScript shows (the popups' cards), so
    // a browser with it never paints them, even before the scripts have loaded.
    plugin(({ addVariant }) => addVariant("noscript", "@media (scripting: none)")),
    // `script:` hides what only a browser without JavaScript needs (Update total, Sort's Go).
    plugin(({ addVariant }) => addVariant("script", "@media (scripting: enabled)")),
  ],
} satisfies Config;

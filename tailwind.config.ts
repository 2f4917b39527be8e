import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

// Greys and the page surface come from CSS variables (app/tailwind.css), so the dark theme
// is one set of values rather than a dark: twin on every class.
const SLATE_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
const slate = Object.fromEntries(
  SLATE_SHADES.map((shade) => [shade, `rgb(var(--slate-${shade}) / <alpha-value>)`]),
);

// Tailwind 3's space-y-*, divide-y and divide-{colour} style `> :not([hidden]) ~ :not([hidden])`:
// a sibling selector whose left side gives Chromium nothing to narrow it by, so an element added,
// removed or changed anywhere in the page had it recompute the style of the whole <body> (560-590
// elements, a long task on a phone after each of hydration's commits:
// docs/performance/phone-main-thread-2026-11-29e.md). `> :not(:first-child)` spaces the same
// children (Tailwind 4 changed for the same reason), and a change restyles only what it touches.
const NOT_FIRST = "& > :not(:first-child)";
const length = (value: string) => (value === "0" ? "0px" : value);
// Colours given as `rgb(var(--slate-200) / <alpha-value>)` reach a plugin as functions of the opacity.
type Colour = string | ((options: { opacityValue: string }) => string);
type Palette = { [name: string]: Colour | Palette };
const flatten = (palette: Palette, prefix = ""): Record<string, Colour> =>
  Object.fromEntries(
    Object.entries(palette).flatMap(([name, value]) => {
      const key = name === "DEFAULT" ? prefix.slice(0, -1) : `${prefix}${name}`;
      return typeof value === "object" ? Object.entries(flatten(value, `${key}-`)) : [[key, value]];
    }),
  );
const childSpacing = plugin(({ matchUtilities, theme }) => {
  matchUtilities(
    { "space-y": (value) => ({ [NOT_FIRST]: { "margin-top": length(value) } }) },
    { values: theme("space"), supportsNegativeValues: true },
  );
  matchUtilities(
    {
      "divide-y": (value) => ({
        [NOT_FIRST]: { "border-top-width": length(value), "border-bottom-width": "0px" },
      }),
    },
    { values: theme("divideWidth") },
  );
  const { DEFAULT: _, ...colours } = flatten(theme("divideColor") as Palette);
  matchUtilities(
    {
      divide: (value: string) => {
        const colour = value as Colour;
        return {
          [NOT_FIRST]: {
            "border-color": typeof colour === "function" ? colour({ opacityValue: "1" }) : colour,
          },
        };
      },
    },
    { values: colours as Record<string, string>, type: "color" },
  );
});

export default {
  content: ["./app/**/*.{ts,tsx}"],
  corePlugins: {
    space: false,
    divideWidth: false,
    divideColor: false,
    divideStyle: false,
    divideOpacity: false,
  },
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
    childSpacing,
  ],
} satisfies Config;

import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    // The spec's breakpoints that matter for layout: 577, 767, 991, 1200, 1430 px.
    screens: { sm: "577px", md: "768px", lg: "992px", xl: "1200px", "2xl": "1430px" },
    extend: {
      colors: {
        theme: "var(--theme-color)",
        // The theme colour darkened to 4.5:1 against white, for text and for buttons with white
        // text: #ff4c3b itself reaches only 3.3:1, too little for text under WCAG AA.
        "theme-strong": "color-mix(in srgb, var(--theme-color) 75%, black)",
      },
      maxWidth: { container: "1400px" },
    },
  },
  plugins: [],
} satisfies Config;

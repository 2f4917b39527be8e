import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    // The spec's breakpoints that matter for layout: 577, 767, 991, 1200, 1430 px.
    screens: { sm: "577px", md: "768px", lg: "992px", xl: "1200px", "2xl": "1430px" },
    extend: {
      colors: { theme: "var(--theme-color)" },
      maxWidth: { container: "1400px" },
    },
  },
  plugins: [],
} satisfies Config;

import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import { CART_SIDES, DIRECTIONS, type Preferences, THEME_COLORS, THEMES } from "~/lib/preferences";

import { LabelledChoice } from "./LabelledChoice";

const LABELS: Record<string, string> = {
  light: "Light",
  dark: "Dark",
  ltr: "Left to right",
  rtl: "Right to left",
  right: "The right",
  left: "The left",
  top: "The top",
  bottom: "The bottom",
};

// Theme, direction and colour: a form post that sets a cookie. A disclosure (details) opens
// the panel without JavaScript; with it, each choice applies at once.
export function SettingsPanel({ preferences }: { preferences: Preferences }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  return (
    <details className="relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center rounded px-1 marker:hidden">
        Settings
      </summary>
      <fetcher.Form
        method="post"
        action="/preferences"
        aria-label="Display settings"
        onChange={(event) => fetcher.submit(event.currentTarget)}
        className="absolute end-0 top-full z-40 mt-2 flex w-72 flex-col gap-4 rounded-md border border-slate-200 bg-surface p-4 text-sm text-slate-800 shadow-lg"
      >
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <RadioChoices legend="Theme" name="theme" values={THEMES} chosen={preferences.theme} />
        <RadioChoices legend="Direction" name="dir" values={DIRECTIONS} chosen={preferences.dir} />
        <RadioChoices
          legend="Cart opens from"
          name="cartSide"
          values={CART_SIDES}
          chosen={preferences.cartSide}
        />
        <Choices legend="Colour">
          {THEME_COLORS.map((color) => (
            <label key={color} className="swatch" style={{ background: color }}>
              <input
                type="radio"
                name="color"
                value={color}
                defaultChecked={preferences.color === color}
                aria-label={`Colour ${color}`}
              />
            </label>
          ))}
        </Choices>
        <button
          type="submit"
          className="hidden min-h-11 self-start rounded-md bg-theme-strong px-4 py-2 font-medium text-white noscript:block"
        >
          Save settings
        </button>
      </fetcher.Form>
    </details>
  );
}

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-3">{children}</div>
    </fieldset>
  );
}

// One radio per value of a setting, each with its label.
function RadioChoices({
  legend,
  name,
  values,
  chosen,
}: {
  legend: string;
  name: string;
  values: readonly string[];
  chosen: string;
}) {
  return (
    <Choices legend={legend}>
      {values.map((value) => (
        <LabelledChoice key={value} type="radio" name={name} value={value} checked={chosen === value}>
          {LABELS[value]}
        </LabelledChoice>
      ))}
    </Choices>
  );
}

import { useFetcher, useLocation } from "@remix-run/react";
import { type ReactNode, useRef } from "react";

import { CART_SIDES, DIRECTIONS, type Preferences, THEME_COLORS, THEMES } from "~/lib/preferences";
import { useHydrated } from "~/lib/use-hydrated";

import { DialogClose } from "./DialogClose";
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

// Theme, direction and colour: a form post that sets a cookie. Without JavaScript (and before it
// has arrived) the header's "Settings" is a disclosure (details) that opens the form under it.
// With JavaScript it opens a side panel that slides in from the inline end: a modal <dialog>, so
// focus moves in, Escape and the close button shut it and focus goes back to "Settings"; each
// choice applies at once.
export function SettingsPanel({ preferences }: { preferences: Preferences }) {
  const hydrated = useHydrated();
  const panel = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement>(null);
  return (
    <>
      <details className="relative">
        {/* The click handler runs once JavaScript has; before that the summary opens the details. */}
        <summary
          ref={opener}
          onClick={(event) => {
            event.preventDefault();
            panel.current?.showModal();
          }}
          className="flex min-h-11 cursor-pointer list-none items-center rounded px-1 marker:hidden"
        >
          Settings
        </summary>
        {!hydrated && (
          <SettingsForm
            preferences={preferences}
            className="absolute end-0 top-full z-40 mt-2 w-72 rounded-md border border-slate-200 p-4 shadow-lg"
          />
        )}
      </details>
      {hydrated && (
        // A click on the backdrop (the dialog itself, outside its content) closes it too.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <dialog
          ref={panel}
          aria-labelledby="settings-title"
          onClose={() => opener.current?.focus()}
          onClick={(event) => event.target === panel.current && panel.current.close()}
          className="side-panel"
        >
          <div className="flex h-full flex-col gap-2 p-4">
            <div className="flex items-center justify-between">
              <h2 id="settings-title" className="text-lg font-semibold">
                Display settings
              </h2>
              <DialogClose label="Close the settings" />
            </div>
            <SettingsForm preferences={preferences} />
          </div>
        </dialog>
      )}
    </>
  );
}

// The choices themselves, posted to /preferences (at once with JavaScript, "Save" without).
function SettingsForm({ preferences, className = "" }: { preferences: Preferences; className?: string }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form
      method="post"
      action="/preferences"
      aria-label="Display settings"
      onChange={(event) => fetcher.submit(event.currentTarget)}
      className={`flex flex-col gap-4 bg-surface text-sm text-slate-800 ${className}`}
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

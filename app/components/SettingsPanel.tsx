import { useFetcher, useLocation } from "@remix-run/react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";

import { localizedPath, unlocalizedPath } from "~/lib/i18n/locale";
import { type MessageId, useLocale, useLocaleChoices, useT } from "~/lib/i18n/use-t";
import { CART_SIDES, DIRECTIONS, type Preferences, THEME_COLORS, THEMES } from "~/lib/preferences";

import { DialogClose } from "./DialogClose";
import { LabelledChoice } from "./LabelledChoice";
import { ServerMarkup } from "./ServerMarkup";

const LABELS: Record<string, MessageId> = {
  light: "shell.settings.light",
  dark: "shell.settings.dark",
  ltr: "shell.settings.ltr",
  rtl: "shell.settings.rtl",
  right: "shell.settings.right",
  left: "shell.settings.left",
  top: "shell.settings.top",
  bottom: "shell.settings.bottom",
};

// Theme, direction and colour: a form post that sets a cookie. Without JavaScript (and before it
// has arrived) the header's "Settings" is a disclosure (details) that opens the form under it.
// With JavaScript it opens a side panel that slides in from the inline end: a modal <dialog>, so
// focus moves in, Escape and the close button shut it and focus goes back to "Settings"; each
// choice applies at once. The panel (some fifty elements and a fetcher) is made at the first tap
// of "Settings", not at hydration: most visits never open it.
export function SettingsPanel({ preferences }: { preferences: Preferences }) {
  const [opened, setOpened] = useState(0);
  const opener = useRef<HTMLElement>(null);
  const t = useT();
  return (
    <>
      <details className="relative">
        {/* The click handler runs once JavaScript has; before that the summary opens the details. */}
        <summary
          ref={opener}
          onClick={(event) => {
            event.preventDefault();
            setOpened((times) => times + 1);
          }}
          className="flex min-h-11 cursor-pointer list-none items-center rounded px-1 marker:hidden"
        >
          {t("shell.settings")}
        </summary>
        {opened === 0 && <DisclosureForm preferences={preferences} />}
      </details>
      {opened > 0 && <SettingsDialog preferences={preferences} opened={opened} opener={opener} />}
    </>
  );
}

// Opens at each tap of "Settings" (`opened` counts them).
type SettingsDialogProps = { preferences: Preferences; opened: number; opener: RefObject<HTMLElement> };
function SettingsDialog({ preferences, opened, opener }: SettingsDialogProps) {
  const panel = useRef<HTMLDialogElement>(null);
  const t = useT();
  useEffect(() => {
    if (!panel.current?.open) panel.current?.showModal();
  }, [opened]);
  return (
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
            {t("shell.settings.title")}
          </h2>
          <DialogClose label={t("shell.settings.close")} />
        </div>
        <LiveSettingsForm preferences={preferences} />
      </div>
    </dialog>
  );
}

// In the panel, each choice applies at once through a fetcher.
function LiveSettingsForm({ preferences }: { preferences: Preferences }) {
  const fetcher = useFetcher();
  const t = useT();
  return (
    <fetcher.Form
      method="post"
      action="/preferences"
      aria-label={t("shell.settings.title")}
      onChange={(event) => fetcher.submit(event.currentTarget)}
      className={FORM_CLASSES}
    >
      <SettingsFields preferences={preferences} />
    </fetcher.Form>
  );
}

// Under the disclosure: a plain post with a Save button, for a browser without JavaScript and one
// whose scripts have not arrived. With them, the first tap of "Settings" replaces it by the panel,
// so the browser keeps the server's HTML of it and does not hydrate it (some fifty elements).
function DisclosureForm({ preferences }: { preferences: Preferences }) {
  const t = useT();
  return (
    <ServerMarkup
      as="form"
      method="post"
      action="/preferences"
      aria-label={t("shell.settings.title")}
      className={`${FORM_CLASSES} absolute end-0 top-full z-40 mt-2 w-72 rounded-md border border-slate-200 p-4 shadow-lg`}
    >
      <SettingsFields preferences={preferences} />
    </ServerMarkup>
  );
}

const FORM_CLASSES = "flex flex-col gap-4 bg-surface text-sm text-slate-800";

// The choices themselves, posted to /preferences (at once with JavaScript, "Save" without).
function SettingsFields({ preferences }: { preferences: Preferences }) {
  const { pathname, search } = useLocation();
  const t = useT();
  return (
    <>
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <LanguageLinks />
      <RadioChoices
        legend={t("shell.settings.theme")}
        name="theme"
        values={THEMES}
        chosen={preferences.theme}
      />
      <RadioChoices
        legend={t("shell.settings.direction")}
        name="dir"
        values={DIRECTIONS}
        chosen={preferences.dir}
      />
      <RadioChoices
        legend={t("shell.settings.cartSide")}
        name="cartSide"
        values={CART_SIDES}
        chosen={preferences.cartSide}
      />
      <Choices legend={t("shell.settings.colour")}>
        {THEME_COLORS.map((color) => (
          <label key={color} className="swatch" style={{ background: color }}>
            <input
              type="radio"
              name="color"
              value={color}
              defaultChecked={preferences.color === color}
              aria-label={t("shell.settings.colourNamed", { color })}
            />
          </label>
        ))}
      </Choices>
      <button
        type="submit"
        className="hidden min-h-11 self-start rounded-md bg-theme-strong px-4 py-2 font-medium text-white noscript:block"
      >
        {t("shell.settings.save")}
      </button>
    </>
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
  const t = useT();
  return (
    <Choices legend={legend}>
      {values.map((value) => (
        <LabelledChoice key={value} type="radio" name={name} value={value} checked={chosen === value}>
          {t(LABELS[value])}
        </LabelledChoice>
      ))}
    </Choices>
  );
}

// The language switcher: plain links to this page in each other locale (no JavaScript needed),
// each in its own language.
function LanguageLinks() {
  const t = useT();
  const { code } = useLocale();
  const { pathname, search } = useLocation();
  const path = unlocalizedPath(code, pathname) + search;
  return (
    <Choices legend={t("shell.settings.language")}>
      {useLocaleChoices().map((choice) =>
        choice.code === code ? (
          <span
            key={choice.code}
            lang={choice.code}
            aria-current="true"
            className="flex min-h-11 items-center font-semibold"
          >
            {choice.name}
          </span>
        ) : (
          <a
            key={choice.code}
            href={localizedPath(choice.code, path)}
            lang={choice.code}
            hrefLang={choice.code}
            className="flex min-h-11 items-center underline"
          >
            {choice.name}
          </a>
        ),
      )}
    </Choices>
  );
}

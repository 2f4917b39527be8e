import type { Popup } from "@contract";
import { useFetcher, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

import { keepFocusInside } from "~/lib/dialog";
import { useT } from "~/lib/i18n/use-t";
import { duePopups, mayOpenPopup } from "~/lib/popups";
import { useHydrated } from "~/lib/use-hydrated";
import { useUnansweredPopups } from "~/lib/use-shop";
import { countPage, markPopupShown, readVisit, shopperIsBusy } from "~/lib/visit";

import { NewsletterForm } from "./NewsletterForm";

// How often a due popup looks whether the shopper has engaged and is free.
const CHECK_EVERY_MS = 1000;

// The age check, where accounts and orders are made (the register and checkout pages put it
// at their top): a question in the page, with or without JavaScript. Never a dialog: nothing
// pops up over checkout or sign-in.
export function AgeQuestion() {
  const { pathname } = useLocation();
  const { question } = duePopups(useUnansweredPopups(), pathname);
  if (!question) return null;
  return (
    <section
      aria-labelledby="age-question-title"
      className="relative mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <PopupContent popup={question} idPrefix="age-question" />
    </section>
  );
}

// The API's other popups (newsletter, offer, exit), by the rule in app/lib/popups.ts. With
// JavaScript, a modal dialog once the shopper has engaged and is free (or as the pointer
// leaves the window); without it, a small card below the main content that never blocks it.
// Answering or closing one is remembered. Rendered after <main>.
export function Popups() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { timed, exit, card } = duePopups(useUnansweredPopups(), pathname);
  useEffect(countPage, [pathname]);
  return (
    <>
      {card && (
        <section aria-labelledby="popup-card-title" className="popup-card hidden px-4 pb-4 noscript:block">
          <div className="relative mx-auto max-w-container rounded-lg border border-slate-200 bg-slate-50 p-3">
            <PopupContent popup={card} idPrefix="popup-card" compact />
          </div>
        </section>
      )}
      {hydrated && timed && <PopupDialog key={timed.id} popup={timed} opens="when-free" />}
      {hydrated && exit && <PopupDialog key={exit.id} popup={exit} opens="on-exit" />}
    </>
  );
}

function PopupDialog({ popup, opens }: { popup: Popup; opens: "when-free" | "on-exit" }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher({ key: `popup-${popup.id}` });
  const { pathname, search } = useLocation();

  useEffect(() => {
    const element = dialog.current;
    // Checked at the moment of opening, so it never lands on a field being typed in.
    const open = () => {
      if (!element || element.open || !mayOpenPopup(readVisit(), Date.now(), shopperIsBusy())) return;
      markPopupShown();
      element.showModal();
    };
    if (opens === "when-free") {
      const timer = setInterval(open, CHECK_EVERY_MS);
      return () => clearInterval(timer);
    }
    // The pointer leaving through the top of the window: towards the tabs, the address bar.
    const onLeave = (event: MouseEvent) => event.relatedTarget === null && event.clientY <= 0 && open();
    document.addEventListener("mouseout", onLeave);
    return () => document.removeEventListener("mouseout", onLeave);
  }, [opens]);

  // Escape and a click on the backdrop close it as the close button does.
  const dismiss = () => {
    dialog.current?.close();
    fetcher.submit(
      { id: popup.id, answer: "close", redirectTo: pathname + search },
      { method: "post", action: "/popups" },
    );
  };

  return (
    // A modal <dialog> is interactive: Escape and a click on its backdrop close it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={`popup-${popup.id}-title`}
      aria-describedby={`popup-${popup.id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onClick={(event) => event.target === dialog.current && dismiss()}
      onKeyDown={keepFocusInside}
      className="w-[min(32rem,92vw)] rounded-xl bg-surface p-6 text-slate-900 shadow-xl backdrop:bg-black/50"
    >
      <PopupContent popup={popup} idPrefix={`popup-${popup.id}`} onAnswer={() => dialog.current?.close()} />
    </dialog>
  );
}

// What a popup says and the answers it offers, as forms posted to /popups (or /newsletter).
// The compact card (no JavaScript) keeps to two lines of text and one row of buttons; its
// newsletter sign-up is the footer's form just below it.
function PopupContent({
  popup,
  idPrefix,
  onAnswer,
  compact = false,
}: {
  popup: Popup;
  idPrefix: string;
  onAnswer?: () => void;
  compact?: boolean;
}) {
  const fetcher = useFetcher({ key: `${idPrefix}-answer` });
  const t = useT();
  const { pathname, search } = useLocation();
  const answerForm = (children: ReactNode) => (
    <fetcher.Form method="post" action="/popups" onSubmit={onAnswer} className="flex flex-wrap gap-3">
      <input type="hidden" name="id" value={popup.id} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {children}
    </fetcher.Form>
  );
  const primary = "min-h-11 rounded-md bg-theme-strong px-4 py-2 font-medium text-white";
  const secondary = "min-h-11 rounded-md border border-slate-300 px-4 py-2 font-medium";

  return (
    <div className={compact ? "space-y-2" : "space-y-3"}>
      <h2 id={`${idPrefix}-title`} className={`pe-10 font-semibold ${compact ? "line-clamp-1" : "text-xl"}`}>
        {popup.title}
      </h2>
      <p id={`${idPrefix}-body`} className={`text-slate-700 ${compact ? "line-clamp-2 text-sm" : ""}`}>
        {popup.body}
      </p>
      {popup.type === "age-check" ? (
        answerForm(
          <>
            <button type="submit" name="answer" value="accept" className={primary}>
              {popup.cta ?? "Yes, I am 18 or over"}
            </button>
            <button type="submit" name="answer" value="decline" className={secondary}>
              No, I am under 18
            </button>
          </>,
        )
      ) : (
        <>
          {popup.type === "newsletter" &&
            (compact ? (
              <a href="#newsletter-footer-email" className={`inline-flex items-center ${primary}`}>
                {popup.cta ?? "Subscribe"}
              </a>
            ) : (
              <NewsletterForm id={`${idPrefix}-newsletter`} popupId={popup.id} />
            ))}
          {popup.cta &&
            popup.link &&
            answerForm(
              <button type="submit" name="answer" value="accept" className={primary}>
                {popup.cta}
              </button>,
            )}
          <div className={`absolute end-1 ${compact ? "top-1" : "top-2"}`}>
            {answerForm(
              <button
                type="submit"
                name="answer"
                value="close"
                aria-label={t("shell.popup.close", { title: popup.title })}
                className="h-11 w-11 rounded-full text-xl hover:bg-slate-100"
              >
                ×
              </button>,
            )}
          </div>
        </>
      )}
    </div>
  );
}

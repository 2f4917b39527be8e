import type { Popup } from "@contract";
import { useFetcher, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

import { keepFocusInside } from "~/lib/dialog";
import { duePopups, OPEN_AFTER_MS } from "~/lib/popups";
import { useHydrated } from "~/lib/use-hydrated";

import { NewsletterForm } from "./NewsletterForm";

// The API's popups (newsletter, age check, offer, exit). With JavaScript each is a modal dialog
// that opens by itself (or as the pointer leaves the window); without it, the page's popup is
// a card above the content that never blocks it. Answering or closing one is remembered.
export function Popups({ popups }: { popups: Popup[] }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { timed, exit, card } = duePopups(popups, pathname);
  return (
    <>
      {card && (
        <section aria-labelledby="popup-card-title" className="hidden px-4 pt-4 noscript:block">
          <div className="relative mx-auto max-w-container rounded-lg border border-slate-200 bg-slate-50 p-4">
            <PopupContent popup={card} idPrefix="popup-card" />
          </div>
        </section>
      )}
      {hydrated && timed && <PopupDialog key={timed.id} popup={timed} opens={OPEN_AFTER_MS[timed.type]} />}
      {hydrated && exit && <PopupDialog key={exit.id} popup={exit} opens="on-exit" />}
    </>
  );
}

function PopupDialog({ popup, opens }: { popup: Popup; opens: number | "on-exit" }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher({ key: `popup-${popup.id}` });
  const { pathname, search } = useLocation();

  useEffect(() => {
    const element = dialog.current;
    // One popup at a time: not over another dialog (a quick view, the other popup).
    const open = () =>
      element && !element.open && !document.querySelector("dialog[open]") && element.showModal();
    if (opens !== "on-exit") {
      const timer = setTimeout(open, opens);
      return () => clearTimeout(timer);
    }
    // The pointer leaving through the top of the window: towards the tabs, the address bar.
    const onLeave = (event: MouseEvent) => event.relatedTarget === null && event.clientY <= 0 && open();
    document.addEventListener("mouseout", onLeave);
    return () => document.removeEventListener("mouseout", onLeave);
  }, [opens]);

  // Escape and a click on the backdrop close it as the close button does. The age check is a
  // question, not an offer: closing it without an answer leaves it to ask on the next visit.
  const dismiss = () => {
    dialog.current?.close();
    if (popup.type === "age-check") return;
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
function PopupContent({
  popup,
  idPrefix,
  onAnswer,
}: {
  popup: Popup;
  idPrefix: string;
  onAnswer?: () => void;
}) {
  const fetcher = useFetcher({ key: `${idPrefix}-answer` });
  const { pathname, search } = useLocation();
  const answerForm = (children: ReactNode) => (
    <fetcher.Form method="post" action="/popups" onSubmit={onAnswer} className="flex flex-wrap gap-3">
      <input type="hidden" name="id" value={popup.id} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {children}
    </fetcher.Form>
  );
  const primary = "rounded-md bg-theme-strong px-4 py-2 font-medium text-white";
  const secondary = "rounded-md border border-slate-300 px-4 py-2 font-medium";

  return (
    <div className="space-y-3">
      <h2 id={`${idPrefix}-title`} className="pe-8 text-xl font-semibold">
        {popup.title}
      </h2>
      <p id={`${idPrefix}-body`} className="text-slate-700">
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
          {popup.type === "newsletter" && <NewsletterForm id={`${idPrefix}-newsletter`} popupId={popup.id} />}
          {popup.cta &&
            popup.link &&
            answerForm(
              <button type="submit" name="answer" value="accept" className={primary}>
                {popup.cta}
              </button>,
            )}
          <div className="absolute end-3 top-3">
            {answerForm(
              <button
                type="submit"
                name="answer"
                value="close"
                aria-label={`Close: ${popup.title}`}
                className="h-8 w-8 rounded-full text-xl hover:bg-slate-100"
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

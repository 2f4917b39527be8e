import { Children, type ReactNode, useEffect, useRef, useState } from "react";

import { useT } from "~/lib/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";

import { ServerMarkup } from "./ServerMarkup";

// A slide counts as shown when this much of it is in the row's view (snapping may leave a
// sliver of the next one out).
const IN_VIEW = 0.9;

// slideClassName: a width other than the .slide default (half, a third, a quarter of the row).
// contentKey: what the slides show changes only with it (the data and currency they are drawn
// from): the browser then keeps the server's HTML of the slides rather than hydrate them
// (components/ServerMarkup.tsx), and renders them anew when it changes.
type CarouselProps = { label: string; children: ReactNode; slideClassName?: string; contentKey?: string };

// The WAI-ARIA carousel pattern on the browser's own scrolling: the slides are a row that
// scrolls sideways and snaps, with or without JavaScript; with it, labelled buttons move the
// row by a view. No carousel library: the page hydrates with nothing to measure or re-render.
// Nothing moves by itself, and reduced motion is honoured.
export function Carousel({ label, children, slideClassName = "", contentKey }: CarouselProps) {
  const t = useT();
  const hydrated = useHydrated();
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ prev: false, next: true });
  const slides = Children.toArray(children);

  // Which ends are in view, from an IntersectionObserver on the first and last slides: it
  // answers after layout, where reading the row's scroll sizes at hydration forced one (a long
  // task on a phone) and again on every scroll event.
  useEffect(() => {
    const element = row.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || first === last) return;
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((edges) => {
          const next = { ...edges };
          for (const entry of entries) {
            const hidden = entry.intersectionRatio < IN_VIEW;
            if (entry.target === first) next.prev = hidden;
            if (entry.target === last) next.next = hidden;
          }
          return next.prev === edges.prev && next.next === edges.next ? edges : next;
        });
      },
      { root: element, threshold: [IN_VIEW] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [slides.length, contentKey]);

  const move = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === "rtl" ? -1 : 1;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * rtl * element.clientWidth, behavior: smooth ? "smooth" : "auto" });
  };

  const rowProps = {
    ref: row,
    className: "flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2",
    "aria-live": "polite" as const,
    children: slides.map((slide, index) => (
      <div
        key={index}
        role="group"
        aria-roledescription="slide"
        aria-label={t("card.slide", { index: index + 1, count: slides.length })}
        className={slideClassName ? `slide ${slideClassName}` : "slide"}
      >
        {slide}
      </div>
    )),
  };
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      {/* Slides are groups, as the pattern has them, so not a list. */}
      {contentKey === undefined ? <div {...rowProps} /> : <ServerMarkup key={contentKey} {...rowProps} />}
      {/* The buttons' room is kept before they arrive, so nothing below moves when they do. */}
      {slides.length > 1 && (
        <div className="mt-3 flex h-11 justify-end gap-2">
          {hydrated && (
            <>
              <CarouselButton label={t("card.previousSlide")} disabled={!edges.prev} onClick={() => move(-1)}>
                ‹
              </CarouselButton>
              <CarouselButton label={t("card.nextSlide")} disabled={!edges.next} onClick={() => move(1)}>
                ›
              </CarouselButton>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function CarouselButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="h-11 w-11 rounded-full border border-slate-300 text-xl leading-none hover:border-theme disabled:opacity-40"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from "react";

import { useT } from "~/lib/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";

import { ServerMarkup } from "./ServerMarkup";

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

  const update = useCallback(() => {
    const element = row.current;
    if (!element) return;
    // scrollLeft runs negative in right-to-left pages.
    const scrolled = Math.abs(element.scrollLeft);
    setEdges({ prev: scrolled > 1, next: scrolled + element.clientWidth < element.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    update();
    element.addEventListener("scroll", update, { passive: true });
    return () => element.removeEventListener("scroll", update);
  }, [update]);

  const move = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === "rtl" ? -1 : 1;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * rtl * element.clientWidth, behavior: smooth ? "smooth" : "auto" });
  };

  const slides = Children.toArray(children);
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

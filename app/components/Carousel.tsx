import useEmblaCarousel from "embla-carousel-react";
import { Children, type ReactNode, useCallback, useEffect, useState } from "react";

import { useHydrated } from "~/lib/use-hydrated";

type CarouselProps = { label: string; children: ReactNode; slideClassName?: string };

// The WAI-ARIA carousel pattern. Without JavaScript the slides are a row that scrolls
// sideways and snaps; with it, embla drives the row and labelled buttons move it.
// Nothing moves by itself, and reduced motion is honoured.
export function Carousel({
  label,
  children,
  slideClassName = "basis-1/2 md:basis-1/3 xl:basis-1/4",
}: CarouselProps) {
  const hydrated = useHydrated();
  const reduceMotion = useReducedMotion();
  const [viewport, embla] = useEmblaCarousel({ align: "start", duration: reduceMotion ? 1 : 25 });
  const [edges, setEdges] = useState({ prev: false, next: true });

  const update = useCallback(() => {
    if (embla) setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);

  const slides = Children.toArray(children);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div
        ref={hydrated ? viewport : undefined}
        className={hydrated ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto pb-2"}
      >
        {/* Slides are groups, as the pattern has them, so not a list. */}
        <div className="flex gap-4" aria-live="polite">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 snap-start ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {hydrated && slides.length > 1 && (
        <div className="mt-3 flex justify-end gap-2">
          <CarouselButton label="Previous slide" disabled={!edges.prev} onClick={() => embla?.scrollPrev()}>
            ‹
          </CarouselButton>
          <CarouselButton label="Next slide" disabled={!edges.next} onClick={() => embla?.scrollNext()}>
            ›
          </CarouselButton>
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
      className="h-9 w-9 rounded-full border border-slate-300 text-xl leading-none hover:border-theme disabled:opacity-40"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

function useReducedMotion() {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduce(query.matches);
    const onChange = () => setReduce(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduce;
}

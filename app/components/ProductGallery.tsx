import type { Image } from "@contract";
import useEmblaCarousel from "embla-carousel-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";

import { useT } from "~/lib/i18n/use-t";
import { useAfterFrame, useHydrated } from "~/lib/use-hydrated";

import { DialogClose } from "./DialogClose";

type GalleryProps = { images: Image[]; selectedId?: number; title: string };

// The product's pictures: a main image with thumbnails. Without JavaScript the pictures
// are a row that scrolls and snaps, and thumbnails jump to them; with it, embla slides
// between them, the main picture zooms where a mouse pointer is, and a tap (or click) opens it
// full size in a lightbox, where the phone's own pinch zoom works. Without JavaScript the
// picture is a link to the full-size file.
export function ProductGallery({ images, selectedId, title }: GalleryProps) {
  const hydrated = useHydrated();
  const t = useT();
  const start = Math.max(
    0,
    images.findIndex((image) => image.id === selectedId),
  );
  // Embla measures the slides when it starts: a frame after the row became its viewport. It is
  // told the page's direction, or in Arabic it slid the row the wrong way, off the screen.
  const measurable = useAfterFrame(hydrated);
  const direction = measurable && document.dir === "rtl" ? "rtl" : "ltr";
  const [viewport, embla] = useEmblaCarousel({ startIndex: start, direction });
  const [current, setCurrent] = useState(start);
  const [enlarged, setEnlarged] = useState<Image | null>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);
  // A new colour chosen: show its picture.
  useEffect(() => {
    embla?.scrollTo(start);
    setCurrent(start);
  }, [embla, start]);

  if (images.length === 0) return <div className="aspect-square rounded-xl bg-slate-100" />;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t("product.pictures", { title })}
      className="flex flex-col gap-3"
    >
      {/* Without JavaScript the row is a plain scroller: focusable, so the keyboard can scroll it too. */}
      <div
        ref={measurable ? viewport : undefined}
        tabIndex={hydrated ? undefined : 0}
        className={
          hydrated ? "overflow-hidden rounded-xl" : "snap-x snap-mandatory overflow-x-auto rounded-xl"
        }
      >
        <div className="flex">
          {(hydrated ? images : rotate(images, start)).map((image, index) => (
            <div
              key={image.id}
              id={`picture-${image.id}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t("card.slide", { index: index + 1, count: images.length })}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start"
            >
              <ZoomImage
                image={image}
                eager={index === 0}
                onEnlarge={hydrated ? () => setEnlarged(image) : undefined}
              />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <Thumbnails
          images={images}
          current={hydrated ? current : undefined}
          onPick={hydrated ? (index) => embla?.scrollTo(index) : undefined}
        />
      )}
      {hydrated && <Lightbox image={enlarged} onClose={() => setEnlarged(null)} />}
    </div>
  );
}

// Links to each picture; with JavaScript (onPick given) they slide the carousel instead.
function Thumbnails({
  images,
  current,
  onPick,
}: {
  images: Image[];
  current?: number;
  onPick?: (index: number) => void;
}) {
  const t = useT();
  return (
    <ul className="flex gap-2" aria-label={t("product.choosePicture")}>
      {images.map((image, index) => (
        <li key={image.id}>
          <a
            href={`#picture-${image.id}`}
            onClick={
              onPick
                ? (event) => {
                    event.preventDefault();
                    onPick(index);
                  }
                : undefined
            }
            aria-current={current === index ? "true" : undefined}
            aria-label={t("product.showPicture", { alt: image.alt })}
            className="block w-16 overflow-hidden rounded-md border-2 border-transparent aria-[current]:border-theme sm:w-20"
          >
            <img
              src={`/media/${image.src}`}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="bg-slate-100"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

// Without JavaScript there is no way to start elsewhere than the first slide: put the
// chosen one first instead.
function rotate<T>(items: T[], start: number) {
  return [...items.slice(start), ...items.slice(0, start)];
}

// Hover zoom only where there is a mouse: a phone's tap would set it off and leave it on.
const canHover = () => window.matchMedia("(hover: hover) and (pointer: fine)").matches;

// The picture, a link to its full-size file; with JavaScript (onEnlarge given) the link opens
// the lightbox instead, and a mouse over it zooms where it points.
function ZoomImage({ image, eager, onEnlarge }: { image: Image; eager: boolean; onEnlarge?: () => void }) {
  const [origin, setOrigin] = useState<string | null>(null);
  const t = useT();
  const onMove = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canHover()) return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(
      `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`,
    );
  };
  return (
    <a
      href={`/media/${image.src}`}
      aria-label={t("product.enlarge", { alt: image.alt })}
      className="block overflow-hidden bg-slate-100"
      onClick={
        onEnlarge
          ? (event) => {
              event.preventDefault();
              setOrigin(null);
              onEnlarge();
            }
          : undefined
      }
      onMouseMove={onEnlarge ? onMove : undefined}
      onMouseLeave={onEnlarge ? () => setOrigin(null) : undefined}
    >
      <img
        src={`/media/${image.src}`}
        alt={image.alt}
        width={600}
        height={600}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        className="aspect-square w-full object-cover transition-transform duration-200"
        style={origin ? { transform: "scale(1.8)", transformOrigin: origin } : undefined}
      />
    </a>
  );
}

// The picture at its full size on the whole screen, in a box that scrolls both ways and leaves
// pinching to the browser (touch-action: pinch-zoom): no zoom code of our own. A modal
// <dialog>: Escape and the close button shut it, and focus goes back to the picture.
function Lightbox({ image, onClose }: { image: Image | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();
  useEffect(() => {
    if (image && !dialog.current?.open) dialog.current?.showModal();
  }, [image]);
  return (
    <dialog
      ref={dialog}
      aria-label={image ? t("product.fullSize", { alt: image.alt }) : t("product.picture")}
      onClose={onClose}
      className="m-0 h-full max-h-none w-full max-w-none bg-surface p-0 text-slate-900 backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex justify-end p-2">
          <DialogClose label={t("product.closePicture")} />
        </div>
        {image && (
          <div
            role="region"
            aria-label={t("product.pinch")}
            // Focusable, so the keyboard can scroll it too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="min-h-0 flex-1 overflow-auto [touch-action:pan-x_pan-y_pinch-zoom]"
          >
            <img src={`/media/${image.src}`} alt={image.alt} className="m-auto max-w-none" />
          </div>
        )}
      </div>
    </dialog>
  );
}

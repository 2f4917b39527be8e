import type { Image } from "@contract";
import useEmblaCarousel from "embla-carousel-react";
import { type MouseEvent, useEffect, useState } from "react";

import { useHydrated } from "~/lib/use-hydrated";

type GalleryProps = { images: Image[]; selectedId?: number; title: string };

// The product's pictures: a main image with thumbnails. Without JavaScript the pictures
// are a row that scrolls and snaps, and thumbnails jump to them; with it, embla slides
// between them and the main picture zooms where the pointer is.
export function ProductGallery({ images, selectedId, title }: GalleryProps) {
  const hydrated = useHydrated();
  const start = Math.max(
    0,
    images.findIndex((image) => image.id === selectedId),
  );
  const [viewport, embla] = useEmblaCarousel({ startIndex: start });
  const [current, setCurrent] = useState(start);

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
      aria-label={`Pictures of ${title}`}
      className="flex flex-col gap-3"
    >
      {/* Without JavaScript the row is a plain scroller: focusable, so the keyboard can scroll it too. */}
      <div
        ref={hydrated ? viewport : undefined}
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
              aria-label={`${index + 1} of ${images.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start"
            >
              <ZoomImage image={image} eager={index === 0} zoom={hydrated} />
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
  return (
    <ul className="flex gap-2" aria-label="Choose a picture">
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
            aria-label={`Show ${image.alt}`}
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

function ZoomImage({ image, eager, zoom }: { image: Image; eager: boolean; zoom: boolean }) {
  const [origin, setOrigin] = useState<string | null>(null);
  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(
      `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`,
    );
  };
  return (
    <div
      className="overflow-hidden bg-slate-100"
      onMouseMove={zoom ? onMove : undefined}
      onMouseLeave={zoom ? () => setOrigin(null) : undefined}
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
    </div>
  );
}

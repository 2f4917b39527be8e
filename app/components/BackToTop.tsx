import { useEffect, useState } from "react";

import { useT } from "~/lib/i18n/use-t";

// Under every page, with JavaScript or without.
export function BackToTopLink() {
  const t = useT();
  return (
    <p className="bg-slate-50 pb-4 text-center text-sm">
      <a href="#top" className="inline-flex min-h-11 items-center underline underline-offset-4">
        <span aria-hidden="true">↑</span> {t("shell.backToTop")}
      </a>
    </p>
  );
}

// The spec's back-to-top button: it floats at the bottom corner once the shopper has scrolled
// more than a screen down, and leads to the top of the page (#top, the body). Only with
// JavaScript (rendered once hydrated): without it, the link under the footer does the same.
// Above the product page's sticky bar on a phone (StickyBuyBar), never on top of it.
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight);
    // The first read waits for the frame after hydration, whose layout it then finds done: read
    // in the effect itself, scrollY forced a layout inside hydration's long task on a phone.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(update)));
    addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      removeEventListener("scroll", update);
    };
  }, []);
  const t = useT();
  if (!shown) return null;
  return (
    <a
      href="#top"
      className="fixed bottom-20 end-4 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-slate-900 text-xl text-slate-50 shadow-lg md:bottom-6"
    >
      <span aria-hidden="true">↑</span>
      <span className="sr-only">{t("shell.backToTop")}</span>
    </a>
  );
}

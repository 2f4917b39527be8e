import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";

import { keepFocusInside } from "~/lib/dialog";
import { rich } from "~/lib/i18n/rich";
import { useT } from "~/lib/i18n/use-t";
import { formatNumber } from "~/lib/money";
import { useCurrency } from "~/lib/use-shop";

export function useFilterSheet() {
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    open: (event: MouseEvent) => {
      event.preventDefault();
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

type Sheet = ReturnType<typeof useFilterSheet>;

// The listing's filters. On a wide screen, the first column. On a phone without JavaScript, a
// block after the products that "Filter and sort" jumps to (#filters); with JavaScript it is
// hidden from the first paint (scripting media query, so nothing moves at hydration) and opens
// as a full-screen modal sheet over the listing, applying each change at once. While the
// scripts are still on their way, the link's jump to #filters shows the block (:target), as
// without JavaScript.
export function FilterSheet({
  sheet,
  total,
  children,
}: {
  sheet: Sheet;
  total: number;
  children: ReactNode;
}) {
  const currency = useCurrency();
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sheet.isOpen) close.current?.focus();
  }, [sheet.isOpen]);
  const sheetClasses = sheet.isOpen
    ? "max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:overflow-y-auto max-lg:bg-surface max-lg:p-4"
    : "max-lg:script:[&:not(:target)]:hidden";
  return (
    // Escape closes and Tab stays inside while it is a modal sheet.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <aside
      id="filters"
      aria-labelledby="filters-title"
      role={sheet.isOpen ? "dialog" : undefined}
      aria-modal={sheet.isOpen ? true : undefined}
      onKeyDown={(event) => {
        if (!sheet.isOpen) return;
        if (event.key === "Escape") sheet.close();
        else keepFocusInside(event);
      }}
      className={`scroll-mt-4 lg:col-start-1 lg:row-start-1 ${sheetClasses}`}
    >
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="filters-title" className="text-lg font-semibold lg:sr-only">
          {t("listing.filterAndSort")}
        </h2>
        {sheet.isOpen && (
          <button
            ref={close}
            type="button"
            onClick={sheet.close}
            className="min-h-11 rounded-md bg-theme-strong px-4 font-medium text-white lg:hidden"
          >
            {rich(t, "listing.showProducts", {
              count: total,
              total: <bdi>{formatNumber(total, currency)}</bdi>,
            })}
          </button>
        )}
      </div>
      {children}
    </aside>
  );
}

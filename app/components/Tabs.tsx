import { type ReactNode, useState } from "react";

import { useHydrated } from "~/lib/use-hydrated";

type Tab = { id: string; title: string; content: ReactNode };

// WAI-ARIA tabs with JavaScript; without it every panel shows, one under another, each
// with its heading, so nothing is out of reach.
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    setSelected(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <section aria-label={label}>
      {hydrated && (
        <div
          role="tablist"
          aria-label={label}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 sm:gap-2"
        >
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              id={`tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected === tab.id}
              aria-controls={tab.id}
              tabIndex={selected === tab.id ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => {
                // The next tab is the one after this in reading order: to the left in rtl.
                const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? -1 : 1;
                if (event.key === "ArrowRight") move(index, forward);
                if (event.key === "ArrowLeft") move(index, -forward);
              }}
              className="-mb-px min-h-11 shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2 font-medium sm:px-4 aria-selected:border-theme aria-selected:text-theme-strong"
            >
              {tab.title}
            </button>
          ))}
        </div>
      )}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={tab.id}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? `tab-${tab.id}` : undefined}
          hidden={hydrated && selected !== tab.id}
          tabIndex={hydrated ? 0 : undefined}
          className="mb-8 space-y-3 scroll-mt-4"
        >
          {!hydrated && <h2 className="text-xl font-semibold">{tab.title}</h2>}
          {tab.content}
        </div>
      ))}
    </section>
  );
}

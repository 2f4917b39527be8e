import { useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

type PriceRangeProps = { min?: number; max?: number; bounds: { min: number; max: number } };

// Two number inputs (in dollars, the catalogue's base currency) that work everywhere;
// with JavaScript, a two-handle slider on top moves them.
export function PriceRange({ min, max, bounds }: PriceRangeProps) {
  const hydrated = useHydrated();
  const low = Math.floor(bounds.min);
  const high = Math.max(Math.ceil(bounds.max), low + 1);
  const [from, setFrom] = useState(min?.toString() ?? "");
  const [to, setTo] = useState(max?.toString() ?? "");
  // Follow the URL when it changes from elsewhere (an active-filter tag removed, say).
  useEffect(() => setFrom(min?.toString() ?? ""), [min]);
  useEffect(() => setTo(max?.toString() ?? ""), [max]);

  return (
    <div className="space-y-3">
      {hydrated && (
        <div className="relative h-6" aria-hidden="false">
          <input
            type="range"
            aria-label="Lowest price"
            min={low}
            max={high}
            value={from === "" ? low : Number(from)}
            onChange={(event) => setFrom(String(Math.min(Number(event.target.value), to === "" ? high : Number(to))))}
            className="range-thumb pointer-events-none absolute inset-x-0 top-2 w-full appearance-none bg-transparent"
          />
          <input
            type="range"
            aria-label="Highest price"
            min={low}
            max={high}
            value={to === "" ? high : Number(to)}
            onChange={(event) => setTo(String(Math.max(Number(event.target.value), from === "" ? low : Number(from))))}
            className="range-thumb pointer-events-none absolute inset-x-0 top-2 w-full appearance-none bg-transparent"
          />
          <div className="absolute inset-x-0 top-[13px] -z-10 h-1 rounded bg-slate-200" />
        </div>
      )}
      <div className="flex items-end gap-2">
        <label className="flex flex-col gap-1">
          <span>Min ($)</span>
          <input
            type="number"
            name="minPrice"
            min={0}
            step="any"
            inputMode="decimal"
            placeholder={String(low)}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className="w-24 rounded border border-slate-300 px-2 py-1"
          />
        </label>
        <span className="pb-1.5" aria-hidden="true">–</span>
        <label className="flex flex-col gap-1">
          <span>Max ($)</span>
          <input
            type="number"
            name="maxPrice"
            min={0}
            step="any"
            inputMode="decimal"
            placeholder={String(high)}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            className="w-24 rounded border border-slate-300 px-2 py-1"
          />
        </label>
      </div>
    </div>
  );
}

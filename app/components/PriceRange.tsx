import { type RefObject, useEffect, useRef, useState } from "react";

import { useT } from "~/lib/i18n/use-t";
import { PRICE_CURRENCY, toDisplayPrice } from "~/lib/listing";
import { useHydrated } from "~/lib/use-hydrated";
import { useCurrency } from "~/lib/use-shop";

type PriceRangeProps = { min?: number; max?: number; bounds: { min: number; max: number } };

// Two number inputs that work everywhere; with JavaScript, a two-handle slider on top moves
// them. The URL's bounds are in usd (app/lib/listing.ts); the fields show and take the display
// currency, and a hidden field says which it is.
export function PriceRange({ min, max, bounds }: PriceRangeProps) {
  const hydrated = useHydrated();
  const currency = useCurrency();
  const t = useT();
  const shown = (amount?: number) => (amount === undefined ? "" : String(toDisplayPrice(amount, currency)));
  const low = Math.floor(bounds.min * currency.factor);
  const high = Math.max(Math.ceil(bounds.max * currency.factor), low + 1);
  const [from, setFrom, fromInput] = useTextFollowingUrl(shown(min));
  const [to, setTo, toInput] = useTextFollowingUrl(shown(max));
  const fromValue = from === "" ? low : Number(from);
  const toValue = to === "" ? high : Number(to);

  return (
    <div className="space-y-3">
      {hydrated && (
        <div className="relative h-6">
          <div className="absolute inset-x-0 top-[13px] h-1 rounded bg-slate-200" />
          <Thumb
            label={t("listing.lowest")}
            low={low}
            high={high}
            value={fromValue}
            onChange={(v) => setFrom(String(Math.min(v, toValue)))}
          />
          <Thumb
            label={t("listing.highest")}
            low={low}
            high={high}
            value={toValue}
            onChange={(v) => setTo(String(Math.max(v, fromValue)))}
          />
        </div>
      )}
      <div className="flex items-end gap-2">
        <input type="hidden" name={PRICE_CURRENCY} value={currency.code} />
        <PriceInput
          label={t("listing.min", { symbol: currency.symbol })}
          name="minPrice"
          placeholder={low}
          value={from}
          onChange={setFrom}
          inputRef={fromInput}
        />
        <span className="pb-1.5" aria-hidden="true">
          –
        </span>
        <PriceInput
          label={t("listing.max", { symbol: currency.symbol })}
          name="maxPrice"
          placeholder={high}
          value={to}
          onChange={setTo}
          inputRef={toInput}
        />
      </div>
    </div>
  );
}

type ThumbProps = {
  label: string;
  low: number;
  high: number;
  value: number;
  onChange: (value: number) => void;
};

// A field's text, following the URL when it changes from elsewhere (an active-filter tag removed,
// say), but not while the shopper types in it: the filter applied at a pause in typing ("4" of
// "40") would otherwise undo the keys typed since.
function useTextFollowingUrl(fromUrl: string) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(fromUrl);
  useEffect(() => {
    if (document.activeElement !== input.current) setText(fromUrl);
  }, [fromUrl]);
  return [text, setText, input] as const;
}

// One handle of the slider: a range input whose track is hidden, stacked on the other.
function Thumb({ label, low, high, value, onChange }: ThumbProps) {
  return (
    <input
      type="range"
      aria-label={label}
      min={low}
      max={high}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      className="range-thumb pointer-events-none absolute inset-x-0 top-2 w-full appearance-none bg-transparent"
    />
  );
}

type PriceInputProps = {
  label: string;
  name: string;
  placeholder: number;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement>;
};

function PriceInput({ label, name, placeholder, value, onChange, inputRef }: PriceInputProps) {
  return (
    <label className="flex flex-col gap-1">
      <span>{label}</span>
      <input
        ref={inputRef}
        type="number"
        name={name}
        min={0}
        step="any"
        inputMode="decimal"
        placeholder={String(placeholder)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-24 rounded border border-slate-300 px-2 py-1"
      />
    </label>
  );
}

// Stars out of five, read out as text.
export function Rating({ value, count }: { value: number; count?: number }) {
  const rounded = Math.round(value);
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <span aria-hidden="true" className="tracking-tight text-amber-500">
        {"★".repeat(rounded)}
        <span className="text-slate-300">{"★".repeat(5 - rounded)}</span>
      </span>
      <span className="sr-only">{`Rated ${value} out of 5`}</span>
      {count !== undefined && (
        <span className="text-slate-500">
          ({count}
          <span className="sr-only"> {count === 1 ? "review" : "reviews"}</span>)
        </span>
      )}
    </span>
  );
}

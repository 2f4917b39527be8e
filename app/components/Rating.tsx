// Stars out of five, read out as text.
export function Rating({ value, count }: { value: number; count?: number }) {
  const rounded = Math.round(value);
  return (
    <span className="rating">
      <span aria-hidden="true">
        {"★".repeat(rounded)}
        <span>{"★".repeat(5 - rounded)}</span>
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

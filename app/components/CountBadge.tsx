// How many items a list holds, beside its link; nothing when it is empty.
export function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-theme-strong px-1.5 text-xs font-semibold text-white">
      {count}
      <span className="sr-only"> {count === 1 ? "item" : "items"}</span>
    </span>
  );
}

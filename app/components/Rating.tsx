import { useT } from "~/lib/i18n/use-t";

// Stars out of five, read out as text.
export function Rating({ value, count }: { value: number; count?: number }) {
  const rounded = Math.round(value);
  const t = useT();
  return (
    <span className="rating">
      <span aria-hidden="true">
        {"★".repeat(rounded)}
        <span>{"★".repeat(5 - rounded)}</span>
      </span>
      <span className="sr-only">{t("card.rated", { value })}</span>
      {count !== undefined && (
        <span className="text-slate-500">
          ({count}
          <span className="sr-only"> {t("card.reviews", { count })}</span>)
        </span>
      )}
    </span>
  );
}

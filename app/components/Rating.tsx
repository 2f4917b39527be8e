import { useT } from "~/lib/i18n/use-t";

// Stars out of five, read out as text. Without a count, the stars and their words need no box
// around them: a card is a column that lays them out alone, and a listing draws dozens.
export function Rating({ value, count }: { value: number; count?: number }) {
  const rounded = Math.round(value);
  const t = useT();
  const stars = (
    <span aria-hidden="true" className="stars">
      {"★".repeat(rounded)}
      <span>{"★".repeat(5 - rounded)}</span>
    </span>
  );
  const words = <span className="sr-only">{t("card.rated", { value })}</span>;
  if (count === undefined)
    return (
      <>
        {stars}
        {words}
      </>
    );
  return (
    <span className="rating">
      {stars}
      {words}
      <span className="text-slate-500">
        ({count}
        <span className="sr-only"> {t("card.reviews", { count })}</span>)
      </span>
    </span>
  );
}

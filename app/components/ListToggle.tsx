import { useFetcher, useLocation } from "@remix-run/react";

type ListToggleProps = {
  list: "wishlist" | "compare";
  productId: number;
  active: boolean;
  add: string;
  remove: string;
  className?: string;
};

// Adds a product to, or removes it from, the wishlist or compare list. A plain form post
// without JavaScript; with it, a fetcher that shows the new state at once.
export function ListToggle({ list, productId, active, add, remove, className = "" }: ListToggleProps) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const pending = fetcher.formData?.get("intent");
  const on = pending ? pending === "add" : active;
  return (
    <fetcher.Form method="post" action={`/${list}`} preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={on ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        aria-pressed={on}
        className={`min-h-11 rounded-md border border-slate-300 px-3 py-2 hover:border-theme aria-pressed:border-theme aria-pressed:text-theme-strong ${className}`}
      >
        {on ? remove : add}
      </button>
    </fetcher.Form>
  );
}

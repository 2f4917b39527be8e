import type { Currency } from "@contract";
import { useFetcher, useLocation } from "@remix-run/react";

import { useT } from "~/lib/i18n/use-t";

// A form post to /currency. Without JavaScript a button sends it; with it, choosing is enough.
export function CurrencySwitcher({ currencies, current }: { currencies: Currency[]; current: Currency }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const pending = fetcher.formData?.get("currency");
  const t = useT();
  return (
    <fetcher.Form method="post" action="/currency" className="flex items-center gap-1">
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <label htmlFor="currency" className="sr-only">
        {t("shell.currency")}
      </label>
      <select
        id="currency"
        name="currency"
        value={typeof pending === "string" ? pending : current.code}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
        className="min-h-11 rounded border border-gray-600 bg-gray-900 px-1 py-0.5 text-xs uppercase text-gray-100"
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.symbol} {currency.code.toUpperCase()}
          </option>
        ))}
      </select>
      {/* Only without JavaScript (CSS, not hydration: nothing in the bar moves when scripts start). */}
      <button
        type="submit"
        className="hidden min-h-11 rounded border border-gray-600 px-2 py-0.5 text-xs noscript:inline-block"
      >
        {t("shell.currency.change")}
      </button>
    </fetcher.Form>
  );
}

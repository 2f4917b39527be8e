import { useT } from "~/lib/i18n/use-t";
import { variantName } from "~/lib/i18n/vocabulary";

// A line's colour and size ("yellow, 0-3m", in Arabic "أصفر، 0-3m"): the colour is the shop's
// word for it (the `colour` namespace, which the page must be sent: the root's loader sends it
// with a cart that has lines, an order's page asks for it), the size the API's age band.
export function VariantText({ color, size }: { color: string | null; size: string | null }) {
  const t = useT();
  return <>{variantName(t, color, size)}</>;
}

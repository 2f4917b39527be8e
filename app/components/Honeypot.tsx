import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { useT } from "~/lib/i18n/use-t";

// A field people never see; bots fill it in. Its name sounds worth filling. Every form that
// creates something for a visitor carries one; readForm refuses a post that filled it.
export function Honeypot() {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {t("shell.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

// "Find my size" on a product page: a small GET form (the child's birth date or age, and
// optionally height and weight, and when it will be worn) that reloads the page with the size
// chosen and the fitting sizes marked on the chips. It works the same without JavaScript. Its
// words are the `product` namespace; the children's names come from the loader ("your child"
// for one without a name).
import { CHILD_LIMITS } from "@contract/sizes";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import { LocaleLink } from "~/lib/i18n/Link";
import { rich } from "~/lib/i18n/rich";
import { type MessageId, useT } from "~/lib/i18n/use-t";

type FinderField = "born" | "months" | "height" | "weight";

export type SizeFinderProps = {
  values: Record<FinderField | "ahead", string>;
  errors: Partial<Record<FinderField, string>>;
  sent: boolean;
  fit: { now: string; later: string; ahead: number } | null;
  childLabel: string | null;
  // The children the shopper keeps (names only), to switch between; the chosen one's place.
  children: { name: string }[];
  childIndex: number | null;
  signedIn: boolean;
  color: string | null;
  sizes: string[];
};

const CONTROL =
  "mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-surface px-3 py-2 text-base aria-[invalid=true]:border-red-600";

export function SizeFinder(props: SizeFinderProps) {
  const { values, errors, sent, fit, color } = props;
  const t = useT();
  return (
    <details open={sent || fit !== null} className="rounded-md border border-slate-200 px-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">
        {t("product.finder")}
      </summary>
      <FitAnswer {...props} />
      <ChildSwitch {...props} />
      {/* Keyed by what was typed: the fields follow the URL when it changes elsewhere. */}
      <Form
        method="get"
        key={Object.values(values).join("|")}
        preventScrollReset
        className="grid grid-cols-2 gap-3 pb-3"
        aria-label={t("product.finder")}
        noValidate
      >
        {color && <input type="hidden" name="color" value={color} />}
        <FinderInput name="born" label={t("product.finder.born")} type="date" {...props} wide />
        <FinderInput name="months" label={t("product.finder.months")} type="number" {...props} />
        <FinderInput name="height" label={t("product.finder.height")} type="number" step="0.1" {...props} />
        <FinderInput name="weight" label={t("product.finder.weight")} type="number" step="0.1" {...props} />
        <label className="text-sm">
          {t("product.finder.wearing")}
          <select name="ahead" defaultValue={values.ahead || "0"} className={CONTROL}>
            {CHILD_LIMITS.aheadChoices.map((ahead) => (
              <option key={ahead} value={ahead}>
                {t("product.when", { ahead })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="col-span-2 min-h-11 rounded-md bg-theme-strong px-4 py-2 font-medium text-white"
        >
          {t("product.finder")}
        </button>
        {Object.keys(errors).length === 0 && (
          <p className="col-span-2 text-xs text-slate-600">
            {props.signedIn
              ? rich(t, "product.finder.keep", {
                  profile: (
                    <LocaleLink to="/member/children" className="underline">
                      {t("product.finder.profile")}
                    </LocaleLink>
                  ),
                })
              : t("product.finder.device")}{" "}
            <LocaleLink to="/page/privacy-policy" className="underline">
              {t("product.finder.whatWeKeep")}
            </LocaleLink>
          </p>
        )}
      </Form>
    </details>
  );
}

function FinderInput({
  name,
  label,
  type,
  step,
  values,
  errors,
  wide,
}: SizeFinderProps & { name: FinderField; label: ReactNode; type: string; step?: string; wide?: boolean }) {
  const error = errors[name];
  return (
    <label className={`text-sm ${wide ? "col-span-2 sm:col-span-1" : ""}`}>
      {label}
      <input
        name={name}
        type={type}
        step={step}
        inputMode={type === "number" ? "decimal" : undefined}
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `finder-${name}-error` : undefined}
        className={CONTROL}
      />
      {error && (
        <span id={`finder-${name}-error`} role="alert" className="mt-1 block text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </label>
  );
}

// "For Mia: 6-12m now, 12-24m in 6 months", and whether this product comes in it.
function FitAnswer({ fit, childLabel, sizes }: SizeFinderProps) {
  const t = useT();
  if (!fit) return null;
  const wanted = fit.ahead ? fit.later : fit.now;
  const values = { child: childLabel ?? "", now: <strong>{fit.now}</strong> };
  const id: MessageId = fit.ahead > 0 ? "product.finder.fitLater" : "product.finder.fitNow";
  return (
    <div role="status" className="mb-3 text-sm">
      <p>
        {rich(t, id, {
          ...values,
          later: <strong>{fit.later}</strong>,
          when: t("product.when", { ahead: fit.ahead }),
        })}
      </p>
      {sizes.length > 0 && !sizes.includes(wanted) && (
        <p className="text-slate-600">{t("product.finder.notIn", { size: wanted })}</p>
      )}
    </div>
  );
}

// A member with several children (or anyone with a kept child) picks whose sizes to show.
function ChildSwitch({ children, childIndex, color }: SizeFinderProps) {
  const t = useT();
  if (children.length < 2) return null;
  // The colour stays; the size is chosen again for the child.
  const href = (index: number) =>
    `?${new URLSearchParams({ ...(color ? { color } : {}), child: String(index + 1) })}`;
  return (
    <ul aria-label={t("product.finder.whose")} className="mb-3 flex flex-wrap gap-2 text-sm">
      {children.map((child, index) => (
        <li key={index}>
          <LocaleLink
            to={href(index)}
            replace
            preventScrollReset
            aria-current={childIndex === index ? "true" : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 aria-[current]:border-theme aria-[current]:font-semibold"
          >
            {child.name}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

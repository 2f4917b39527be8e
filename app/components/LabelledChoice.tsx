import type { ReactNode } from "react";

// A checkbox or radio button inside its label, checked as the server drew it (from the URL or
// a cookie): the listing's filters and the settings panel. Thumb-sized on a phone.
export function LabelledChoice({
  type,
  name,
  value,
  checked,
  children,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-8 cursor-pointer items-center gap-2">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-5 w-5 accent-[var(--theme-color)]"
      />
      <span>{children}</span>
    </label>
  );
}

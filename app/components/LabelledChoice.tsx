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
    <label className="choice">
      <input type={type} name={name} value={value} defaultChecked={checked} />
      {/* Words alone are the label's one box after the input already; a name and its count
          are kept together in a <span>. */}
      {typeof children === "string" ? children : <span>{children}</span>}
    </label>
  );
}

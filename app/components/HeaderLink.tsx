import type { ReactNode } from "react";

import { CountBadge } from "./CountBadge";
import { SiteLink } from "./SiteLink";

// An icon over its label, at least 44 px square for a thumb; the count sits on the icon. The
// label is a word or two that never wraps or is cut (the row must hold at 320 px).
export function HeaderLink(props: {
  to: string;
  icon: ReactNode;
  label: ReactNode;
  count?: number;
  className?: string;
}) {
  return (
    <SiteLink to={props.to} className={`header-link ${props.className ?? "flex"}`}>
      {props.icon}
      <span className="whitespace-nowrap">{props.label}</span>
      {(props.count ?? 0) > 0 && (
        <span className="absolute -top-0.5 end-0">
          <CountBadge count={props.count ?? 0} />
        </span>
      )}
    </SiteLink>
  );
}

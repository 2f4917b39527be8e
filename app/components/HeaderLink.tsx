import type { ReactNode } from "react";

import { CountBadge } from "./CountBadge";
import { SiteLink } from "./SiteLink";

// An icon over its label, at least 44 px square for a thumb; the count sits on the icon.
export function HeaderLink(props: {
  to: string;
  icon: ReactNode;
  label: string;
  count?: number;
  className?: string;
}) {
  return (
    <SiteLink to={props.to} className={`header-link ${props.className ?? "flex"}`}>
      {props.icon}
      <span className="max-w-[4.5rem] truncate">{props.label}</span>
      {(props.count ?? 0) > 0 && (
        <span className="absolute -top-0.5 end-0">
          <CountBadge count={props.count ?? 0} />
        </span>
      )}
    </SiteLink>
  );
}

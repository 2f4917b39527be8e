import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { CountBadge } from "./CountBadge";

// An icon over its label, at least 44 px square for a thumb; the count sits on the icon.
export function HeaderLink(props: {
  to: string;
  icon: ReactNode;
  label: string;
  count?: number;
  className?: string;
}) {
  return (
    <Link
      to={props.to}
      className={`relative min-h-11 min-w-11 flex-col items-center justify-center px-1 text-[11px] leading-tight hover:text-theme-strong lg:text-xs ${props.className ?? "flex"}`}
    >
      {props.icon}
      <span className="max-w-[4.5rem] truncate">{props.label}</span>
      <span className="absolute -top-0.5 end-0">
        <CountBadge count={props.count ?? 0} />
      </span>
    </Link>
  );
}

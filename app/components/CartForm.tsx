import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";

// A form that changes the cart. Without JavaScript a plain post (the action redirects back
// with a message); with it, a fetcher, so the page stays and the cart panel slides out. The
// fetcher's form is the same markup from the server, so nothing renders again at hydration.
export function CartForm({
  children,
  className,
  onSubmit,
}: {
  children: ReactNode;
  className?: string;
  onSubmit?: () => void;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset className={className} onSubmit={onSubmit}>
      {children}
    </fetcher.Form>
  );
}

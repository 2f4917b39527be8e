import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";

// A form that changes the cart. Without JavaScript a plain post (the action redirects back
// with a message); with it, a fetcher, so the page stays and the cart panel slides out. The
// fetcher's form is the same markup from the server, so nothing renders again at hydration.
export function CartForm({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset className={className} id={id}>
      {children}
    </fetcher.Form>
  );
}

import { Form, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";

import { useHydrated } from "~/lib/use-hydrated";

// A form that changes the cart. Without JavaScript a plain post (the action redirects back
// with a message); with it, a fetcher, so the page stays and the cart panel slides out.
export function CartForm({ children, className }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const Component = hydrated ? fetcher.Form : Form;
  return (
    <Component method="post" action="/cart" preventScrollReset className={className}>
      {children}
    </Component>
  );
}

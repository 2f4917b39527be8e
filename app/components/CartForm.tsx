import { useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

import { useLocalizedPath } from "~/lib/i18n/use-t";
import { useSignedIn } from "~/lib/use-shop";

// A form that changes the cart. Without JavaScript a plain post (the action redirects back
// with a message); with it, a fetcher, so the page stays and the cart panel slides out. The
// fetcher's form is the same markup from the server, so nothing renders again at hydration.
//
// While it is sent the form is busy (aria-busy; its buttons show it, tailwind.css), and a
// second tap sends nothing: a double tap adds once. A visitor is sent to sign in, and that page
// opens at its top (the scroll is kept only for a member, who stays on the page).
// onSubmit: what else a sent form does (the quick-add sheet closes).
export function CartForm({
  children,
  className,
  id,
  onSubmit,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
  onSubmit?: () => void;
}) {
  const fetcher = useFetcher();
  // Posted in the page's locale, so that where the action sends the shopper next is too.
  const action = useLocalizedPath()("/cart");
  const signedIn = useSignedIn();
  const sending = useRef(false);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (!busy) sending.current = false;
  }, [busy]);
  return (
    <fetcher.Form
      method="post"
      action={action}
      preventScrollReset={signedIn}
      className={className}
      id={id}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        if (sending.current) return event.preventDefault();
        sending.current = true;
        onSubmit?.();
      }}
    >
      {children}
    </fetcher.Form>
  );
}

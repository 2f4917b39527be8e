import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import { useLocalizedPath } from "~/lib/i18n/use-t";

// Sign-out posts to /logout, a path without the locale: it names the home page to land on, in
// the page's locale, and the goodbye is said in that locale (routes/logout.tsx).
export function LogoutForm({ className, children }: { className?: string; children: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <Form method="post" action="/logout" className={className}>
      <input type="hidden" name="redirectTo" value={localized("/")} />
      {children}
    </Form>
  );
}

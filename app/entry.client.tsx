// Remix's own client entry, with one step before hydration (app/lib/typed-before-hydration.ts).
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { keepTypedTextThroughHydration } from "~/lib/typed-before-hydration";

keepTypedTextThroughHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

import { type ReactNode, useEffect, useState } from "react";

// False on the server and in the first browser render, true once JavaScript runs: for
// controls that only make sense with it (auto-apply, sliders, dialogs), or without it
// (an Apply button, a "show the next list" button).
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

// What only makes sense with JavaScript, added once it runs. Only this wrapper renders again
// then, not the component around it (a card, the layout): hydration stays one pass.
export function WhenHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

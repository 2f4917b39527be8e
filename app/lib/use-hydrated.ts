import { useEffect, useState } from "react";

// False on the server and in the first browser render, true once JavaScript runs: for
// controls that only make sense with it (auto-apply, sliders, dialogs), or without it
// (an Apply button, a "show the next list" button).
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

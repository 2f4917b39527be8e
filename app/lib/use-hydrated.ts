import { type ReactNode, startTransition, useEffect, useState } from "react";

// False on the server and in the first browser render, true once JavaScript runs: for
// controls that only make sense with it (auto-apply, sliders, dialogs), or without it
// (an Apply button, a "show the next list" button). Switched in a transition: the render
// that adds them yields to the browser between components rather than blocking the main
// thread in one task right after hydration (Total Blocking Time on a phone).
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

// What only makes sense with JavaScript, added once it runs. Only this wrapper renders again
// then, not the component around it (a card, the layout): hydration stays one pass.
export function WhenHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

// True once `ready` has been true through a frame the browser drew: for what measures the page
// as it starts (a slider reading its slides' sizes), which then finds the layout done. Measured
// in the commit that changed the page, it forced that layout inside the commit's long task.
export function useAfterFrame(ready: boolean) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready || drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, drawn]);
  return ready && drawn;
}

// The page's history entry gets a key from Remix's scroll restoration script and an index (`idx`)
// from React Router's browser history, each with a history.replaceState of its own when the
// entry has none: the router's inside hydration's longest task, its set-up
// (docs/performance/phone-main-thread-2026-11-30.md). Given both here, in the page's head before
// the first paint, in one replaceState: neither replaces the entry again, and it ends as they
// leave it ({ key, idx: 0 }; React Router's `usr` is a navigation's state, none on a load).
// Kept short: it is in every page.
export const MARK_HISTORY_ENTRY = `try {
  if (!history.state || !history.state.key)
    history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, "");
} catch (error) {}`;

// The spec's link prefetch: once the page is idle (or after 2,000 ms at the latest), the data and
// modules of the shop's links in view are fetched ahead, so the tap that follows is quick. Not
// offline, not when the shopper asked to save data, and not on a 2g connection, where it would
// take the line from what they are doing.
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
// Links prefetched on one page, at most: the first ones in view.
export const MAX_PREFETCHED = 8;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };
type Browser = { onLine: boolean; connection?: NetworkInformation };

export function prefetchAllowed(browser: Browser): boolean {
  if (!browser.onLine) return false;
  const connection = browser.connection;
  if (connection?.saveData) return false;
  return connection?.effectiveType !== "2g" && connection?.effectiveType !== "slow-2g";
}

// Runs `task` when the browser is idle, within PREFETCH_IDLE_TIMEOUT_MS; answers how to cancel it.
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}

// A script chunk that fails to load (a deploy replaced it while the page was open, a dropped
// connection) makes Remix reload the page, the one the shopper was on, not the one she tapped.
// So while a navigation is under way its destination waits in sessionStorage (useChunkReload);
// a reload that finds it there goes on to it (RESUME_NAVIGATION, first thing in the page). The
// spec's guard: at most once per 60 seconds, so a destination that keeps failing cannot loop.
import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";

const DESTINATION_KEY = "navigation-destination";
const RESUMED_AT_KEY = "chunk-reload-at";
export const CHUNK_RELOAD_GUARD_MS = 60_000;
// A destination older than this was not the navigation the reload interrupted.
const FRESH_MS = 15_000;

export function useChunkReload() {
  const navigation = useNavigation();
  const destination = navigation.location
    ? navigation.location.pathname + navigation.location.search + navigation.location.hash
    : null;
  useEffect(() => {
    try {
      if (destination)
        sessionStorage.setItem(DESTINATION_KEY, JSON.stringify({ to: destination, at: Date.now() }));
      else sessionStorage.removeItem(DESTINATION_KEY);
    } catch {
      // Storage switched off: a failed chunk reloads the page the shopper was on, as before.
    }
  }, [destination]);
}

// Kept short: it is in every page, in its head. Only after a reload, only to a path on this site.
export const RESUME_NAVIGATION = `(function () {
  try {
    var entry = performance.getEntriesByType("navigation")[0];
    var pending = JSON.parse(sessionStorage.getItem("${DESTINATION_KEY}") || "null");
    sessionStorage.removeItem("${DESTINATION_KEY}");
    if (!entry || entry.type !== "reload" || !pending || Date.now() - pending.at > ${FRESH_MS}) return;
    if (typeof pending.to !== "string" || pending.to.charAt(0) !== "/" || pending.to.charAt(1) === "/") return;
    if (Date.now() - Number(sessionStorage.getItem("${RESUMED_AT_KEY}") || 0) < ${CHUNK_RELOAD_GUARD_MS}) return;
    if (pending.to === location.pathname + location.search + location.hash) return;
    sessionStorage.setItem("${RESUMED_AT_KEY}", String(Date.now()));
    location.replace(pending.to);
  } catch (error) {}
})();`;

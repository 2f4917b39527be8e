// The shopper's visit as the browser keeps it for the popup rule (app/lib/popups.ts): in
// sessionStorage, so a visit is one tab until it is closed. Browser only (call from effects).
import type { Visit } from "./popups";

const KEY = "visit";

export function readVisit(now = Date.now()): Visit {
  try {
    const stored: Partial<Visit> | null = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (stored && typeof stored.pages === "number" && typeof stored.startedAt === "number") {
      return { pages: stored.pages, startedAt: stored.startedAt, popupShown: stored.popupShown === true };
    }
  } catch {
    // Storage refused (private mode, full) or garbled: a new visit.
  }
  return { pages: 0, startedAt: now, popupShown: false };
}

function writeVisit(visit: Visit) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Nowhere to keep it: each page is a first page, so no popup opens before 30 s.
  }
}

export function countPage() {
  const visit = readVisit();
  writeVisit({ ...visit, pages: visit.pages + 1 });
}

export function markPopupShown() {
  writeVisit({ ...readVisit(), popupShown: true });
}

// Open things a popup must not cover: a dialog or modal sheet, the menu or settings (disclosures
// in the header), or an error page. (The search box is a field: focused while it is in use.)
const BUSY = "dialog[open], [aria-modal='true'], header details[open], [data-error-page]";
const FIELD = "input, textarea, select, [contenteditable='true']";

export function shopperIsBusy(): boolean {
  const active = document.activeElement;
  return document.querySelector(BUSY) !== null || (active instanceof HTMLElement && active.matches(FIELD));
}

// What a shopper types into a text area before the page's scripts have run, kept through
// hydration. React 18 sets a hydrated <textarea>'s value back to the text the server rendered in it
// (ReactDOMTextarea's postMountWrapper; inputs and selects are left alone), so after a refused form
// (a gift message too long, a contact message too short) the new text typed while the scripts were
// still loading vanished, and the next tap sent the old one.
const typed = new Map<HTMLTextAreaElement, string>();

function remember(event: Event) {
  if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value);
}

// Each text put back, with an input event so that the form's state (and a field's "edited" state,
// which hides its last error) knows of it.
function restore() {
  document.removeEventListener("input", remember, true);
  for (const [area, value] of typed) {
    if (!area.isConnected || area.value === value) continue;
    area.value = value;
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed.clear();
}

// Called just before hydration (app/entry.client.tsx): what was typed so far and what is typed
// while React hydrates, put back once the page says it is hydrated (app/root.tsx sets
// body[data-hydrated] in its first effect). Kept out of root.tsx so the client entry imports it
// alone and it adds no file of its own.
export function keepTypedTextThroughHydration() {
  for (const area of document.querySelectorAll("textarea")) {
    if (area.value !== area.defaultValue) typed.set(area, area.value);
  }
  document.addEventListener("input", remember, true);
  const hydrated = new MutationObserver(() => {
    hydrated.disconnect();
    restore();
  });
  hydrated.observe(document.body, { attributes: true, attributeFilter: ["data-hydrated"] });
}

// Hydration after the page has loaded (docs/decisions/006-hydrate-after-load.md). Every page is
// whole from the server and works without JavaScript, but Remix's <Scripts/> asks for all of a
// page's modules at once (a high-priority modulepreload each, 20-30 of them) and hydrates as
// soon as they arrive: on a slow phone they share the line with the stylesheet and the first
// picture, and hydration takes the main thread before the first paint.
//
// The rendered document keeps every element React will hydrate, with two attributes changed
// (app/entry.server.tsx): the preloads get a `rel` and the module script that hydrates a `type`
// that the browser leaves alone. START_HYDRATION, in the page before them, puts both back once
// the page has loaded and shown its first paint: the preloads first, so the modules still arrive in parallel
// rather than one import at a time, then the module script, with its nonce.
const PRELOAD = 'rel="modulepreload"';
const PARKED_PRELOAD = 'rel="x-modulepreload-after-load"';
const MODULE = 'type="module" async=""';
const PARKED_MODULE = 'type="x-module-after-load"';

export function parkScripts(html: string): string {
  return html.replaceAll(PRELOAD, PARKED_PRELOAD).replace(MODULE, PARKED_MODULE);
}

// Kept short: it is in every page. It waits for the load event and for the first paint as the
// browser reports it (a frame drawn is not yet a frame shown); browsers that do not report
// paints start at load. The new module script takes the parked one's place, so the document
// still matches what React hydrates.
export const START_HYDRATION = `(function () {
  var loaded = false;
  var painted = !(window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.includes("paint"));
  function start() {
    if (!loaded || !painted) return;
    document.querySelectorAll('link[${PARKED_PRELOAD}]').forEach(function (link) {
      link.rel = "modulepreload";
    });
    var parked = document.querySelector('script[${PARKED_MODULE}]');
    if (!parked) return;
    var script = document.createElement("script");
    script.type = "module";
    // As an attribute, as every other script of the page carries it (the property alone would
    // leave the new script without one).
    script.setAttribute("nonce", parked.nonce);
    script.textContent = parked.textContent;
    parked.replaceWith(script);
  }
  if (!painted) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      painted = true;
      start();
    }).observe({ type: "paint", buffered: true });
  }
  addEventListener("load", function () {
    loaded = true;
    start();
  });
})();`;

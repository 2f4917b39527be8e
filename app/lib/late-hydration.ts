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
// 0.5-2.5 ms of CPU each on the bench's host (a fetch started): three keep a task under 10 ms
// even when the host is busy (six made tasks of 13-16 ms, docs/performance/phone-main-thread-2026-11-29d.md).
const PRELOADS_PER_TASK = 3;

export function parkScripts(html: string): string {
  return html.replaceAll(PRELOAD, PARKED_PRELOAD).replace(MODULE, PARKED_MODULE);
}

// Kept short: it is in every page. It waits for the load event and for the first paint as the
// browser reports it (a frame drawn is not yet a frame shown); browsers that do not report
// paints start at load. Then it evaluates the page's modules one per task, in the order
// <Scripts/> lists them (the shared chunks, then the routes), each import resolving its own
// dependencies first: the module script would evaluate them all in one task, 12-21 ms on the
// bench's host and many times that on a phone (Total Blocking Time). The preloads are put back
// a few per task too: each one starts a fetch, and all 35-45 of a page in one task took 17-33 ms
// of CPU on the bench's host (docs/performance/phone-main-thread-2026-11-29b.md). The module script that
// hydrates comes last and finds them evaluated; it takes the parked one's place, so the document
// still matches what React hydrates. A module that fails to load leaves it to that script, as
// before (Remix reloads the page: app/lib/chunk-reload.ts).
export const START_HYDRATION = `(function () {
  var PRELOADS_PER_TASK = ${PRELOADS_PER_TASK};
  var loaded = false;
  var started = false;
  var painted = !(window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.includes("paint"));
  var channel = new MessageChannel();
  function start() {
    if (!loaded || !painted || started) return;
    started = true;
    var parked = document.querySelector('script[${PARKED_MODULE}]');
    if (!parked) return;
    var entry = /import\\("([^"]+)"\\)/.exec(parked.textContent);
    var preloads = document.querySelectorAll('link[${PARKED_PRELOAD}]');
    var modules = [];
    preloads.forEach(function (link) {
      // The client entry hydrates when it runs: only the module script imports it.
      if (!entry || link.getAttribute("href") !== entry[1]) modules.push(link.href);
    });
    function hydrate() {
      var script = document.createElement("script");
      script.type = "module";
      // As an attribute, as every other script of the page carries it (the property alone would
      // leave the new script without one).
      script.setAttribute("nonce", parked.nonce);
      script.textContent = parked.textContent;
      parked.replaceWith(script);
    }
    function next(then) {
      channel.port1.onmessage = then;
      channel.port2.postMessage(null);
    }
    function evaluate(i) {
      if (i === modules.length) return hydrate();
      import(modules[i]).then(function () {
        next(function () {
          evaluate(i + 1);
        });
      }, hydrate);
    }
    // The first ones in a task of their own too, not in the load event's.
    function preload(i) {
      for (var end = Math.min(i + PRELOADS_PER_TASK, preloads.length); i < end; i++)
        preloads[i].rel = "modulepreload";
      next(function () {
        if (i < preloads.length) preload(i);
        else evaluate(0);
      });
    }
    next(function () {
      preload(0);
    });
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

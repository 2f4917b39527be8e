// Set-up file of the components project: each test starts with an empty document (Testing
// Library unmounts what a test rendered; it does so by itself only where vitest's globals are on).
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

import { sentMessages } from "../../app/lib/i18n/catalogue.server";
import { loadCatalogue, pageMessages } from "../../app/lib/i18n/use-t";
import en from "../../app/locales/en.json";

afterEach(cleanup);

// Components show the catalogue's English, every namespace, as loaders would send it (app/lib/i18n).
const namespaces = [...new Set(Object.keys(en).map((id) => id.split(".")[0]))];
loadCatalogue(
  { code: "en", intl: "en", dir: "ltr" },
  pageMessages({ messages: sentMessages("en", namespaces) }),
);

// createRemixStub takes Remix's future flags but not React Router's v7 ones, which the app's
// own RemixBrowser sets; its router then warns about each of them. Only that warning is dropped.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (String(args[0]).includes("React Router Future Flag Warning")) return;
  warn(...args);
};

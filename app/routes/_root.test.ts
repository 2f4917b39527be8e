// The root's loader and error page in Arabic and French: when the loader fails (the API down),
// its error carries the page's locale and messages (lib/error-page.server.ts), so the error page
// and its frame speak the URL's locale; an error page's title is in it too.
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { expect, test } from "vitest";

import { errorTitle } from "~/components/ErrorPage";
import { parseMessages } from "~/lib/i18n/format";
import { SHOP_UNAVAILABLE } from "~/lib/upstream.server";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "../root";

test("the API down: the root's 503 brings the error page's words in the URL's locale", async () => {
  const failed = await whileApiDown(async () => ({
    ar: await settle(loader, webRequest("/ar/products")),
    fr: await settle(loader, webRequest("/fr/cart")),
    en: await settle(loader, webRequest("/products")),
  }));
  expect(failed.ar.status).toBe(503);
  expect(failed.ar.headers.get("Retry-After")).toBe("30");
  expect(failed.ar.data.locale).toEqual({ code: "ar", intl: "ar-u-nu-latn", dir: "rtl" });
  expect(failed.ar.data.message).toBe("المتجر غير متاح لحظيًا. حاول مجددًا بعد قليل.");
  expect(parseMessages(failed.ar.data.messages)["shell.error.goHome"]).toBe("اذهب إلى الصفحة الرئيسية");
  expect(failed.fr.data.locale.code).toBe("fr");
  expect(failed.fr.data.message).toBe(
    "La boutique est momentanément indisponible. Réessayez dans un instant.",
  );
  expect(parseMessages(failed.fr.data.messages)["shell.error.error"]).toBe("Erreur");
  expect(failed.en.data.message).toBe(SHOP_UNAVAILABLE);
  // Its title, read from the error's messages (the root has no data).
  const error = new ErrorResponse(503, "Service Unavailable", { ...failed.fr.data, message: "" });
  expect(errorTitle(error, [{ id: "root", data: undefined }])).toBe("Erreur · Little Sprout");
});

test("a page not found in Arabic or French: its title in the page's words", async () => {
  const notFound = new ErrorResponse(404, "Not Found", "Not Found");
  for (const [path, title] of [
    ["/ar/no-such-page", "تعذّر العثور على هذه الصفحة · Little Sprout"],
    ["/fr/no-such-page", "Cette page est introuvable · Little Sprout"],
    ["/no-such-page", "This page could not be found · Little Sprout"],
  ]) {
    const root = await settle(loader, webRequest(path));
    expect(errorTitle(notFound, [{ id: "root", data: root.data }]), path).toBe(title);
  }
});

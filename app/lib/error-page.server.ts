// The root's loader brings every page its locale and its messages. When it fails (the API is
// down), the error page would have neither: the response it throws instead carries them, in the
// locale of the URL, and the layout and the error page read them from the error (use-t.ts,
// components/ErrorPage.tsx). The header and footer around the error speak the locale too.
import { data } from "@remix-run/node";

import { localeInfo, localeOfUrl, sentMessages } from "./i18n/catalogue.server";
import { log } from "./log.server";

export type RootErrorData = { message: string; locale: ReturnType<typeof localeInfo>; messages: string };

export async function withErrorPageWords<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // A redirect (signed out, the store lock) goes on as it is.
    if (error instanceof Response && error.status < 400) throw error;
    const locale = localeInfo(localeOfUrl(request.url));
    const words = { locale, messages: sentMessages(locale.code, ["shell", "card"]) };
    if (error instanceof Response) {
      const answer: RootErrorData = { message: await error.text(), ...words };
      throw data(answer, { status: error.status, statusText: error.statusText, headers: error.headers });
    }
    log.error({ err: error }, "[root] the layout's data could not be read");
    const answer: RootErrorData = { message: "", ...words };
    throw data(answer, { status: 500 });
  }
}

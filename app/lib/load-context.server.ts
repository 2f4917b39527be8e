// The request's context, built once per request, as Hydrogen's createAppLoadContext: the
// shopper's session, read from its cookie once, and the one typed client of the commerce API
// bound to it. Loaders and actions read `context.session` and `context.api`. The web server
// (server/web-server.ts, through the build's entry module) and the route tests
// (tests/setup/routes.ts) build it with the same function.
//
// Nobody commits the session by hand: whatever changed it (a sign-in, a flash message shown or
// left, a list), the answer carries it once, and an answer that left it as it was carries no
// Set-Cookie (so anonymous catalogue pages stay shareable, see server/page-cache.ts).
import { type AppLoadContext, redirect } from "@remix-run/node";

import { isPrefetch } from "./prefetch.server";
import { commitSession, getSession, SESSION_COOKIE, type ShopSession } from "./session.server";
import {
  commitStaffSession,
  getStaffSession,
  STAFF_SESSION_COOKIE,
  type StaffSession,
} from "./staff-session.server";
import { lockedOutTo } from "./store-lock.server";
import { setSessionLocale } from "./toast.server";
import { createUpstream, type RouteRequest, type Upstream } from "./upstream.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    // The shopper's session (see session.server.ts), the same object for every loader.
    session: ShopSession;
    // The staff member's session for the back office, a cookie of its own (staff-session.server.ts).
    staffSession: StaffSession;
    // The commerce API's client for this shopper, and for the staff member in the back office
    // (see upstream.server.ts).
    api: Upstream;
  }
}

// A prefetch (prefetch.server.ts) never writes the session: it stays as it was read. A form post
// from a shopper with a session always gets it sealed again (a new cookie, as every sealing is
// new), even unchanged: the browser's prefetched answers vary on the cookie, so none fetched
// before the post is shown after it (prefetch.server.ts).
type SessionState = {
  session: ShopSession;
  readAs: string;
  prefetch: boolean;
  renew: boolean;
  cookie?: Promise<string>;
};
const sessions = new WeakMap<AppLoadContext, SessionState>();
type StaffState = { session: StaffSession; readAs: string; cookie?: Promise<string> };
const staffSessions = new WeakMap<AppLoadContext, StaffState>();

export async function getLoadContext(request: Request): Promise<AppLoadContext> {
  const route: RouteRequest = { url: routeUrlOf(request), headers: request.headers };
  const session = await getSession(request);
  setSessionLocale(session, route.url);
  const staffSession = await getStaffSession(request);
  const api = createUpstream(route, session, undefined, undefined, staffSession);
  // While the store is locked, a visitor without the password goes no further than reading the
  // context: every loader and action that reads it is sent to the password page (as a thrown
  // redirect, which Remix answers for documents and data requests alike).
  const lockedOut = await lockedOutTo(route);
  const context: AppLoadContext = lockedOut
    ? {
        get session(): never {
          throw redirect(lockedOut);
        },
        get staffSession(): never {
          throw redirect(lockedOut);
        },
        get api(): never {
          throw redirect(lockedOut);
        },
      }
    : { session, staffSession, api };
  sessions.set(context, {
    session,
    readAs: JSON.stringify(session.data),
    prefetch: isPrefetch(request.headers),
    renew: isFormPost(request) && Boolean(request.headers.get("Cookie")?.includes(`${SESSION_COOKIE}=`)),
  });
  staffSessions.set(context, { session: staffSession, readAs: JSON.stringify(staffSession.data) });
  return context;
}

// The Set-Cookie of the session when this request changed it, else null. Sealed once however
// often it is asked for.
export function sessionCookieOf(context: AppLoadContext): Promise<string> | null {
  const state = sessions.get(context);
  if (!state || state.prefetch) return null;
  if (!state.cookie && (state.renew || JSON.stringify(state.session.data) !== state.readAs)) {
    state.cookie = commitSession(state.session);
  }
  return state.cookie ?? null;
}

const isFormPost = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

// The Set-Cookie of the staff session when this request changed it (a sign-in, a use of the
// token that renews its lifetime, a sign-out), else null.
export function staffSessionCookieOf(context: AppLoadContext): Promise<string> | null {
  const state = staffSessions.get(context);
  if (!state) return null;
  if (!state.cookie && JSON.stringify(state.session.data) !== state.readAs) {
    state.cookie = commitStaffSession(state.session);
  }
  return state.cookie ?? null;
}

// Adds the changed sessions to a page's or a data request's headers (entry.server.tsx does, before
// it decides on an ETag: a page that sets a cookie gets none).
export async function addSessionCookie(context: AppLoadContext, headers: Headers) {
  const cookie = await sessionCookieOf(context);
  if (cookie && !holdsSession(headers)) headers.append("Set-Cookie", cookie);
  const staffCookie = await staffSessionCookieOf(context);
  if (staffCookie && !holds(headers, STAFF_SESSION_COOKIE)) headers.append("Set-Cookie", staffCookie);
}

// The answer with the changed session, for whatever did not pass the entry module (a redirect, a
// resource route): the web server's last step.
export async function withSessionCookie(context: AppLoadContext, response: Response) {
  const cookie = await sessionCookieOf(context);
  const staffCookie = await staffSessionCookieOf(context);
  const adds = [
    !holdsSession(response.headers) && cookie,
    !holds(response.headers, STAFF_SESSION_COOKIE) && staffCookie,
  ].filter((value): value is string => Boolean(value));
  if (adds.length === 0) return response;
  // A resource route may answer with a fetched response, whose headers cannot change.
  const headers = new Headers(response.headers);
  for (const add of adds) headers.append("Set-Cookie", add);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const holds = (headers: Headers, name: string) =>
  headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
const holdsSession = (headers: Headers) => holds(headers, SESSION_COOKIE);

// The URL the route's loaders see: a single-fetch data request (/cart.data, /_root.data) names
// its page, as Remix's request handler rewrites it.
function routeUrlOf(request: Request) {
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data")) return request.url;
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return url.href;
}

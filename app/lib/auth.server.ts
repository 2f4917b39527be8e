// Who is signed in, and how one signs in. The session keeps the API's access token and user
// id (encrypted, see session.server.ts); the browser never sees them.
//
// A password is checked by the API (the login action asks it). Sign-in at an identity provider
// goes through remix-auth's "provider" strategy (remix-auth-oauth2: authorization code flow
// with state and PKCE); the callback hands its ID token to the API, which verifies it and
// exchanges it for an access token.
import type { AuthGrant } from "@contract";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";

import { addToCart, type PendingAdd } from "./cart.server";
import { config } from "./config.server";
import { deviceCookieHeader } from "./device.server";
import { localeOfUrl, translatorOf } from "./i18n/catalogue.server";
import { localizedPath } from "./i18n/locale";
import { translator } from "./i18n/translate.server";
import type { Translate } from "./i18n/use-t";
import { AFTER_SIGN_IN, safeRedirectPath } from "./safe-redirect";
import { type ShopSession, signIn } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { signInFirst, type Upstream, UpstreamError } from "./upstream.server";

// Signed in: the session holds both the access token and the user id.
export function isSignedIn(session: ShopSession) {
  return Boolean(session.get("accessToken") && session.get("userId"));
}

// The guard of /member/*, /cart and /checkout: the shopper's session and API client, or a
// redirect to the sign-in page that remembers where they were going.
export function requireMember(request: Request, context: AppLoadContext) {
  if (isSignedIn(context.session)) return context;
  throw signInFirst(request, context.session);
}

// For the sign-in and registration pages: a member has nothing to do there. Where to go once
// signed in: the page's `next` (a path on this site only), else where the shopper was going.
export function requireAnonymous(request: Request, { session }: AppLoadContext) {
  if (isSignedIn(session)) throw redirect(localizedPath(localeOfUrl(request.url), AFTER_SIGN_IN));
  const next = new URL(request.url).searchParams.get("next");
  return { next: next ? safeRedirectPath(next) : (session.get("pendingRoute") ?? "") };
}

// Why the sign-in page is asked for, when a visitor pressed "Add to cart" or "Buy now": what
// waits to be added once they are in, in the page's locale.
export function waitingAddText(request: Request, session: ShopSession): string | null {
  const pending = session.get("pendingCartAdd");
  if (!pending) return null;
  const t = translator(request, ["notice"]);
  const { title, size } = pending;
  if (!title) return t("notice.account.waitingThis");
  return size ? t("notice.account.waitingSized", { title, size }) : t("notice.account.waiting", { title });
}

// The welcome after signing in, with what waited to be added when it was.
function welcome(t: Translate, name: string, added: PendingAdd | null) {
  if (!added?.title) return t("notice.account.welcome", { name });
  const { title, size } = added;
  return size
    ? t("notice.account.welcomeAddedSized", { name, title, size })
    : t("notice.account.welcomeAdded", { name, title });
}

// What a visitor tried to add before signing in, added now; answers what it was (for the
// welcome), or null. Best effort: sold out in the meantime, say, and the cart page tells the rest.
async function addPendingItem(session: ShopSession, api: Upstream, t: Translate): Promise<PendingAdd | null> {
  const pendingAdd = session.get("pendingCartAdd");
  if (!pendingAdd) return null;
  session.unset("pendingCartAdd");
  try {
    await addToCart(api, pendingAdd, t);
    return pendingAdd;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return null;
  }
}

// After any successful sign-in: keep the grant in the session, the device token in its cookie,
// merge the visitor's wishlist into the member's, and go to `next`, else the pending route,
// else the dashboard. `request`: the sign-in's, whose locale the welcome is written in.
export async function startMemberSession(
  request: Pick<Request, "url">,
  { session, api }: { session: ShopSession; api: Upstream },
  grant: AuthGrant,
  next?: string | null,
  init?: ResponseInit,
) {
  signIn(session, grant);
  const t = translator(request, ["notice"]);
  const added = await addPendingItem(session, api, t);
  const visitorWishlist = session.get("wishlist") ?? [];
  if (visitorWishlist.length > 0) {
    await api.wishlist.merge(visitorWishlist);
    session.unset("wishlist");
  }
  const destination = safeRedirectPath(next || session.get("pendingRoute"));
  session.unset("pendingRoute");
  const headers = new Headers(init?.headers);
  if (grant.deviceToken) headers.append("Set-Cookie", await deviceCookieHeader(grant.deviceToken));
  return redirectWithToast(
    destination,
    { kind: "success", message: welcome(t, grant.member.name, added) },
    session,
    { ...init, headers },
  );
}

// What the provider strategy answers: the ID token, for the API to verify.
const authenticator = new Authenticator<string>();

// The state and PKCE verifier of a provider sign-in wait in this cookie (HttpOnly, five minutes).
const PROVIDER_STATE_COOKIE = "__provider_state";

// The provider's endpoints come from its discovery document, read on first use (and again
// after a failure), so the shop starts even while the provider is down.
let providerReady: Promise<void> | undefined;

// `page`: the shop's page the sign-in started from (the provider's own paths have no locale),
// whose locale the 503 speaks when the provider cannot be discovered.
export async function providerAuthenticator(page: Pick<Request, "url">) {
  const oidc = config.oidc;
  if (!oidc) throw new Response("Not Found", { status: 404 });
  const ready = (providerReady ??= OAuth2Strategy.discover<string>(
    oidc.issuer,
    {
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      redirectURI: oidc.redirectUri,
      scopes: ["openid", "email", "profile"],
      cookie: {
        name: PROVIDER_STATE_COOKIE,
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        ...(config.isProduction && { secure: true }),
      },
    },
    async ({ tokens }) => tokens.idToken(),
  ).then(
    (strategy) => void authenticator.use(strategy, "provider"),
    (error: Error) => {
      providerReady = undefined;
      console.error(`[auth] the identity provider at ${oidc.issuer} could not be discovered:`, error.message);
      throw error;
    },
  ));
  // Each shopper waiting on a failed discovery is answered in their own page's locale.
  await ready.catch(() => {
    const message = translatorOf(page)("errors.shopUnavailable");
    throw new Response(message, { status: 503, headers: { "Retry-After": "30" } });
  });
  return authenticator;
}

// The sign-in page a provider sign-in started from, which routes/auth.provider.tsx keeps in the
// session for the way back (routes/login-callback.tsx): a request in its locale, and its path.
export function providerSignInPage(request: Pick<Request, "url">, session: ShopSession) {
  const path = safeRedirectPath(session.get("providerPage"), "/login");
  return { request: { url: new URL(path, request.url).href }, path };
}

// Expires the provider state cookies a finished sign-in leaves behind.
export function clearProviderState(request: Request): Headers {
  const headers = new Headers();
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const name = part.split("=")[0].trim();
    if (name.startsWith(PROVIDER_STATE_COOKIE))
      headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  }
  return headers;
}

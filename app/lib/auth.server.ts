// Who is signed in, and how one signs in. The session keeps the API's access token and user
// id (encrypted, see session.server.ts); the browser never sees them.
//
// Sign-in goes through remix-auth: a "password" strategy that reads the posted form and asks
// the API, and a "provider" strategy (remix-auth-oauth2: authorization code flow with state
// and PKCE) whose ID token the API verifies and exchanges for an access token.
import type { AuthGrant } from "@contract";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { OAuth2Strategy } from "remix-auth-oauth2";

import { addToCart } from "./cart.server";
import { config } from "./config.server";
import { deviceCookieHeader, deviceTokenOf } from "./device.server";
import { readFormData } from "./forms.server";
import { safeRedirectPath } from "./safe-redirect";
import { getSession, type ShopSession, signIn } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { SHOP_UNAVAILABLE, signInFirst, type Upstream, UpstreamError, upstreamFor } from "./upstream.server";

// Signed in: the session holds both the access token and the user id.
export function isSignedIn(session: ShopSession) {
  return Boolean(session.get("accessToken") && session.get("userId"));
}

// The guard of /member/*, /cart and /checkout: the shopper's session and API client, or a
// redirect to the sign-in page that remembers where they were going.
export async function requireMember(request: Request) {
  const context = await upstreamFor(request);
  if (isSignedIn(context.session)) return context;
  throw await signInFirst(request, context.session);
}

// For the sign-in and registration pages: a member has nothing to do there.
export async function requireAnonymous(request: Request) {
  const session = await getSession(request);
  if (isSignedIn(session)) throw redirect("/member/profile");
  return session;
}

// After any successful sign-in: keep the grant in the session, the device token in its cookie,
// merge the visitor's wishlist into the member's, and go to `next`, else the pending route,
// else the dashboard.
export async function startMemberSession(
  { session, api }: { session: ShopSession; api: Upstream },
  grant: AuthGrant,
  next?: string | null,
  init?: ResponseInit,
) {
  signIn(session, grant);
  const pendingAdd = session.get("pendingCartAdd");
  if (pendingAdd) {
    session.unset("pendingCartAdd");
    // Best effort: sold out in the meantime, say, and the cart page tells the rest.
    await addToCart(api, pendingAdd).catch((error) => {
      if (!(error instanceof UpstreamError)) throw error;
    });
  }
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
    { kind: "success", message: `Welcome, ${grant.member.name}!` },
    session,
    { ...init, headers },
  );
}

// A form strategy: the posted email and password, checked by the API. (The action has
// already validated the form with its schema; the API checks it again.)
class PasswordStrategy extends Strategy<AuthGrant, { form: FormData; request: Request }> {
  name = "password";
  async authenticate(request: Request) {
    return this.verify({ form: await readFormData(request), request });
  }
}

export const authenticator = new Authenticator<AuthGrant>().use(
  new PasswordStrategy(async ({ form, request }) => {
    const { api } = await upstreamFor(request);
    return api.auth.login({
      email: String(form.get("email")),
      password: String(form.get("password")),
      deviceToken: await deviceTokenOf(request),
    });
  }),
);

// The state and PKCE verifier of a provider sign-in wait in this cookie (HttpOnly, five minutes).
const PROVIDER_STATE_COOKIE = "__provider_state";

// The provider's endpoints come from its discovery document, read on first use (and again
// after a failure), so the shop starts even while the provider is down.
let providerReady: Promise<void> | undefined;

export async function providerAuthenticator() {
  const oidc = config.oidc;
  if (!oidc) throw new Response("Not Found", { status: 404 });
  providerReady ??= OAuth2Strategy.discover<AuthGrant>(
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
    async ({ tokens, request }) => {
      const { api } = await upstreamFor(request);
      return api.auth.exchangeIdToken(tokens.idToken());
    },
  ).then(
    (strategy) => void authenticator.use(strategy, "provider"),
    (error: Error) => {
      providerReady = undefined;
      console.error(`[auth] the identity provider at ${oidc.issuer} could not be discovered:`, error.message);
      throw new Response(SHOP_UNAVAILABLE, { status: 503, headers: { "Retry-After": "30" } });
    },
  );
  await providerReady;
  return authenticator;
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

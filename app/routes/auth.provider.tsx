// Starts a sign-in at the identity provider: remember where the shopper was going, then send
// them to the provider with a fresh state and PKCE challenge (remix-auth-oauth2). They come
// back at /login-callback.
import { type ActionFunctionArgs } from "@remix-run/node";

import { providerAuthenticator, ProviderStartForm, readForm } from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The strategy reads the request too, so the form is read from a copy.
  const submission = await readForm(request.clone(), ProviderStartForm);
  // The sign-in page's locale is the one its answers speak, here and at the callback.
  const page = safeRedirectPath(submission.payload.page, "/login");
  const authenticator = await providerAuthenticator({ url: new URL(page, request.url).href });
  const { session } = context;
  session.set("providerPage", page);
  if (submission.status === "success" && submission.value.next) {
    session.set("pendingRoute", safeRedirectPath(submission.value.next));
  }
  try {
    await authenticator.authenticate("provider", request);
  } catch (redirect) {
    // Without a code in the URL the strategy always answers with the redirect to the provider.
    if (!(redirect instanceof Response)) throw redirect;
    return redirect;
  }
  throw new Error("The provider strategy did not redirect");
}

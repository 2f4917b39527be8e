// The bundled development identity provider: a standards-compliant OpenID Connect provider
// (the `oidc-provider` library) with its own small sign-in page, so "Sign in with …" works
// out of the box and is tested end to end. Authorization code flow with PKCE only, one
// confidential client (the shop's web), discovery at /.well-known/openid-configuration and
// the signing keys at /jwks.
//
// It is a stand-in for a real provider: anyone can sign in with any email and name, and it
// says so (email_verified is false, so the API never links such an identity to an existing
// account). Turn it off in production and point OIDC_ISSUER at your provider.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

import { exportJWK, generateKeyPair } from "jose";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";

export type DevProviderOptions = {
  // 0 picks a free port (tests). The issuer is http://localhost:<port>.
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
};

type Account = { email: string; name: string };

export async function startDevProvider(options: DevProviderOptions) {
  const signingKey = await newSigningKey();
  // Listen first: the issuer URL names the port, and port 0 is only known once listening.
  const server = createServer((req, res) => handle(req, res));
  // Loopback only, like the API: it lets anyone sign in as anyone.
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  const address = server.address();
  const issuer = `http://localhost:${typeof address === "object" && address ? address.port : options.port}`;

  // Identities signed in since this process started; the subject is derived from the email,
  // so the same person gets the same subject after a restart.
  const accounts = new Map<string, Account>();
  const provider = new Provider(issuer, configurationFor(options, signingKey, accounts));
  const handleProtocol = provider.callback();

  function handle(req: IncomingMessage, res: ServerResponse) {
    const match = /^\/interaction\/([\w-]+)(?:\/(cancel))?$/.exec(new URL(req.url ?? "/", issuer).pathname);
    if (!match) return void handleProtocol(req, res);
    interaction(provider, accounts, req, res, match[2]).catch((error: Error) => {
      // An expired or unknown interaction (the cookie is gone, the link is stale).
      if (!res.headersSent)
        sendHtml(
          res,
          400,
          page("Sign-in failed", `<p>${escapeHtml(error.message)}. Start again from the shop.</p>`),
        );
    });
  }
  console.info(
    `[oidc] development identity provider at ${issuer} (anyone can sign in: do not use in production)`,
  );
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A fresh signing key per start: the API reads the provider's JWKS, so nothing else keeps it.
async function newSigningKey() {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString("hex"),
    alg: "RS256",
    use: "sig",
  };
}

function configurationFor(
  options: DevProviderOptions,
  signingKey: Awaited<ReturnType<typeof newSigningKey>>,
  accounts: Map<string, Account>,
): Configuration {
  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Put the scopes' claims in the ID token, which is what the shop's API verifies.
    conformIdTokenClaims: false,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Seconds. Short-lived on purpose: this provider only has to get a shopper signed in once.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      AccessToken: 600,
      IdToken: 600,
      Session: 86_400,
      Grant: 86_400,
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: false, name: account.name }),
      };
    },
    async renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = "html";
      ctx.body = page("Sign-in failed", `<p>${escapeHtml(String(out.error_description ?? out.error))}</p>`);
    },
  };
}

type Interaction = Awaited<ReturnType<Provider["interactionDetails"]>>;

// The sign-in page of a pending authorization request, and its form's post.
async function interaction(
  provider: Provider,
  accounts: Map<string, Account>,
  req: IncomingMessage,
  res: ServerResponse,
  action: string | undefined,
) {
  const details = await provider.interactionDetails(req, res);
  if (action === "cancel" && req.method === "POST") {
    await provider.interactionFinished(req, res, {
      error: "access_denied",
      error_description: "Sign-in was cancelled",
    });
    return;
  }
  if (details.prompt.name === "login") return signIn(provider, accounts, req, res, details);
  return consent(provider, req, res, details);
}

async function signIn(
  provider: Provider,
  accounts: Map<string, Account>,
  req: IncomingMessage,
  res: ServerResponse,
  details: Interaction,
) {
  if (req.method !== "POST") return sendHtml(res, 200, signInPage(details.uid, { email: "", name: "" }));
  const form = new URLSearchParams(await readBody(req));
  const account = {
    email: (form.get("email") ?? "").trim().toLowerCase(),
    name: (form.get("name") ?? "").trim(),
  };
  const problem =
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(account.email) || account.email.length > 254
      ? "Enter a valid email address."
      : !account.name || account.name.length > 100
        ? "Enter your name (up to 100 characters)."
        : null;
  if (problem) return sendHtml(res, 400, signInPage(details.uid, account, problem));
  const sub = createHash("sha256").update(account.email).digest("hex").slice(0, 32);
  accounts.set(sub, account);
  await provider.interactionFinished(req, res, { login: { accountId: sub } });
}

// Consent: the shop is this provider's only, first-party client, so grant what it asks.
async function consent(provider: Provider, req: IncomingMessage, res: ServerResponse, details: Interaction) {
  const accountId = details.session?.accountId;
  if (!accountId) throw new Error("consent without a signed-in account");
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  if (!grant) throw new Error("the grant of this interaction is gone");
  const missingScope = details.prompt.details.missingOIDCScope;
  if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(" "));
  const missingClaims = details.prompt.details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims);
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}

function signInPage(uid: string, values: Account, problem?: string) {
  const error = problem ? `<p id="problem" role="alert" class="error">${escapeHtml(problem)}</p>` : "";
  const described = problem ? ' aria-invalid="true" aria-describedby="problem"' : "";
  return page(
    "Sign in to Sprout ID",
    `<p class="note">Development identity provider: any email and name will do.</p>
    ${error}
    <form method="post" action="/interaction/${uid}">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email)}"${described}>
      <label for="name">Name</label>
      <input id="name" name="name" autocomplete="name" required maxlength="100" value="${escapeHtml(values.name)}"${described}>
      <button type="submit">Continue</button>
    </form>
    <form method="post" action="/interaction/${uid}/cancel"><button type="submit" class="secondary">Cancel</button></form>`,
  );
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;margin-top:.25rem;box-sizing:border-box}
button{margin-top:1.25rem;width:100%;padding:.6rem;background:#0f172a;color:#fff;border:0;border-radius:.375rem;font-size:1rem}
.secondary{background:#fff;color:#0f172a;border:1px solid #94a3b8}.note{color:#475569;font-size:.9rem}.error{color:#b91c1c}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(html);
}

async function readBody(req: IncomingMessage, limit = 16 * 1024): Promise<string> {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > limit) throw new Error("The form is too large");
  }
  return body;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

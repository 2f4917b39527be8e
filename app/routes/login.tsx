import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { Field, FormErrors, HiddenField, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import {
  authenticator,
  config,
  LoginForm,
  readForm,
  requireAnonymous,
  startMemberSession,
  UpstreamError,
  upstreamFor,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireAnonymous(request);
  const next = new URL(request.url).searchParams.get("next");
  return {
    // Only a path on this site is carried on; anything else falls back to the dashboard.
    next: next ? safeRedirectPath(next) : (session.get("pendingRoute") ?? ""),
    providerName: config.oidc?.providerName ?? null,
    providerLogin: providerLoginElsewhere(request),
  };
}

// The provider sends shoppers back to one address (SHOP_URL, or localhost). Opened under
// another one (127.0.0.1, a LAN address), the sign-in would return to a host that does not
// hold its state cookie: so the button leads to this page at that address first.
function providerLoginElsewhere(request: Request): string | null {
  if (!config.oidc) return null;
  const callback = new URL(config.oidc.redirectUri);
  if (new URL(request.url).host === callback.host) return null;
  return `${callback.origin}/login`;
}

export async function action({ request }: ActionFunctionArgs) {
  // The password strategy reads the form itself, so the form is checked on a copy first.
  const submission = await readForm(request.clone(), LoginForm);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    const grant = await authenticator.authenticate("password", request);
    return await startMemberSession(await upstreamFor(request), grant, submission.value.next);
  } catch (error) {
    // A wrong password and an unknown account get the API's one message; so does a rate limit.
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), error.init);
  }
}

export const meta: MetaFunction = () => [{ title: "Sign in · Little Sprout" }];

export default function Login() {
  const { next, providerName, providerLogin } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof LoginForm>>({
    id: "login",
    lastResult,
    defaultValue: { next },
  });
  const registerHref = next ? `/register?next=${encodeURIComponent(next)}` : "/register";
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-semibold">Sign in</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        <HiddenField meta={fields.next} />
        <div className="flex items-center justify-between">
          <Honeypot />
          <SubmitButton>Sign in</SubmitButton>
          <Link to="/forget-password" className="text-sm text-theme-strong underline underline-offset-4">
            Forgot your password?
          </Link>
        </div>
        {/* The same email, posted to the sign-in link page: no password needed. */}
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
          Or sign in without your password:
        </p>
        <SubmitButton variant="secondary" name="intent" value="send" formAction="/login/link">
          Email me a sign-in link
        </SubmitButton>
      </Form>
      {providerName && providerLogin && (
        <p className="mt-6 border-t border-slate-200 pt-6 text-sm">
          Sign-in with {providerName} returns to <bdi dir="ltr">{new URL(providerLogin).host}</bdi>, so it
          starts there:{" "}
          <a
            href={next ? `${providerLogin}?next=${encodeURIComponent(next)}` : providerLogin}
            className="text-theme-strong underline underline-offset-4"
          >
            sign in with {providerName} at {new URL(providerLogin).host}
          </a>
          .
        </p>
      )}
      {providerName && !providerLogin && (
        <Form method="post" action="/auth/provider" className="mt-6 border-t border-slate-200 pt-6">
          <input type="hidden" name="next" value={next} />
          <SubmitButton variant="secondary">Sign in with {providerName}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm">
        New here?{" "}
        <Link to={registerHref} className="text-theme-strong underline underline-offset-4">
          Create an account
        </Link>
      </p>
    </div>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { Field, FormErrors, HiddenField, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { deviceTokenOf } from "~/lib/device.server";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { useLocalizedPath, useT } from "~/lib/i18n/use-t";
import {
  config,
  LoginForm,
  readForm,
  requireAnonymous,
  startMemberSession,
  UpstreamError,
  waitingAddText,
} from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { next } = requireAnonymous(request, context);
  return {
    next,
    waitingAdd: waitingAddText(request, context.session),
    providerName: config.oidc?.providerName ?? null,
    providerLogin: providerLoginElsewhere(request),
    messages: routeMessages(request, ["account"]),
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

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, LoginForm);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    const { email, password } = submission.value;
    const grant = await context.api.auth.login({
      email,
      password,
      deviceToken: await deviceTokenOf(request),
    });
    return await startMemberSession(request, context, grant, submission.value.next);
  } catch (error) {
    // A wrong password and an unknown account get the API's one message; so does a rate limit.
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), error.init);
  }
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "account.signIn") }];

export default function Login() {
  const { next, waitingAdd, providerName, providerLogin } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof LoginForm>>({
    id: "login",
    lastResult,
    defaultValue: { next },
  });
  const registerHref = next ? `/register?next=${encodeURIComponent(next)}` : "/register";
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-semibold">{t("account.signIn")}</h1>
      {waitingAdd && (
        <p role="status" className="mb-6 rounded-md bg-slate-100 p-4">
          {waitingAdd}
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <Field meta={fields.email} label={t("account.email")} type="email" autoComplete="email" />
        <Field
          meta={fields.password}
          label={t("account.password")}
          type="password"
          autoComplete="current-password"
        />
        <HiddenField meta={fields.next} />
        <div className="flex items-center justify-between">
          <Honeypot />
          <SubmitButton>{t("account.signIn")}</SubmitButton>
          <LocaleLink
            to="/forget-password"
            className="text-sm text-theme-strong underline underline-offset-4"
          >
            {t("account.login.forgot")}
          </LocaleLink>
        </div>
        {/* The same email, posted to the sign-in link page: no password needed. */}
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">{t("account.login.orLink")}</p>
        <SubmitButton variant="secondary" name="intent" value="send" formAction={localized("/login/link")}>
          {t("account.link.send")}
        </SubmitButton>
      </Form>
      {providerName && providerLogin && (
        <p className="mt-6 border-t border-slate-200 pt-6 text-sm">
          {t("account.login.providerElsewhere", { provider: providerName })}{" "}
          <bdi dir="ltr">{new URL(providerLogin).host}</bdi>
          {t("account.login.providerStartsThere")}{" "}
          <a
            href={next ? `${providerLogin}?next=${encodeURIComponent(next)}` : providerLogin}
            className="text-theme-strong underline underline-offset-4"
          >
            {t("account.login.providerAt", { provider: providerName, host: new URL(providerLogin).host })}
          </a>
          .
        </p>
      )}
      {providerName && !providerLogin && (
        <Form method="post" action="/auth/provider" className="mt-6 border-t border-slate-200 pt-6">
          <input type="hidden" name="next" value={next} />
          {/* This page, whose locale the provider sign-in's answers speak (/auth/provider has none). */}
          <input type="hidden" name="page" value={localized("/login")} />
          <SubmitButton variant="secondary">
            {t("account.login.provider", { provider: providerName })}
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm">
        {t("account.login.newHere")}{" "}
        <LocaleLink to={registerHref} className="text-theme-strong underline underline-offset-4">
          {t("account.createAccount")}
        </LocaleLink>
      </p>
    </div>
  );
}

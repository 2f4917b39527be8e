import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { FormErrors, HiddenField, NewPasswordFields, SubmitButton } from "~/components/forms";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { readForm, redirectWithToast, ResetForm, UpstreamError } from "~/lib/routes.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    token: new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "",
    messages: routeMessages(request, ["account", "password"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, ResetForm);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const { api, session } = context;
  try {
    await api.auth.completeReset({
      token: submission.value.token,
      password: submission.value.password,
    });
    const message = translator(request, ["notice"])("notice.account.passwordReset");
    return redirectWithToast("/login", { kind: "success", message }, session);
  } catch (error) {
    // An expired or used link (INVALID_TOKEN), or a password the API refuses.
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message], hideFields }), error.init);
  }
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "account.reset.title") }];

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof ResetForm>>({
    id: "reset-password",
    lastResult,
    defaultValue: { token },
  });
  const t = useT();
  if (!token) {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 text-3xl font-semibold">{t("account.reset.title")}</h1>
        <p>
          {t("account.reset.needsLink")}{" "}
          <LocaleLink to="/forget-password" className="text-theme-strong underline underline-offset-4">
            {t("account.reset.askNewLink")}
          </LocaleLink>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-semibold">{t("account.reset.title")}</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        {form.errors?.length ? (
          <p className="text-sm">
            <LocaleLink to="/forget-password" className="text-theme-strong underline underline-offset-4">
              {t("account.reset.askNewLink")}
            </LocaleLink>
          </p>
        ) : null}
        <HiddenField meta={fields.token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: t("password.new"), hint: t("password.hint"), again: t("password.again") }}
        />
        <SubmitButton>{t("account.reset.save")}</SubmitButton>
      </Form>
    </div>
  );
}

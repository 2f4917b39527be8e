import { useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, redirect, useActionData, useLoaderData } from "@remix-run/react";

import { Field, FormErrors } from "~/components/forms";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  hasStoreAccess,
  isStoreLocked,
  readForm,
  StorePassword,
  unlock,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function loader({ request }: LoaderFunctionArgs) {
  const next = safeRedirectPath(new URL(request.url).searchParams.get("next"), "/");
  // Nothing to unlock: the shop is open, or this visitor already has the password.
  if (!isStoreLocked() || (await hasStoreAccess(request))) throw redirect(next);
  return { next, messages: routeMessages(request, ["password"]) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, StorePassword);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Each try is counted by the API per client address (in the database, across web processes)
  // before the password is compared: past the limit, the page says how long to wait.
  try {
    await context.api.auth.countStorePasswordTry();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), error.init);
  }
  const cookie = await unlock(submission.value.password);
  if (!cookie) {
    return data(
      submission.reply({
        fieldErrors: { password: [translator(request, ["notice"])("notice.password.wrong")] },
        hideFields: ["password"],
      }),
      { status: 401 },
    );
  }
  return redirect(safeRedirectPath(submission.value.next, "/"), { headers: { "Set-Cookie": cookie } });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "password.title") },
  { name: "robots", content: "noindex" },
];

export default function StorePasswordPage() {
  const { next } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "store-password", lastResult });
  const t = useT();
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{t("password.heading")}</h1>
      <p className="text-slate-600">{t("password.intro")}</p>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="flex flex-col gap-4 text-start"
      >
        <FormErrors form={form} />
        <input type="hidden" name="next" value={next} />
        <Field
          label={t("password.label")}
          type="password"
          meta={fields.password}
          inputProps={{ autoComplete: "current-password" }}
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-theme-strong px-5 py-2 font-medium text-white"
        >
          {t("password.enter")}
        </button>
      </Form>
    </section>
  );
}

// The member's children, for the size finder and the "fits now" listings: an optional name, the
// birth date, and the latest height and weight. Kept in the profile, never sent elsewhere.
import { useForm } from "@conform-to/react";
import { sizesFor } from "@contract/sizes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { Field, FormErrors } from "~/components/forms";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  ChildrenAction,
  readForm,
  redirectWithToast,
  replyWithErrors,
  requireMember,
} from "~/lib/routes.server";
import { childName } from "~/lib/size-finder";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  const children = await api.children.list();
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return {
    children,
    editing: children.find((child) => child.id === edit) ?? null,
    messages: routeMessages(request, ["member.children"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readForm(request, ChildrenAction);
  const { api, session } = requireMember(request, context);
  if (submission.status !== "success") return replyWithErrors(submission);
  const form = submission.value;
  try {
    if (form.intent === "remove") await api.children.remove(form.id);
    else {
      const { intent: _intent, id, ...body } = form;
      await (id ? api.children.update(id, body) : api.children.add(body));
    }
  } catch (error) {
    return replyWithErrors(submission, error);
  }
  const t = translator(request, ["member"]);
  const message =
    form.intent === "remove"
      ? t("member.toast.childRemoved")
      : form.id
        ? t("member.toast.childSaved")
        : t("member.toast.childAdded");
  return redirectWithToast("/member/children", { kind: "success", message }, session);
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "member.children.title") }];

export default function Children() {
  const { children, editing } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-semibold">{t("member.children.title")}</h1>
        <p className="mt-1 text-slate-600">{t("member.children.intro")}</p>
      </header>
      {children.length === 0 ? (
        <p className="text-slate-600">{t("member.children.none")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {children.map((child) => (
            <li key={child.id} className="rounded-lg border border-slate-200 p-4">
              <h2 className="text-lg font-semibold">{childName(child)}</h2>
              <p className="text-sm text-slate-600">
                {t("member.children.born", { date: child.birthDate })}
                {child.heightCm !== null && `, ${t("member.children.cm", { value: child.heightCm })}`}
                {child.weightKg !== null && `, ${t("member.children.kg", { value: child.weightKg })}`}
              </p>
              <p className="mt-1">{t("member.children.sizeNow", { size: sizesFor(child, 0).now })}</p>
              <div className="mt-2 flex flex-wrap gap-4">
                <LocaleLink
                  to={`?edit=${child.id}#child-form`}
                  className="inline-flex min-h-11 items-center text-theme-strong underline underline-offset-4"
                >
                  {t("member.children.edit")}
                  <span className="sr-only"> {childName(child)}</span>
                </LocaleLink>
                <Form method="post">
                  <input type="hidden" name="id" value={child.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="min-h-11 text-red-700 underline underline-offset-4 dark:text-red-300"
                  >
                    {t("member.children.remove")}
                    <span className="sr-only"> {childName(child)}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* Keyed so that switching between "add" and "edit this one" starts a fresh form. */}
      <ChildForm key={editing?.id ?? "new"} />
    </div>
  );
}

function ChildForm() {
  const { editing } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `child-${editing?.id ?? "new"}`,
    lastResult,
    defaultValue: editing
      ? {
          name: editing.name ?? "",
          birthDate: editing.birthDate,
          heightCm: editing.heightCm === null ? "" : String(editing.heightCm),
          weightKg: editing.weightKg === null ? "" : String(editing.weightKg),
        }
      : undefined,
  });
  const t = useT();
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="flex max-w-xl flex-col gap-4"
      aria-labelledby="child-form"
    >
      <h2 id="child-form" className="text-xl font-semibold">
        {editing ? t("member.children.editNamed", { name: childName(editing) }) : t("member.children.add")}
      </h2>
      <FormErrors form={form} />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <Field label={t("member.children.name")} meta={fields.name} inputProps={{ maxLength: 40 }} />
      <Field label={t("member.children.birthDate")} meta={fields.birthDate} inputProps={{ type: "date" }} />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t("member.children.height")}
          meta={fields.heightCm}
          type="number"
          inputProps={{ step: "0.1" }}
        />
        <Field
          label={t("member.children.weight")}
          meta={fields.weightKg}
          type="number"
          inputProps={{ step: "0.1" }}
        />
      </div>
      <button
        type="submit"
        name="intent"
        value="save"
        className="self-start min-h-11 rounded-md bg-theme-strong px-5 py-2 font-medium text-white"
      >
        {editing ? t("member.children.save") : t("member.children.addButton")}
      </button>
    </Form>
  );
}

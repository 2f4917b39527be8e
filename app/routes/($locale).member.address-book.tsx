// The address book: the member's addresses (edit, delete, make default) and a form to add or
// edit one. Province, city, district, subdistrict and postal code are chained selects: with
// JavaScript the next list loads in place; without it, "Show cities" posts the form and the
// page comes back with what was typed and the next list filled.
import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { ADDRESS_LEVELS } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { z } from "zod";

import { AddressCard } from "~/components/AddressCard";
import { Checkbox, Field, FormErrors, HiddenField, SelectField, SubmitButton } from "~/components/forms";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { fieldOf, LEVEL_LABELS, type RegionChoice, type RegionLists } from "~/lib/regions";
import {
  AddressBookAction,
  orNotFound,
  readForm,
  redirectWithToast,
  regionListsFor,
  requireMember,
  type SaveAddressForm,
  UpstreamError,
} from "~/lib/routes.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useHydrated } from "~/lib/use-hydrated";

import type { loader as regionsLoader } from "./resources.regions";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  const [addresses, editing] = await Promise.all([
    api.address.book(),
    edit ? orNotFound(api.address.get(edit)) : null,
  ]);
  const ids =
    editing && Object.fromEntries(ADDRESS_LEVELS.map((level) => [fieldOf(level), editing[level].id]));
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  const regions = await regionListsFor(api, ids ?? {});
  return {
    addresses,
    editing,
    returnTo,
    regions,
    messages: routeMessages(request, ["address", "member.addresses"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Another site's post is refused before anything else, signed in or not.
  const submission = await readForm(request, AddressBookAction);
  const { api, session } = requireMember(request, context);
  // The form comes back with the lists that fit what was chosen.
  const formState = async (result: ReturnType<typeof submission.reply>) => ({
    result,
    regions: await regionListsFor(api, submission.payload),
  });
  if (submission.status !== "success") return data(await formState(submission.reply()), { status: 400 });

  const form = submission.value;
  const t = translator(request, ["member"]);
  const done = (message: string) =>
    redirectWithToast("/member/address-book", { kind: "success", message }, session);
  try {
    switch (form.intent) {
      case "regions":
        return data(await formState(submission.reply()));
      case "delete":
        await api.address.remove(form.id);
        return done(t("member.toast.addressDeleted"));
      case "default":
        await api.address.setDefault(form.id);
        return done(t("member.toast.addressDefault"));
      case "save": {
        const { intent: _intent, id, returnTo, ...body } = form;
        await (id ? api.address.update(id, body) : api.address.create(body));
        const message = id ? t("member.toast.addressSaved") : t("member.toast.addressAdded");
        return redirectWithToast(
          safeRedirectPath(returnTo, "/member/address-book"),
          { kind: "success", message },
          session,
        );
      }
    }
  } catch (error) {
    // A region that does not fit the one above it names its field.
    if (!(error instanceof UpstreamError)) throw error;
    const errors = error.body.fields ? { fieldErrors: error.fields } : { formErrors: [error.message] };
    return data(await formState(submission.reply(errors)), error.init);
  }
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "member.addresses.title") }];

export default function AddressBook() {
  const { addresses, editing } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-semibold">{t("member.addresses.title")}</h1>
      {addresses.length === 0 ? (
        <p className="text-slate-600">{t("member.addresses.none")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address}>
                <LocaleLink
                  to={`?edit=${address.id}#address-form`}
                  className="text-theme-strong underline underline-offset-4"
                >
                  {t("member.addresses.edit")}
                  <span className="sr-only"> {address.street}</span>
                </LocaleLink>
                {!address.isDefault && (
                  <Form method="post">
                    <input type="hidden" name="id" value={address.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="default"
                      className="underline underline-offset-4"
                    >
                      {t("member.addresses.makeDefault")}
                      <span className="sr-only"> {address.street}</span>
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="id" value={address.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className="text-red-700 underline underline-offset-4 dark:text-red-300"
                  >
                    {t("member.addresses.delete")}
                    <span className="sr-only"> {address.street}</span>
                  </button>
                </Form>
              </AddressCard>
            </li>
          ))}
        </ul>
      )}
      {/* Keyed so that switching between "add" and "edit this one" starts a fresh form. */}
      <AddressForm key={editing?.id ?? "new"} />
    </div>
  );
}

function AddressForm() {
  const { editing, returnTo, regions: loaded } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const regions = actionData?.regions ?? loaded;
  const [form, fields] = useForm<z.input<typeof SaveAddressForm>>({
    id: "address",
    lastResult: actionData?.result,
    defaultValue: editing
      ? {
          id: String(editing.id),
          name: editing.name,
          phone: editing.phone,
          street: editing.street,
          isDefault: editing.isDefault,
        }
      : undefined,
  });
  const t = useT();
  return (
    <section id="address-form" aria-labelledby="address-form-heading" className="max-w-xl">
      <h2 id="address-form-heading" className="mb-3 text-xl font-semibold">
        {editing ? t("member.addresses.editTitle") : t("member.addresses.addTitle")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <HiddenField meta={fields.id} />
        {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
        <Field meta={fields.name} label={t("member.addresses.recipient")} autoComplete="name" />
        <Field meta={fields.phone} label={t("member.addresses.phone")} type="tel" autoComplete="tel" />
        <Field meta={fields.street} label={t("member.addresses.street")} autoComplete="address-line1" />
        {/* Fresh choices whenever the server sends new lists (after a post). */}
        <RegionSelects key={JSON.stringify(regions.chosen)} fields={fields} initial={regions} />
        <Checkbox meta={fields.isDefault} label={t("member.addresses.useAsDefault")} />
        <div className="flex items-center gap-4">
          <SubmitButton name="intent" value="save">
            {editing ? t("member.addresses.save") : t("member.addresses.add")}
          </SubmitButton>
          {editing && (
            <LocaleLink to="/member/address-book" className="text-sm underline underline-offset-4">
              {t("member.addresses.cancel")}
            </LocaleLink>
          )}
        </div>
      </Form>
    </section>
  );
}

type RegionFields = { [K in ReturnType<typeof fieldOf>]: FieldMetadata<unknown> };

function RegionSelects({
  fields,
  initial,
}: {
  fields: RegionFields;
  initial: { lists: RegionLists; chosen: RegionChoice };
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(initial.chosen);
  const [lists, setLists] = useState(initial.lists);
  const fetcher = useFetcher<typeof regionsLoader>();
  const t = useT();

  // A list arrives: keep it if it still belongs to what is chosen above it.
  useEffect(() => {
    const loaded = fetcher.data;
    if (!loaded) return;
    const above = ADDRESS_LEVELS[ADDRESS_LEVELS.indexOf(loaded.level) - 1];
    if (chosen[above] === loaded.parentId)
      setLists((current) => ({ ...current, [loaded.level]: loaded.regions }));
    // Run for a new answer only, not when the choice changes while it is on its way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  function choose(index: number, value: string) {
    const nextChosen = { ...chosen, [ADDRESS_LEVELS[index]]: value ? Number(value) : null };
    const nextLists = { ...lists };
    for (const level of ADDRESS_LEVELS.slice(index + 1)) {
      nextChosen[level] = null;
      nextLists[level] = [];
    }
    setChosen(nextChosen);
    setLists(nextLists);
    const below = ADDRESS_LEVELS[index + 1];
    if (below && value) fetcher.load(`/resources/regions?level=${below}&parentId=${value}`);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t("member.addresses.region")}</legend>
      {ADDRESS_LEVELS.map((level, index) => {
        const show = LEVEL_LABELS[ADDRESS_LEVELS[index + 1]]?.show;
        return (
          <div key={level} className="flex items-end gap-2">
            <div className="flex-1">
              <SelectField
                meta={fields[fieldOf(level)]}
                label={t(LEVEL_LABELS[level].label)}
                options={lists[level]}
                placeholder={
                  lists[level].length ? t(LEVEL_LABELS[level].choose) : t("member.addresses.chooseAboveFirst")
                }
                value={chosen[level]?.toString() ?? ""}
                onChange={(value) => choose(index, value)}
              />
            </div>
            {!hydrated && show && (
              <SubmitButton name="intent" value="regions" variant="secondary">
                {t(show)}
              </SubmitButton>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

// The parts of the member's dashboard (app/routes/member.profile.tsx): details, default
// address, latest orders, and the forms that change the profile and the password.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { Address, OrderSummary, Profile } from "@contract";
import { Form } from "@remix-run/react";

import { formatDate } from "~/lib/dates";
import { LocaleLink } from "~/lib/i18n/Link";
import { useLocale, useT } from "~/lib/i18n/use-t";

import { AddressCard } from "./AddressCard";
import { Field, FormErrors, NewPasswordFields, SubmitButton } from "./forms";
import { OrderList } from "./OrderList";

type ShownProfile = Omit<Profile, "id">;
const LINK = "inline-flex min-h-11 items-center text-theme-strong underline underline-offset-4";

export function DetailsCard({ profile, wishlistCount }: { profile: ShownProfile; wishlistCount: number }) {
  const t = useT();
  const { intl } = useLocale();
  return (
    <section aria-labelledby="summary-heading" className="min-w-0 rounded-lg border border-slate-200 p-4">
      <h2 id="summary-heading" className="mb-2 text-lg font-semibold">
        {t("member.dashboard.details")}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("member.dashboard.name")}</dt>
        <dd>{profile.name}</dd>
        <dt className="text-slate-600">{t("member.dashboard.email")}</dt>
        <dd className="break-all" dir="ltr">
          {profile.email}
        </dd>
        <dt className="text-slate-600">{t("member.dashboard.phone")}</dt>
        <dd>{profile.phone ? <bdi dir="ltr">{profile.phone}</bdi> : t("member.dashboard.notGiven")}</dd>
        <dt className="text-slate-600">{t("member.dashboard.memberSince")}</dt>
        <dd>
          <bdi>{formatDate(profile.memberSince, intl)}</bdi>
        </dd>
      </dl>
      <p className="mt-3 text-sm">
        <LocaleLink to="/member/wishlist" className={LINK}>
          {t("member.dashboard.wishlistCount", { count: wishlistCount })}
        </LocaleLink>
      </p>
    </section>
  );
}

export function DefaultAddress({ address, addressCount }: { address: Address | null; addressCount: number }) {
  const t = useT();
  return (
    <section aria-labelledby="default-address-heading" className="min-w-0">
      <h2 id="default-address-heading" className="mb-2 text-lg font-semibold">
        {t("member.dashboard.defaultAddress")}
      </h2>
      {address ? (
        <AddressCard address={address}>
          <LocaleLink to={`/member/address-book?edit=${address.id}#address-form`} className={LINK}>
            {t("member.dashboard.editDefault")}
            <span className="sr-only">{t("member.dashboard.editDefaultHidden")}</span>
          </LocaleLink>
          <LocaleLink to="/member/address-book" className={LINK}>
            {t("member.dashboard.allAddresses")} (<bdi>{addressCount}</bdi>)
          </LocaleLink>
        </AddressCard>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm">
          {t("member.dashboard.noAddress")}{" "}
          <LocaleLink to="/member/address-book#address-form" className={LINK}>
            {t("member.dashboard.addOne")}
          </LocaleLink>
        </p>
      )}
    </section>
  );
}

export function LatestOrders({ orders }: { orders: OrderSummary[] }) {
  const t = useT();
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="mb-2 text-lg font-semibold">
        {t("member.dashboard.latestOrders")}
      </h2>
      {orders.length > 0 ? (
        <>
          <OrderList orders={orders} />
          <LocaleLink to="/member/orders" className={`${LINK} mt-3 inline-block`}>
            {t("member.orders.all")}
          </LocaleLink>
        </>
      ) : (
        <p className="text-sm text-slate-600">
          {t("member.dashboard.noOrders")}{" "}
          <LocaleLink to="/products" className={LINK}>
            {t("member.orders.startShopping")}
          </LocaleLink>
        </p>
      )}
    </section>
  );
}

type Result = SubmissionResult<string[]> | undefined;

export function ProfileFormSection({ profile, lastResult }: { profile: ShownProfile; lastResult: Result }) {
  const [form, fields] = useForm<{ name: string; phone: string }>({
    id: "profile",
    lastResult,
    defaultValue: { name: profile.name, phone: profile.phone ?? "" },
  });
  const t = useT();
  return (
    <section aria-labelledby="edit-profile-heading">
      <h2 id="edit-profile-heading" className="mb-3 text-lg font-semibold">
        {t("member.dashboard.editDetails")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <Field meta={fields.name} label={t("member.dashboard.name")} autoComplete="name" />
        <Field
          meta={fields.phone}
          label={t("member.dashboard.phoneOptional")}
          type="tel"
          autoComplete="tel"
        />
        <SubmitButton name="intent" value="profile">
          {t("member.dashboard.saveDetails")}
        </SubmitButton>
      </Form>
    </section>
  );
}

type PasswordProps = { hasPassword: boolean; providerName: string; lastResult: Result };
type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };

export function PasswordFormSection({ hasPassword, providerName, lastResult }: PasswordProps) {
  const [form, fields] = useForm<PasswordFields>({ id: "password", lastResult });
  const t = useT();
  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading" className="mb-3 text-lg font-semibold">
        {t("member.dashboard.changePassword")}
      </h2>
      {hasPassword ? (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormErrors form={form} />
          <Field
            meta={fields.currentPassword}
            label={t("member.dashboard.currentPassword")}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields
            password={fields.newPassword}
            confirmPassword={fields.confirmPassword}
            labels={{ password: t("password.new"), hint: t("password.hint"), again: t("password.again") }}
          />
          <SubmitButton name="intent" value="password">
            {t("member.dashboard.changePasswordButton")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">
          {t("member.dashboard.noPassword", { provider: providerName })}
        </p>
      )}
    </section>
  );
}

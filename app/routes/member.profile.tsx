// The member's dashboard: welcome, profile summary, default address, recent orders, and the
// two forms that change the profile and the password.
import { getFormProps, useForm } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { AddressCard } from "~/components/AddressCard";
import { Field, FormErrors, SubmitButton } from "~/components/forms";
import { requireMember } from "~/lib/auth.server";
import type { PasswordForm } from "~/lib/auth-forms.server";
import { config } from "~/lib/config.server";
import { readForm } from "~/lib/forms.server";
import { DashboardAction, type ProfileForm } from "~/lib/member-forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { UpstreamError } from "~/lib/upstream.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  // Everything but the member's id, which stays on the server with the token.
  const {
    profile: { id: _id, ...profile },
    ...summary
  } = await api.member.summary();
  return { profile, summary, providerName: config.oidc?.providerName ?? "your identity provider" };
}

export async function action({ request }: ActionFunctionArgs) {
  // Another site's post is refused before anything else, signed in or not.
  const submission = await readForm(request, DashboardAction);
  const { api, session } = await requireMember(request);
  const intent = String(submission.payload.intent);
  const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success")
    return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
  const form = submission.value;
  try {
    if (form.intent === "profile") {
      const profile = await api.member.updateProfile({ name: form.name, phone: form.phone ?? null });
      session.set("memberName", profile.name);
      return redirectWithToast(
        "/member/profile",
        { kind: "success", message: "Your details are saved." },
        session,
      );
    }
    const { message } = await api.auth.changePassword({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
    return redirectWithToast("/member/profile", { kind: "success", message }, session);
  } catch (error) {
    // A wrong current password names its field; other refusals are about the form.
    if (!(error instanceof UpstreamError)) throw error;
    const errors = error.body.fields ? { fieldErrors: error.fields } : { formErrors: [error.message] };
    return data({ intent, result: submission.reply({ ...errors, hideFields }) }, error.init);
  }
}

export const meta: MetaFunction = () => [{ title: "My account · Little Sprout" }];

export default function Dashboard() {
  const { profile, summary, providerName } = useLoaderData<typeof loader>();
  const { defaultAddress } = summary;
  const actionData = useActionData<typeof action>();
  const [profileForm, profileFields] = useForm<z.input<typeof ProfileForm>>({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { name: profile.name, phone: profile.phone ?? "" },
  });
  const [passwordForm, passwordFields] = useForm<z.input<typeof PasswordForm>>({
    id: "password",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
  });

  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-semibold">Hello, {profile.name}</h1>
        <p className="mt-1 text-slate-600">
          From your dashboard you can check your details, addresses and orders.
        </p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="summary-heading" className="rounded-lg border border-slate-200 p-4">
          <h2 id="summary-heading" className="mb-2 text-lg font-semibold">
            Your details
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Name</dt>
            <dd>{profile.name}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd>{profile.email}</dd>
            <dt className="text-slate-500">Phone</dt>
            <dd>{profile.phone ?? "Not given"}</dd>
            <dt className="text-slate-500">Member since</dt>
            <dd>
              {new Date(profile.memberSince).toLocaleDateString("en-GB", {
                dateStyle: "long",
                timeZone: "UTC",
              })}
            </dd>
          </dl>
          <p className="mt-3 text-sm">
            <Link to="/member/wishlist" className="text-theme-strong underline underline-offset-4">
              {summary.wishlistCount} {summary.wishlistCount === 1 ? "product" : "products"} on your wishlist
            </Link>
          </p>
        </section>

        <section aria-labelledby="default-address-heading">
          <h2 id="default-address-heading" className="mb-2 text-lg font-semibold">
            Default address
          </h2>
          {defaultAddress ? (
            <AddressCard address={defaultAddress}>
              <Link
                to={`/member/address-book?edit=${defaultAddress.id}#address-form`}
                className="text-theme-strong underline underline-offset-4"
              >
                Edit<span className="sr-only"> the default address</span>
              </Link>
              <Link to="/member/address-book" className="text-theme-strong underline underline-offset-4">
                All addresses ({summary.addressCount})
              </Link>
            </AddressCard>
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm">
              No address yet.{" "}
              <Link
                to="/member/address-book#address-form"
                className="text-theme-strong underline underline-offset-4"
              >
                Add one
              </Link>
            </p>
          )}
        </section>
      </div>

      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="mb-2 text-lg font-semibold">
          Recent orders
        </h2>
        <p className="text-sm text-slate-600">
          You have no orders yet.{" "}
          <Link to="/products" className="text-theme-strong underline underline-offset-4">
            Start shopping
          </Link>
        </p>
      </section>

      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="edit-profile-heading">
          <h2 id="edit-profile-heading" className="mb-3 text-lg font-semibold">
            Edit your details
          </h2>
          <Form method="post" {...getFormProps(profileForm)} className="space-y-4">
            <FormErrors form={profileForm} />
            <Field meta={profileFields.name} label="Name" autoComplete="name" />
            <Field meta={profileFields.phone} label="Phone (optional)" type="tel" autoComplete="tel" />
            <SubmitButton name="intent" value="profile">
              Save details
            </SubmitButton>
          </Form>
        </section>

        <section aria-labelledby="password-heading">
          <h2 id="password-heading" className="mb-3 text-lg font-semibold">
            Change your password
          </h2>
          {profile.hasPassword ? (
            <Form method="post" {...getFormProps(passwordForm)} className="space-y-4">
              <FormErrors form={passwordForm} />
              <Field
                meta={passwordFields.currentPassword}
                label="Current password"
                type="password"
                autoComplete="current-password"
              />
              <Field
                meta={passwordFields.newPassword}
                label="New password"
                type="password"
                autoComplete="new-password"
                hint="At least 8 characters, with a letter and a digit."
              />
              <Field
                meta={passwordFields.confirmPassword}
                label="New password again"
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton name="intent" value="password">
                Change password
              </SubmitButton>
            </Form>
          ) : (
            <p className="text-sm text-slate-600">
              You sign in with {providerName}, so there is no password to change here.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

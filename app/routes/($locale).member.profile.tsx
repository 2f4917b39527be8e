// The member's dashboard: welcome, profile summary, default address, recent orders, and the
// two forms that change the profile and the password.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";

import {
  DefaultAddress,
  DetailsCard,
  LatestOrders,
  PasswordFormSection,
  ProfileFormSection,
} from "~/components/dashboard";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  config,
  DashboardAction,
  readForm,
  redirectWithToast,
  requireMember,
  UpstreamError,
} from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  // Everything but the member's id, which stays on the server with the token.
  const [
    {
      profile: { id: _id, ...profile },
      ...summary
    },
    latestOrders,
  ] = await Promise.all([api.member.summary(), api.orders.list({ page: 1, pageSize: 3 })]);
  return {
    profile,
    summary,
    latestOrders: latestOrders.data,
    providerName: config.oidc?.providerName ?? "your identity provider",
    // The member area's messages come with its layout; these are the password form's and the
    // latest orders' and the default address'.
    messages: routeMessages(request, ["password", "order", "address", "member.dashboard", "member.orders"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Another site's post is refused before anything else, signed in or not.
  const submission = await readForm(request, DashboardAction);
  const { api, session } = requireMember(request, context);
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
        { kind: "success", message: translator(request, ["member"])("member.toast.detailsSaved") },
        session,
      );
    }
    await api.auth.changePassword({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
    const message = translator(request, ["notice"])("notice.account.passwordChanged");
    return redirectWithToast("/member/profile", { kind: "success", message }, session);
  } catch (error) {
    // A wrong current password names its field; other refusals are about the form.
    if (!(error instanceof UpstreamError)) throw error;
    const errors = error.body.fields ? { fieldErrors: error.fields } : { formErrors: [error.message] };
    return data({ intent, result: submission.reply({ ...errors, hideFields }) }, error.init);
  }
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "member.dashboard.pageTitle") },
];

export default function Dashboard() {
  const { profile, summary, latestOrders, providerName } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-semibold">{t("member.dashboard.hello", { name: profile.name })}</h1>
        <p className="mt-1 text-slate-600">{t("member.dashboard.intro")}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <DetailsCard profile={profile} wishlistCount={summary.wishlistCount} />
        <DefaultAddress address={summary.defaultAddress} addressCount={summary.addressCount} />
      </div>
      <LatestOrders orders={latestOrders} />
      <div className="grid gap-10 md:grid-cols-2">
        <ProfileFormSection profile={profile} lastResult={resultOf("profile")} />
        <PasswordFormSection
          hasPassword={profile.hasPassword}
          providerName={providerName}
          lastResult={resultOf("password")}
        />
      </div>
    </div>
  );
}

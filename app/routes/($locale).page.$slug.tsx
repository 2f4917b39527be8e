import { useForm } from "@conform-to/react";
import { type ConfigValue, ContactMessage } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";

import { Field, MessageForm, TextareaField } from "~/components/forms";
import { PageText } from "~/components/PageText";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { LocaleLink } from "~/lib/i18n/Link";
import { useT } from "~/lib/i18n/use-t";
import { plainAnswerText } from "~/lib/plain-answers.server";
import { readStaticPage, sendMessage } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

// A page with more than text: the shop's details, a map and the contact form. (About us has
// its own route, page.about-us.tsx, for the team and testimonials.)
const CONTACT = "contact-us";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const { api } = context;
  const [{ page, seo }, shop] = await Promise.all([
    readStaticPage(request, api, slug),
    slug === CONTACT ? api.config.fetch("shop") : null,
  ]);
  // The contact form's name and email (`sender`) only where it shows.
  const namespaces = slug === CONTACT ? ["content", "sender"] : ["content"];
  return { page, shop, seo, messages: routeMessages(request, namespaces) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Only the contact page takes a form: any other says so in its locale.
  if (params.slug !== CONTACT) throw new Response(plainAnswerText(request.url, "notTaken"), { status: 405 });
  return sendMessage(
    request,
    context,
    ContactMessage,
    (api, message) => api.content.contact(message),
    () => `/page/${CONTACT}`,
    () => "notice.contact.thanks",
  );
}

export default function StaticPage() {
  const { page, shop, seo } = useLoaderData<typeof loader>();
  const location = useLocation();
  const t = useT();
  return (
    <div>
      <PageText page={page} url={seo.url} />
      {shop && (
        <>
          <div className="mt-10 grid gap-8 md:grid-cols-[18rem_1fr]">
            <ShopDetails shop={shop} />
            <img
              src="/media/pages/map.svg"
              alt={t("content.map", { shop: shop.name, address: shop.address })}
              width={1200}
              height={600}
              loading="lazy"
              className="w-full rounded-lg border border-slate-200"
            />
          </div>
          <ContactForm key={location.key} />
        </>
      )}
    </div>
  );
}

function ShopDetails({ shop }: { shop: ConfigValue<"shop"> }) {
  const t = useT();
  return (
    <section aria-labelledby="shop-details">
      <h2 id="shop-details" className="mb-3 text-xl font-semibold">
        {t("content.ourDetails")}
      </h2>
      <address className="not-italic">
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className="font-medium">{t("content.address")}</dt>
            <dd className="text-slate-700">{shop.address}</dd>
          </div>
          <div>
            <dt className="font-medium">{t("content.phone")}</dt>
            <dd>
              <a
                href={`tel:${shop.phone.replace(/[^\d+]/g, "")}`}
                className="text-theme-strong underline underline-offset-4"
              >
                <bdi dir="ltr">{shop.phone}</bdi>
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t("content.email")}</dt>
            <dd>
              <a href={`mailto:${shop.email}`} className="text-theme-strong underline underline-offset-4">
                {shop.email}
              </a>
            </dd>
          </div>
        </dl>
      </address>
      <p className="mt-4 text-sm text-slate-600">
        {t("content.quickAnswers")}{" "}
        <LocaleLink to="/faq" className="text-theme-strong underline underline-offset-4">
          {t("content.faq")}
        </LocaleLink>
        .
      </p>
    </section>
  );
}

// Keyed by location: a fresh form after the message was sent, the typed one after a refusal.
function ContactForm() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<ContactMessage>({ id: "contact", lastResult });
  const t = useT();
  return (
    <MessageForm
      id="contact-form"
      title={t("content.sendUsMessage")}
      form={form}
      name={fields.name}
      email={fields.email}
      submit={t("content.sendMessage")}
      pendingText={t("content.sending")}
      className="mt-10 max-w-2xl"
    >
      <Field
        label={t("content.subject")}
        meta={fields.subject}
        inputProps={{ maxLength: 150, required: true }}
      />
      <TextareaField
        label={t("content.message")}
        meta={fields.message}
        textareaProps={{ rows: 6, maxLength: 5000, required: true }}
      />
    </MessageForm>
  );
}

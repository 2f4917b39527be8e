import { getFormProps, useForm } from "@conform-to/react";
import { ProductTranslationBody } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";

import { AdminItemHeading } from "~/components/AdminPage";
import { AdminTranslations, languageName } from "~/components/AdminTranslations";
import { ErrorPage } from "~/components/ErrorPage";
import { Checkbox, Field, FormErrors, SubmitButton } from "~/components/forms";
import { formatDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import {
  AdminProductForm,
  orNotFound,
  productEditOf,
  readStaffForm,
  requireStaff,
  translatedFields,
  translatedLocales,
  translationOf,
  UpstreamError,
} from "~/lib/routes.server";

// The product's id from the URL: digits only, else this site's 404.
function productIdOf(params: { id?: string }) {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw new Response("Not Found", { status: 404 });
  return Number(params.id);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const id = productIdOf(params);
  const [product, translated] = await Promise.all([
    orNotFound(api.admin.product(id)),
    orNotFound(api.admin.productTranslations(id)),
  ]);
  const fields = translatedFields(ProductTranslationBody, LABELS, ["description"]);
  return { product, translated, translation: { fields, locales: translatedLocales() } };
}

const LABELS = { title: "Title", description: "Description" };

const DONE: Record<Exclude<AdminProductForm["intent"], "translation">, string> = {
  price: "Price saved.",
  publish: "Back in the shop.",
  unpublish: "Taken out of the shop: it answers 404 there, and past orders still show it.",
  stock: "Stock saved.",
};

// The price and sale, whether the product is in the shop, one variant's stock, or one locale's
// translation. A value the form or the API refuses comes back beside its field, with what was
// typed; nothing changes.
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, staffSession } = requireStaff(request, context);
  const id = productIdOf(params);
  const submission = await readStaffForm(request, AdminProductForm);
  const { intent, sku, locale } = submission.payload as { intent?: unknown; sku?: unknown; locale?: unknown };
  const answer = {
    intent,
    sku: typeof sku === "string" ? sku : null,
    locale: typeof locale === "string" ? locale : null,
  };
  if (submission.status !== "success")
    return data({ ...answer, result: submission.reply() }, { status: 400 });
  const form = submission.value;
  try {
    if (form.intent === "stock") await orNotFound(api.admin.setStock(form.sku, form.stock));
    else if (form.intent === "translation") {
      const { locale: code, body } = translationOf(form);
      await orNotFound(api.admin.translateProduct(id, code, body));
    } else await orNotFound(api.admin.updateProduct(id, productEditOf(form)));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ ...answer, result: submission.reply({ formErrors: [error.message] }) }, error.init);
  }
  staffSession.flash(
    "notice",
    form.intent === "translation" ? `${languageName(form.locale)} translation saved.` : DONE[form.intent],
  );
  return redirect(`/admin/products/${id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.product.title ?? "Product"} · Back office` },
];

export default function AdminProductPage() {
  const { product, translated, translation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="flex flex-col gap-6">
      <AdminItemHeading
        back={{ to: "/admin/products", label: "Products" }}
        item={`#${product.id}`}
        title={product.title}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {/* Keyed on the saved values: a save shows them afresh in the fields. */}
        <PriceForm
          key={`${product.listPrice} ${product.discountPercent} ${product.saleEndsAt}`}
          product={product}
        />
        <PublishForm product={product} />
      </div>
      <StockForms product={product} />
      <AdminTranslations
        what="product"
        {...translation}
        english={translated.english}
        translations={translated.translations}
        answer={answer}
      />
    </div>
  );
}

type Product = ReturnType<typeof useLoaderData<typeof loader>>["product"];
type FormOf<I extends AdminProductForm["intent"]> = z.input<typeof AdminProductForm> & { intent: I };
const BOX = "flex flex-col gap-3 rounded-lg bg-slate-50 p-4";

function PriceForm({ product }: { product: Product }) {
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<FormOf<"price">>({
    id: "price",
    lastResult: answer?.intent === "price" ? answer.result : undefined,
    defaultValue: {
      listPrice: String(product.listPrice),
      sale: product.discountPercent > 0,
      discountPercent: String(product.discountPercent),
      saleEndsOn: product.saleEndsAt?.slice(0, 10) ?? "",
    },
  });
  return (
    <section aria-labelledby="price-title" className={BOX}>
      <h2 id="price-title" className="text-xl font-semibold">
        Price
      </h2>
      <p className="text-sm">
        Shoppers pay <strong>{formatPrice(product.price)}</strong>
        {product.discountPercent > 0 &&
          ` (${product.discountPercent}% off ${formatPrice(product.listPrice)})`}
        . Past orders keep their prices.
        {product.discountPercent > 0 &&
          (product.saleEndsAt
            ? ` The sale ends ${formatDate(product.saleEndsAt)}.`
            : " The sale has no end date.")}
      </p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <FormErrors form={form} />
        <Field meta={fields.listPrice} label="Regular price ($)" inputProps={{ inputMode: "decimal" }} />
        <Checkbox meta={fields.sale} label="On sale" />
        <Field
          meta={fields.discountPercent}
          label="Sale discount (%)"
          inputProps={{ inputMode: "numeric" }}
          hint="From 1 to 90; ignored when the product is not on sale."
        />
        <Field
          meta={fields.saleEndsOn}
          label="Sale's last day"
          type="date"
          hint="The sale ends at the end of this day (UTC); empty: no end date."
        />
        <SubmitButton name="intent" value="price" pendingText="Saving…">
          Save price
        </SubmitButton>
      </Form>
    </section>
  );
}

function PublishForm({ product }: { product: Product }) {
  const answer = useActionData<typeof action>();
  const intent = product.published ? "unpublish" : "publish";
  const [form] = useForm<FormOf<typeof intent>>({
    id: "publish",
    lastResult: answer?.intent === "publish" || answer?.intent === "unpublish" ? answer.result : undefined,
  });
  return (
    <section aria-labelledby="publish-title" className={BOX}>
      <h2 id="publish-title" className="text-xl font-semibold">
        In the shop
      </h2>
      <p className="text-sm">
        {product.published ? (
          <>
            Listed and for sale:{" "}
            <Link to={`/products/${product.slug}`} className="inline-flex min-h-11 items-center underline">
              its page in the shop
            </Link>
            .
          </>
        ) : (
          "Not in the shop: its page answers 404 and no listing or search shows it. Past orders still do."
        )}
      </p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        <FormErrors form={form} />
        <SubmitButton name="intent" value={intent} variant={product.published ? "secondary" : "primary"}>
          {product.published ? "Take out of the shop" : "Put back in the shop"}
        </SubmitButton>
      </Form>
    </section>
  );
}

function StockForms({ product }: { product: Product }) {
  return (
    <section aria-labelledby="stock-title" className="flex flex-col gap-3">
      <h2 id="stock-title" className="text-xl font-semibold">
        Stock
      </h2>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {product.variants.map((variant) => (
          <li key={`${variant.sku} ${variant.stock}`} className="py-3">
            <StockForm variant={variant} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StockForm({ variant }: { variant: Product["variants"][number] }) {
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<FormOf<"stock">>({
    id: `stock-${variant.sku}`,
    lastResult: answer?.intent === "stock" && answer.sku === variant.sku ? answer.result : undefined,
    defaultValue: { sku: variant.sku, stock: String(variant.stock) },
  });
  const name = [variant.color, variant.size].filter(Boolean).join(", ") || "One size";
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="sku" value={variant.sku} />
      <div className="min-w-0 flex-1 basis-48">
        <FormErrors form={form} />
        <Field
          meta={fields.stock}
          label={
            <>
              {name} <span className="break-all font-normal text-slate-600">({variant.sku})</span>
            </>
          }
          inputProps={{ inputMode: "numeric" }}
        />
      </div>
      <SubmitButton name="intent" value="stock" variant="secondary">
        Save stock
      </SubmitButton>
    </Form>
  );
}

export const ErrorBoundary = ErrorPage;

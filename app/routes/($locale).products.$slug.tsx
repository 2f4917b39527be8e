import { useForm } from "@conform-to/react";
import { NewReview } from "@contract";
import { isAge } from "@contract/constants";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { Breadcrumbs } from "~/components/Breadcrumbs";
import { Carousel } from "~/components/Carousel";
import { ErrorPage } from "~/components/ErrorPage";
import { Field, TextareaField } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { ListToggle } from "~/components/ListToggle";
import { Price } from "~/components/Price";
import {
  bundleOf,
  BundleOffer,
  BUY_BOX_ID,
  BuyBox,
  PaymentIcons,
  SaleCountdown,
  StockBar,
  VariantPicker,
} from "~/components/product";
import { SliderCard } from "~/components/ProductCard";
import { ProductGallery } from "~/components/ProductGallery";
import { Rating } from "~/components/Rating";
import { identityOf } from "~/components/ServerMarkup";
import { ShareLinks } from "~/components/ShareLinks";
import { SizeFinder } from "~/components/SizeFinder";
import { StickyBuyBar } from "~/components/StickyBuyBar";
import { StockAlertForm } from "~/components/StockAlertForm";
import { Tabs } from "~/components/Tabs";
import { formatDate } from "~/lib/dates";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { listOf } from "~/lib/i18n/rich";
import { translator } from "~/lib/i18n/translate.server";
import { type MessageId, useLocale, useLocalizedPath, useT } from "~/lib/i18n/use-t";
import { colourName } from "~/lib/i18n/vocabulary";
import {
  absoluteUrl,
  catalogueHeaders,
  childForPage,
  isSignedIn,
  orNotFound,
  orNothing,
  readForm,
  redirectWithToast,
  replyWithErrors,
  requireMember,
} from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";
import { WhenHydrated } from "~/lib/use-hydrated";
import { useCurrency, useInWishlist } from "~/lib/use-shop";
import { chooseVariant } from "~/lib/variants";

const PRODUCT_NAMESPACES = ["product", "share", "stockAlert", "colour", "sizes"];

// Everything is awaited: streamed (deferred) parts would stay hidden without JavaScript.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const { api, session } = context;
  const searchParams = new URL(request.url).searchParams;
  // The child the page fits (a member's are read from the API), alongside the product's calls.
  const finding = childForPage(context, searchParams);
  // The product is the page; related products (and the bundle made of them: the first ones,
  // whose variants come with them) and reviews are sections that the page shows without when
  // the API fails them. Three calls at once, one round trip.
  const [product, recommendations, reviews] = await Promise.all([
    orNotFound(api.products.summary(slug)),
    orNothing(api.products.recommendations(slug)),
    orNothing(api.products.reviews(slug, { pageSize: 10 })),
  ]);
  const found = await finding;
  const { finder, fit } = found;
  // The finder's form reloads the page with its size chosen (a chip chosen after it wins).
  const fitSize =
    fit && (finder.child || searchParams.has("child")) ? (fit.ahead ? fit.later : fit.now) : null;
  const choice = chooseVariant(product, {
    color: searchParams.get("color"),
    size: searchParams.get("size") ?? fitSize,
  });
  const url = absoluteUrl(`/products/${product.slug}`);
  const t = translator(request, ["sizes"]);
  const childName = (child: { name: string | null }) => child.name || t("sizes.yourChild");
  return data(
    {
      // The page's words, the size finder's and the stock alert's, colours and age bands.
      messages: routeMessages(request, PRODUCT_NAMESPACES),
      seo: {
        title: `${product.title} · ${product.brand}`,
        description: product.description,
        url,
        image: `/media/${product.images[0]?.src}`,
        type: "product" as const,
      },
      baseUrl: absoluteUrl("/"),
      product,
      ...choice,
      recommendations: recommendations?.data ?? [],
      bundle: bundleOf(product, recommendations),
      reviews,
      inCompare: session.get("compare")?.includes(product.id) ?? false,
      // Reviews are written by members; a visitor sees a link to sign in instead of the form.
      signedIn: isSignedIn(session),
      finder: {
        values: finder.values,
        errors: finder.errors,
        sent: finder.sent,
        fit,
        childLabel: found.child ? childName(found.child) : null,
        children: found.children.map((child) => ({ name: childName(child) })),
        childIndex: found.childIndex,
      },
      sizeGuide: `/size-guide/${product.category.code.toLowerCase()}`,
    },
    {
      // A page about the shopper's child is theirs alone; a form with a mistake answers 400.
      status: Object.keys(finder.errors).length ? 400 : 200,
      headers: catalogueHeaders(request, finder.sent),
    },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  const submission = await readForm(request, NewReview);
  if (submission.status !== "success") return replyWithErrors(submission);
  const { api, session } = requireMember(request, context);
  const back = `/products/${slug}#reviews`;
  try {
    const { status } = await api.products.addReview(slug, submission.value);
    const t = translator(request, ["notice"]);
    const message = status === "published" ? t("notice.review.published") : t("notice.review.pending");
    return redirectWithToast(back, { kind: "success", message }, session);
  } catch (error) {
    return replyWithErrors(submission, error);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta(data?.seo),
  ...(data ? [{ "script:ld+json": productJsonLd(data.product, data.reviews?.summary, data.seo.url) }] : []),
];

export default function ProductPage() {
  const { product, variant, recommendations, bundle, reviews, baseUrl } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  const t = useT();
  const selectedImage = product.images.find((image) => image.id === variant?.imageId) ?? product.images[0];
  return (
    <div className="flex flex-col gap-12">
      <Breadcrumbs
        baseUrl={baseUrl}
        crumbs={[
          { name: product.parentCategory.name, path: `/products?c1=${product.parentCategory.code}` },
          {
            name: product.category.name,
            path: `/products?c1=${product.parentCategory.code}&c2=${product.category.code}`,
          },
          { name: product.title, path: `/products/${product.slug}` },
        ]}
      />

      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} selectedId={selectedImage?.id} title={product.title} />
        <ProductSummary />
      </div>

      <Tabs
        label={t("product.info")}
        tabs={[
          {
            id: "description",
            title: t("product.description"),
            content: product.description
              .split(/\n\s*\n/)
              .map((paragraph) => <p key={paragraph}>{paragraph}</p>),
          },
          {
            id: "details",
            title: t("product.details"),
            content: <ProductDetails />,
          },
          {
            id: "reviews",
            title: reviews
              ? t("product.reviewsCount", { count: reviews.summary.count })
              : t("product.reviews"),
            content: <Reviews />,
          },
        ]}
      />

      <BundleOffer items={bundle} currency={currency} />
      <WhenHydrated>
        <StickyBuyBar
          formId={BUY_BOX_ID}
          title={product.title}
          price={product.price}
          oldPrice={product.oldPrice}
          currency={currency}
          soldOut={!variant || variant.stock === 0}
        />
      </WhenHydrated>

      {recommendations.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title" className="mb-4 text-2xl font-semibold">
            {t("product.related")}
          </h2>
          <Carousel
            label={t("product.relatedLabel")}
            contentKey={`${currency.code} ${identityOf(recommendations)}`}
          >
            {recommendations.map((related) => (
              <SliderCard key={related.id} product={related} currency={currency} />
            ))}
          </Carousel>
        </section>
      )}
    </div>
  );
}

// Beside the pictures: name, rating, price, stock, the choice of variant and what to do with it.
function ProductSummary() {
  const { product, variant, colors, sizes, reviews, inCompare, seo, signedIn, finder, sizeGuide } =
    useLoaderData<typeof loader>();
  const currency = useCurrency();
  const t = useT();
  const inWishlist = useInWishlist(product.id);
  return (
    <div className="flex flex-col gap-4 md:sticky md:top-4 md:self-start">
      <p className="text-sm uppercase tracking-wide text-slate-500">{product.brand}</p>
      <h1 className="text-3xl font-semibold">{product.title}</h1>
      <div className="flex items-center gap-3">
        {/* No stars until someone has rated it; no count when the reviews could not be read. */}
        {reviews && reviews.summary.count > 0 && <Rating value={reviews.summary.average} />}
        {reviews && (
          <a href="#reviews" className="inline-flex min-h-11 items-center text-sm text-slate-600 underline">
            {reviews.summary.count === 0
              ? t("product.noReviews")
              : t("product.reviewCount", { count: reviews.summary.count })}
          </a>
        )}
      </div>
      <div className="flex items-center gap-3 text-2xl">
        <Price price={product.price} oldPrice={product.oldPrice} currency={currency} />
        {/* A sold-out product offers no deal: no "% off", no countdown to hurry for. */}
        {product.sale && product.stock > 0 && (
          <span className="rounded bg-theme-strong px-2 py-0.5 text-sm font-semibold text-white">
            {t("product.off", { percent: product.discountPercent })}
          </span>
        )}
      </div>
      {product.sale && product.stock > 0 && product.saleEndsAt && (
        <SaleCountdown endsAt={product.saleEndsAt} />
      )}
      <StockBar stock={variant?.stock ?? 0} />
      <VariantPicker
        colors={colors}
        sizes={sizes}
        chosen={variant}
        sizeGuide={product.sizes.some(isAge) ? sizeGuide : undefined}
        fits={
          finder.fit && {
            now: finder.fit.now,
            later: finder.fit.ahead ? finder.fit.later : null,
            ahead: finder.fit.ahead,
          }
        }
      />
      {product.sizes.some(isAge) && (
        <SizeFinder {...finder} signedIn={signedIn} color={variant?.color ?? null} sizes={product.sizes} />
      )}
      <BuyBox product={product} variant={variant} />
      {/* Sold out in this size and colour (or in every size): "Email me when it's back". */}
      {variant && variant.stock === 0 && <StockAlertForm variant={variant} signedIn={signedIn} />}
      <div className="flex flex-wrap gap-3 text-sm">
        <ListToggle
          list="wishlist"
          productId={product.id}
          active={inWishlist}
          add={t("product.addWishlist")}
          remove={t("product.inWishlist")}
        />
        <ListToggle
          list="compare"
          productId={product.id}
          active={inCompare}
          add={t("product.addCompare")}
          remove={t("product.inCompare")}
        />
      </div>
      <ShareLinks
        title={product.title}
        url={seo.url}
        image={new URL(`/media/${product.images[0]?.src}`, seo.url).href}
      />
      <PaymentIcons />
    </div>
  );
}

function ProductDetails() {
  const { product } = useLoaderData<typeof loader>();
  const t = useT();
  const { intl } = useLocale();
  const list = (items: string[], none: ReactNode = "—") => (items.length ? listOf(intl, items) : none);
  const rows: [MessageId, ReactNode][] = [
    ["product.brand", product.brand],
    ["product.category", [product.parentCategory.name, " › ", product.category.name]],
    ["product.colours", list(product.colors.map((colour) => colourName(t, colour)))],
    ["product.sizes", list(product.sizes, t("product.oneSize"))],
    ["product.collections", list(product.collections)],
  ];
  return (
    <table className="w-full max-w-xl text-start text-sm">
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name} className="border-b border-slate-200">
            <th scope="row" className="w-40 py-2 pe-4 font-medium">
              {t(name)}
            </th>
            <td className="py-2 capitalize">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Reviews() {
  const { reviews } = useLoaderData<typeof loader>();
  const t = useT();
  const { intl } = useLocale();
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        {!reviews ? (
          <p className="text-slate-600">{t("product.reviewsUnavailable")}</p>
        ) : reviews.summary.count > 0 ? (
          <>
            <p className="mb-4 flex items-center gap-2">
              <Rating value={reviews.summary.average} />{" "}
              {t("product.average", { average: reviews.summary.average, count: reviews.summary.count })}
            </p>
            <ul className="space-y-4">
              {reviews.data.map((review) => (
                <li key={review.id} className="rounded-lg border border-slate-200 p-4">
                  <Rating value={review.rating} />
                  <h3 className="mt-1 font-semibold">{review.title}</h3>
                  <p className="mt-1 text-slate-700">{review.body}</p>
                  <p className="mt-2 text-xs text-slate-500">
                    {review.name},{" "}
                    <time dateTime={review.createdAt}>{formatDate(review.createdAt, intl)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-slate-600">{t("product.beFirst")}</p>
        )}
      </div>
      <ReviewForm />
    </div>
  );
}

function ReviewForm() {
  const { signedIn, product } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizedPath();
  if (!signedIn) {
    return (
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">{t("product.writeReview")}</h3>
        <p className="text-slate-600">
          {t("product.membersWrite")}{" "}
          <a
            href={`${localize("/login")}?next=${encodeURIComponent(localize(`/products/${product.slug}`))}`}
            className="inline-flex min-h-11 items-center text-theme-strong underline underline-offset-4"
          >
            {t("product.signInToWrite")}
          </a>
        </p>
      </div>
    );
  }
  return <ReviewFormFields />;
}

function ReviewFormFields() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "review", lastResult, shouldRevalidate: "onInput" });
  const t = useT();
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="relative flex flex-col gap-4"
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title" className="text-lg font-semibold">
        {t("product.writeReview")}
      </h3>
      <Honeypot />
      <Field
        label={t("product.yourName")}
        meta={fields.name}
        inputProps={{ autoComplete: "name", maxLength: 60 }}
      />
      <fieldset aria-describedby={fields.rating.errorId}>
        <legend className="text-sm font-medium">{t("product.rating")}</legend>
        <div className="mt-1 flex gap-3">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={fields.rating.name}
                value={stars}
                defaultChecked={fields.rating.initialValue === String(stars)}
              />
              {stars} ★
            </label>
          ))}
        </div>
        {fields.rating.errors && (
          <p id={fields.rating.errorId} className="text-sm text-red-700 dark:text-red-300">
            {fields.rating.errors[0]}
          </p>
        )}
      </fieldset>
      <Field label={t("product.reviewTitle")} meta={fields.title} inputProps={{ maxLength: 100 }} />
      <TextareaField label={t("product.yourReview")} meta={fields.body} textareaProps={{ maxLength: 2000 }} />
      <button
        type="submit"
        className="self-start rounded-md bg-theme-strong px-5 py-2 font-medium text-white"
      >
        {t("product.sendReview")}
      </button>
    </Form>
  );
}

type ProductData = ReturnType<typeof useLoaderData<typeof loader>>["product"];

function productJsonLd(
  product: ProductData,
  reviews: { count: number; average: number } | undefined,
  url: string,
) {
  const totalStock = product.variants.reduce((sum, variant) => sum + variant.stock, 0);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    brand: { "@type": "Brand", name: product.brand },
    sku: product.variants[0]?.sku,
    image: product.images.map((image) => new URL(`/media/${image.src}`, url).href),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "USD",
      price: product.price.toFixed(2),
      availability: totalStock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
    ...(reviews && reviews.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.average,
            reviewCount: reviews.count,
          },
        }
      : {}),
  };
}

export const ErrorBoundary = ErrorPage;

// The back office's translations of a product and an information page: read every locale's, and
// replace one locale's. For every staff role; each change is in the audit log.
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";

import { audit } from "../admin/audit";
import { requireStaff } from "../admin/staff-auth";
import {
  AdminPageListResponse,
  type Locale,
  PageTranslationBody,
  ProductTranslationBody,
  Slug,
  type TranslationKind,
  TranslationLocaleParam,
  TranslationsResponse,
} from "../contract";
import type { Database } from "../db/client";
import { pages, products, translations } from "../db/schema";
import { catalogueChanged } from "../lib/catalogue-events";
import { notFound } from "../lib/errors";
import { saveTranslations, translationsOf } from "../queries/translations";
import { ADMIN_TAG, badInput, jsonBody, notFoundError, ok, staffOnly, staffSecurity } from "./openapi";

const ProductParam = z.object({ product_id: z.coerce.number().int().min(1).max(2_147_483_647) });
const PageParam = z.object({ slug: Slug });

// One translatable entity: how its English text is found (null: it does not exist).
type Translatable = {
  kind: TranslationKind;
  english: (db: Database, key: string | number) => Promise<Record<string, string> | null>;
};

const PRODUCT: Translatable = {
  kind: "product",
  english: async (db, id) => {
    const [row] = await db
      .select({ title: products.title, description: products.description })
      .from(products)
      .where(eq(products.id, Number(id)));
    return row ?? null;
  },
};

const PAGE: Translatable = {
  kind: "page",
  english: async (db, slug) => {
    const [row] = await db
      .select({ title: pages.title, body: pages.body })
      .from(pages)
      .where(eq(pages.slug, String(slug)));
    return row ?? null;
  },
};

async function answer(db: Database, what: Translatable, key: string | number, name: string) {
  const english = await what.english(db, key);
  if (!english) throw notFound(name);
  return { data: { english, translations: await translationsOf(db, what.kind, key) } };
}

// Replaces the given fields of one locale, tells the caches (a product's title shows in cards and
// search) and writes the audit log; answers the entity's translations.
async function replace(
  db: Database,
  headers: Headers,
  change: { what: Translatable; key: string | number; name: string; locale: Locale },
  fields: Record<string, string | null | undefined>,
) {
  const { staff } = await requireStaff(db, headers);
  const { what, key, name, locale } = change;
  if (!(await what.english(db, key))) throw notFound(name);
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const before = (await translationsOf(db, what.kind, key))[locale] ?? {};
  await saveTranslations(db, what.kind, key, locale, given);
  const after = (await translationsOf(db, what.kind, key))[locale] ?? {};
  await audit(db, staff, `${what.kind}.translation`, `${key} ${locale}`, before, after);
  if (what.kind === "product") catalogueChanged(db);
  return answer(db, what, key, name);
}

// Every information page, by slug, with the locales it has a translation in.
async function pageList(db: Database) {
  const [rows, translated] = await Promise.all([
    db.select({ slug: pages.slug, title: pages.title }).from(pages).orderBy(asc(pages.slug)),
    db
      .selectDistinct({ key: translations.key, locale: translations.locale })
      .from(translations)
      .where(eq(translations.kind, "page"))
      .orderBy(asc(translations.locale)),
  ]);
  return rows.map((page) => ({
    ...page,
    translated: translated.filter((row) => row.key === page.slug).map((row) => row.locale),
  }));
}

function registerPageList(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/pages",
      tags: [ADMIN_TAG],
      summary: "The information pages, each with the locales it is translated into",
      security: staffSecurity,
      responses: { 200: ok(AdminPageListResponse), ...staffOnly },
    }),
    async (c) => {
      await requireStaff(db, c.req.raw.headers);
      return c.json({ data: await pageList(db) }, 200);
    },
  );
}

export function registerAdminTranslationRoutes(app: OpenAPIHono, db: Database) {
  registerPageList(app, db);
  const read = <P extends z.ZodObject>(path: string, params: P, what: string) =>
    createRoute({
      method: "get",
      path,
      tags: [ADMIN_TAG],
      summary: `The ${what}'s English text and its translations in each locale`,
      security: staffSecurity,
      request: { params },
      responses: { 200: ok(TranslationsResponse), ...badInput, ...staffOnly, ...notFoundError },
    });
  const write = <P extends z.ZodObject, B extends z.ZodObject>(
    path: string,
    params: P,
    body: B,
    what: string,
  ) =>
    createRoute({
      method: "put",
      path,
      tags: [ADMIN_TAG],
      summary: `Translate the ${what} into one locale: each field given replaces its translation (empty or null removes it)`,
      security: staffSecurity,
      request: { params, ...jsonBody(body) },
      responses: { 200: ok(TranslationsResponse), ...badInput, ...staffOnly, ...notFoundError },
    });

  const productPath = "/api/admin/products/{product_id}/translations";
  app.openapi(read(productPath, ProductParam, "product"), async (c) => {
    await requireStaff(db, c.req.raw.headers);
    return c.json(await answer(db, PRODUCT, c.req.valid("param").product_id, "The product"), 200);
  });
  app.openapi(
    write(
      `${productPath}/{locale}`,
      ProductParam.merge(TranslationLocaleParam),
      ProductTranslationBody,
      "product",
    ),
    async (c) => {
      const { product_id: key, locale } = c.req.valid("param");
      const change = { what: PRODUCT, key, name: "The product", locale: locale as Locale };
      return c.json(await replace(db, c.req.raw.headers, change, c.req.valid("json")), 200);
    },
  );

  const pagePath = "/api/admin/pages/{slug}/translations";
  app.openapi(read(pagePath, PageParam, "page"), async (c) => {
    await requireStaff(db, c.req.raw.headers);
    return c.json(await answer(db, PAGE, c.req.valid("param").slug, "The page"), 200);
  });
  app.openapi(
    write(`${pagePath}/{locale}`, PageParam.merge(TranslationLocaleParam), PageTranslationBody, "page"),
    async (c) => {
      const { slug: key, locale } = c.req.valid("param");
      const change = { what: PAGE, key, name: "The page", locale: locale as Locale };
      return c.json(await replace(db, c.req.raw.headers, change, c.req.valid("json")), 200);
    },
  );
}

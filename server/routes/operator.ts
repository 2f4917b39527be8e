// Operations for the shop's operator, behind the operator token (OPERATOR_TOKEN): the
// catalogue import. Without a configured token these answer 403.
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";

import { ErrorBody, ImportReportResponse, OPERATOR_IMPORT_PATH } from "../contract";
import type { Database } from "../db/client";
import { CategoryMap } from "../import/category-map";
import { ImportFileError } from "../import/product";
import { importCatalogue, readCatalogue } from "../import/run";
import { receiveUpload, tooLarge } from "../import/upload";
import { ApiError } from "../lib/errors";
import { operatorRefusal } from "../lib/operator-token";
import { badInput, ok, unauthorized } from "./openapi";

// A file field of the form, described to OpenAPI as binary.
const upload = () => z.file().openapi({ type: "string", format: "binary" });

export const ImportForm = z.object({
  catalogue: upload().openapi({ description: "The spec's catalogue JSON, or a Shopify product CSV (UTF-8)" }),
  images: z
    .union([upload(), z.array(upload())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .openapi({ description: "The pictures the catalogue names, matched by file name" }),
  categories: upload().optional().openapi({
    description: "JSON object: the file's category names → the shop's sub-category codes or names",
  }),
  dryRun: z
    .enum(["true", "false"])
    .default("false")
    .openapi({ description: "true: check and report, write nothing" }),
  skuPolicy: z.enum(["suffix", "reject"]).default("suffix").openapi({
    description: "A SKU already used: make it unique with -2, -3… (suffix) or reject the record",
  }),
});

// A catalogue with its pictures can be large; the rest of the API keeps its small limit.
const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

// Run before any other middleware of the API (server/app.ts), so that nothing reads the body of
// an import before the operator token is checked: then the form type, then its size (at once
// from Content-Length, else counted as it streams in).
export const operatorImportGuards = (operatorToken: string | undefined): MiddlewareHandler[] => [
  requireOperator(operatorToken),
  async (c, next) => {
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
      throw new ApiError(
        415,
        "VALIDATION_ERROR",
        "Send the import as a multipart form (multipart/form-data)",
      );
    // A body without a length is counted as it streams in (receiveUpload).
    if (Number(c.req.header("content-length") ?? 0) > MAX_IMPORT_BYTES) throw tooLarge(MAX_IMPORT_BYTES);
    await next();
  },
];

const importRoute = createRoute({
  method: "post",
  path: OPERATOR_IMPORT_PATH,
  tags: ["Operator"],
  summary:
    "Import a catalogue (the spec's JSON or a Shopify product CSV) with its pictures, in one transaction; answers the validation report",
  security: [{ operatorToken: [] }],
  request: { body: { content: { "multipart/form-data": { schema: ImportForm } }, required: true } },
  responses: {
    200: ok(
      ImportReportResponse,
      "Imported (or checked, for a dry run); the report lists what was rejected or repaired",
    ),
    ...badInput,
    ...unauthorized,
    403: ok(ErrorBody, "Wrong operator token, or the operator API is off (FORBIDDEN)"),
    413: ok(ErrorBody, "The upload is over 200 MB (PAYLOAD_TOO_LARGE)"),
    415: ok(ErrorBody, "Not a multipart form (VALIDATION_ERROR)"),
  },
});

// The form's text fields; its files are streamed to disk by receiveUpload.
const ImportFields = ImportForm.pick({ dryRun: true, skuPolicy: true });

// shopUrl: for the links in the back-in-stock mails an import may send.
export function registerOperatorRoutes(app: OpenAPIHono, db: Database, shopUrl: string) {
  // Documented like every route, but not validated by the route's schema: that would read the
  // whole upload into memory. The handler streams it and checks each part itself.
  app.openAPIRegistry.registerPath(importRoute);
  app.post(OPERATOR_IMPORT_PATH, async (c) => {
    const upload = await receiveUpload(c.req.raw, MAX_IMPORT_BYTES);
    try {
      const fields = ImportFields.safeParse(upload.fields);
      if (!fields.success)
        throw new ApiError(400, "VALIDATION_ERROR", "dryRun: true or false; skuPolicy: suffix or reject");
      const [catalogueFile] = upload.files.get("catalogue") ?? [];
      if (!catalogueFile)
        throw new ApiError(400, "VALIDATION_ERROR", "catalogue: the catalogue file is required");
      const [categoriesFile] = upload.files.get("categories") ?? [];
      const pictures = new Map((upload.files.get("images") ?? []).map((file) => [file.name, file.path]));
      const catalogue = await readCatalogue(
        catalogueFile.name || "catalogue",
        createReadStream(catalogueFile.path),
      );
      const map = categoriesFile ? await readCategoryMap(categoriesFile.path) : null;
      const report = await importCatalogue(db, catalogue, {
        shopUrl,
        categoryMap: map?.categories ?? {},
        sizeMap: map?.sizes ?? {},
        skuPolicy: fields.data.skuPolicy,
        dryRun: fields.data.dryRun === "true",
        pictures: async (source) => {
          const file = pictures.get(path.posix.basename(source.split("?")[0]));
          return file ? readFile(file) : null;
        },
      });
      return c.json({ data: report }, 200);
    } catch (error) {
      if (error instanceof ImportFileError) throw new ApiError(400, "VALIDATION_ERROR", error.message);
      throw error;
    } finally {
      await upload.remove();
    }
  });
}

async function readCategoryMap(file: string) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch {
    json = null;
  }
  const parsed = CategoryMap.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      400,
      "VALIDATION_ERROR",
      'categories: a JSON object of category names to category codes, or { "categories": {…}, "sizes": {…} }',
    );
  }
  return parsed.data;
}

// Bearer <OPERATOR_TOKEN>, compared in constant time.
export function requireOperator(token: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const refusal = operatorRefusal(token, c.req.header("Authorization"));
    if (refusal)
      throw new ApiError(
        refusal.status,
        refusal.status === 401 ? "UNAUTHENTICATED_USER" : "FORBIDDEN",
        refusal.message,
      );
    await next();
  };
}

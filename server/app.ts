// The commerce API as a Hono app: every route, the error envelope and the OpenAPI document.
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { z, type ZodError } from "zod";

import { DEV_TOTP_ENCRYPTION_SECRET, totpCipher } from "./admin/totp-secrets";
import { AUTH_HEADERS, envelope, type ErrorBody, OPERATOR_IMPORT_PATH, STAFF_TOKEN_HEADER } from "./contract";
import type { Database } from "./db/client";
import { accessLog } from "./lib/access-log";
import { onCatalogueChange } from "./lib/catalogue-events";
import { refuseControlCharacters } from "./lib/control-characters";
import { ApiError } from "./lib/errors";
import { readLocale } from "./lib/locale";
import { log } from "./lib/log";
import { createReadiness, type Readiness } from "./lib/readiness";
import { createTtlCache } from "./lib/ttl-cache";
import { createWorkQueue, queued, type WorkQueueOptions } from "./lib/work-queue";
import { BUILT_IN_GATEWAYS } from "./payments/built-in";
import type { PaymentGateways } from "./payments/gateway";
import { registerAddressRoutes } from "./routes/address";
import { registerAdminRoutes } from "./routes/admin";
import { type AuthOptions, registerAuthRoutes } from "./routes/auth";
import { registerBackupRoute, type SnapshotSource } from "./routes/backup";
import { registerCartRoutes } from "./routes/cart";
import { registerCatalogRoutes } from "./routes/catalog";
import { registerCheckoutRoutes } from "./routes/checkout";
import { registerChildrenRoutes } from "./routes/children";
import { registerCommentRoutes } from "./routes/comments";
import { registerContactRoutes } from "./routes/contact";
import { registerContentRoutes } from "./routes/content";
import { registerDevMailRoutes } from "./routes/dev-mail";
import { registerDevOutboxRoutes } from "./routes/dev-outbox";
import { registerHealthRoutes } from "./routes/health";
import { registerMediaRoutes } from "./routes/media";
import { registerMemberRoutes } from "./routes/member";
import { ok } from "./routes/openapi";
import { operatorImportGuards, registerOperatorRoutes } from "./routes/operator";
import { registerOrderRoutes } from "./routes/orders";
import { registerStockAlertRoutes } from "./routes/stock-alerts";
import { registerStorePasswordRoutes } from "./routes/store-password";
import { registerSubscribeRoutes } from "./routes/subscribe";
import { registerWishlistRoutes } from "./routes/wishlist";

// paymentGateways: a real provider replaces a built-in method here.
// operatorToken: the bearer token of the operator API; unset, that API answers 403.
// catalogueCache: catalogue answers kept in memory (off unless given); workQueue: the bound on
// concurrent database work (unbounded unless given).
export type ApiOptions = AuthOptions & {
  devOutbox?: boolean;
  paymentGateways?: PaymentGateways;
  operatorToken?: string;
  // Encrypts the staff's TOTP secrets (a development secret unless given).
  totpEncryptionSecret?: string;
  catalogueCache?: { ttlMs: number; maxEntries: number };
  workQueue?: WorkQueueOptions;
  // The embedded database's snapshots for `npm run backup` (server/routes/backup.ts).
  snapshots?: SnapshotSource;
  // What GET /readyz answers (server/server.ts turns it false on SIGTERM).
  readiness?: Readiness;
  // A log line and a metric per request, and the request id (on when the API is started; tests
  // of the app in their own process leave it off).
  accessLog?: boolean;
};

export function createApi(db: Database, options: ApiOptions) {
  const app = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationError(result.error), 400);
    },
  });

  // First of all, the request id and the access log line; then the import's token, form type and size, before anything reads its body.
  if (options.accessLog) app.use("*", accessLog);
  app.use(OPERATOR_IMPORT_PATH, ...operatorImportGuards(options.operatorToken));
  const smallBodies = bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large"), 413),
  });
  // The catalogue import has its own, larger limit.
  app.use("/api/*", (c, next) => (c.req.path === OPERATOR_IMPORT_PATH ? next() : smallBodies(c, next)));
  app.use("/api/*", refuseControlCharacters);
  app.use("/api/*", readLocale);

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/health",
      responses: {
        200: ok(envelope(z.object({ status: z.literal("ok") })), "The API and its database answer"),
      },
    }),
    async (c) => {
      await db.execute(sql`select 1`);
      return c.json({ data: { status: "ok" as const } }, 200);
    },
  );
  registerHealthRoutes(app, options.readiness ?? createReadiness(db), options.operatorToken);
  if (options.snapshots) registerBackupRoute(app, options.snapshots);
  // After the health check, which must answer even when the shop is busy.
  if (options.workQueue) app.use("/api/*", queued(createWorkQueue(options.workQueue)));

  registerShopRoutes(app, db, options);

  registerOpenApiDocument(app);

  app.notFound((c) => c.json(errorBody("NOT_FOUND", "No such endpoint"), 404));

  app.onError(answerError);

  return app;
}

// Every operation of the shop and the back office, after the guards above.
function registerShopRoutes(app: OpenAPIHono, db: Database, options: ApiOptions) {
  const catalogueCache = createTtlCache<object>(options.catalogueCache ?? { ttlMs: 0, maxEntries: 0 });
  onCatalogueChange(db, () => catalogueCache.clear());
  registerCatalogRoutes(app, db, catalogueCache);
  registerContentRoutes(app, db);
  registerCommentRoutes(app, db);
  registerContactRoutes(app, db, options.shopUrl);
  registerAddressRoutes(app, db);
  registerAuthRoutes(app, db, options);
  registerMemberRoutes(app, db);
  registerChildrenRoutes(app, db);
  registerWishlistRoutes(app, db);
  registerSubscribeRoutes(app, db, options.shopUrl);
  registerStockAlertRoutes(app, db, options.shopUrl);
  registerMediaRoutes(app, db);
  registerCartRoutes(app, db);
  const orderContext = {
    db,
    gateways: options.paymentGateways ?? BUILT_IN_GATEWAYS,
    shopUrl: options.shopUrl,
  };
  registerCheckoutRoutes(app, db, orderContext.gateways, options.shopUrl);
  registerOrderRoutes(app, orderContext);
  registerOperatorRoutes(app, db, options.shopUrl);
  registerStorePasswordRoutes(app, db);
  registerAdminRoutes(
    app,
    orderContext,
    totpCipher(options.totpEncryptionSecret ?? DEV_TOTP_ENCRYPTION_SECRET),
  );
  if (options.devOutbox) {
    registerDevOutboxRoutes(app, db);
    registerDevMailRoutes(app, db);
  }
}

// Every failure as the error envelope: an ApiError with its status, Hono's own 4xx, else a 500.
function answerError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    return c.json(
      { ...errorBody(error.errorCode, error.message, error.fields), ...error.extra.details },
      error.status,
      error.extra.headers,
    );
  }
  // Malformed JSON and the like: Hono's own 4xx.
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody("VALIDATION_ERROR", error.message || "The request is not valid"), error.status);
  }
  log.error({ reqId: c.get("requestId"), err: error }, "unexpected API error");
  return c.json(errorBody("INTERNAL_ERROR", "Something went wrong on our side"), 500);
}

// GET /api/openapi.json: the contract, with the auth headers and the operator token as its
// security schemes.
function registerOpenApiDocument(app: OpenAPIHono) {
  app.openAPIRegistry.registerComponent("securitySchemes", "accessToken", {
    type: "apiKey",
    in: "header",
    name: AUTH_HEADERS.token,
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "userId", {
    type: "apiKey",
    in: "header",
    name: AUTH_HEADERS.userId,
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "staffToken", {
    type: "apiKey",
    in: "header",
    name: STAFF_TOKEN_HEADER,
    description: "A staff token from POST /api/admin/auth/login (the back office)",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "operatorToken", {
    type: "http",
    scheme: "bearer",
    description: "The operator token (OPERATOR_TOKEN)",
  });
  const document = () =>
    documentLimits(
      app.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: "Little Sprout commerce API",
          version: "1.0.0",
          description:
            "Every answer is an envelope { data, paging? } or, on failure, { errorCode, message, fields? } with a " +
            "4xx status. Query parameters an operation does not list are ignored. Any text holding a control " +
            "character (NUL and the like; tab and new lines are fine) is refused with 400, as is a JSON body nested more " +
            "than 32 levels deep. Bodies are at most 64 KB (413). Every operation takes the query parameter `locale` " +
            "(en, ar or fr; en when missing, else 400 UNSUPPORTED_LOCALE): translated text comes in that locale, " +
            "each field falling back to English where it has no translation.",
        },
      }),
    );
  app.get("/api/openapi.json", (c) => c.json(document()));
}

// What every operation may answer besides its own responses: 413 where it takes a body (the
// catalogue import documents its own larger limit).
function documentLimits<D extends { paths?: object }>(document: D) {
  for (const [path, operations] of Object.entries(document.paths ?? {}) as [string, object][]) {
    if (path === OPERATOR_IMPORT_PATH) continue;
    for (const operation of Object.values(operations) as { requestBody?: unknown; responses?: object }[]) {
      if (!operation.requestBody) continue;
      operation.responses = {
        ...operation.responses,
        413: {
          description: "The body is larger than 64 KB (PAYLOAD_TOO_LARGE)",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      };
    }
  }
  return document;
}

function errorBody(
  errorCode: ErrorBody["errorCode"],
  message: string,
  fields?: ErrorBody["fields"],
): ErrorBody {
  return fields ? { errorCode, message, fields } : { errorCode, message };
}

function validationError(error: ZodError): ErrorBody {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  const summary = Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages[0]}`)
    .join("; ");
  return errorBody("VALIDATION_ERROR", `The request is not valid (${summary})`, fields);
}

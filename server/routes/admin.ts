// The back office's API, /api/admin/*: staff sign-in, staff management and the audit log
// (owners), orders, catalogue edits, the dashboard,
// moderation, contact messages and the newsletter export.
import type { OpenAPIHono } from "@hono/zod-openapi";

import type { TotpCipher } from "../admin/totp-secrets";
import type { OrderContext } from "../orders/state-machine";
import { registerAdminAuthRoutes } from "./admin-auth";
import { registerAdminCatalogueRoutes } from "./admin-catalogue";
import { registerAdminModerationRoutes } from "./admin-moderation";
import { registerAdminOrderRoutes } from "./admin-orders";
import { registerAdminStaffRoutes } from "./admin-staff";
import { registerAdminTranslationRoutes } from "./admin-translations";

export function registerAdminRoutes(app: OpenAPIHono, context: OrderContext, totp: TotpCipher) {
  registerAdminAuthRoutes(app, context.db, totp);
  registerAdminStaffRoutes(app, context.db, context.shopUrl);
  registerAdminOrderRoutes(app, context);
  registerAdminCatalogueRoutes(app, context);
  registerAdminModerationRoutes(app, context.db);
  registerAdminTranslationRoutes(app, context.db);
}

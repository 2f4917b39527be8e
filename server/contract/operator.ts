// Operations for the shop's operator (not for shoppers), behind the operator token. The upload
// form itself lives with its route (server/routes/operator.ts): the web never sends it.
import { z } from "zod";

import { envelope } from "./common";

export const OPERATOR_IMPORT_PATH = "/api/operator/import";

const Issue = z.object({
  field: z.string(),
  action: z.enum(["rejected", "repaired"]),
  message: z.string(),
});

export const ImportReport = z
  .object({
    file: z.string(),
    format: z.enum(["json", "shopify-csv"]),
    dryRun: z.boolean(),
    totals: z.object({
      records: z.number().int(),
      imported: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      rejected: z.number().int(),
      repaired: z.number().int(),
      pictures: z.number().int(), // newly stored (for a dry run: that would be)
    }),
    // Only the records that were not taken as they came.
    records: z.array(
      z.object({ record: z.string(), outcome: z.enum(["rejected", "repaired"]), issues: z.array(Issue) }),
    ),
    seconds: z.number(),
  })
  .meta({ id: "ImportReport" });
export type ImportReport = z.infer<typeof ImportReport>;
export type ImportIssue = z.infer<typeof Issue>;

export const ImportReportResponse = envelope(ImportReport);

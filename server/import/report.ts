// What an import did to each record that was not taken as it came: rejected (not imported) or
// repaired (imported after a change). Printed for the operator and written as JSON.
import type { ImportIssue, ImportReport } from "../contract";

export type { ImportReport };
type RecordReport = ImportReport["records"][number];

// The issues of one record, gathered while it is read and checked.
export class RecordIssues {
  readonly issues: ImportIssue[] = [];
  constructor(readonly label: string) {}

  repair(field: string, message: string) {
    this.issues.push({ field, action: "repaired", message });
  }

  reject(field: string, message: string) {
    this.issues.push({ field, action: "rejected", message });
  }

  get rejected() {
    return this.issues.some((issue) => issue.action === "rejected");
  }

  toReport(): RecordReport | null {
    if (this.issues.length === 0) return null;
    return { record: this.label, outcome: this.rejected ? "rejected" : "repaired", issues: this.issues };
  }
}

export function formatReport(report: ImportReport): string {
  const t = report.totals;
  const lines = [
    `${report.dryRun ? "Dry run (nothing written)" : "Imported"}: ${report.file} (${report.format}), ${t.records} records in ${report.seconds.toFixed(1)} s`,
    `  ${t.created} created, ${t.updated} updated, ${t.unchanged} unchanged, ${t.rejected} rejected, ${t.repaired} repaired, ${t.pictures} new pictures`,
  ];
  for (const record of report.records) {
    lines.push(`${record.outcome === "rejected" ? "REJECTED" : "repaired"} ${record.record}`);
    for (const issue of record.issues) lines.push(`  - ${issue.field}: ${issue.message}`);
  }
  return lines.join("\n");
}

import { readFile } from "node:fs/promises";
import { openDatabase } from "./server/db/client";
import { seedIfEmpty } from "./server/seed";
import { importCatalogue } from "./server/import/run";
const db = await openDatabase({ dataDir: process.env.DATA_DIR ?? "memory://", databaseUrl: process.env.DATABASE_URL });
await seedIfEmpty(db.db);
const bytes = await readFile("/tmp/imp-large/c20k.json");
for (let run = 0; run < 2; run++) {
  const t0 = performance.now(); let last = ""; 
  const r = await importCatalogue(db.db, { fileName: "c.json", bytes, pictures: async () => readFile("/tmp/imp-large/piece.png"), onProgress: (p) => { if (p !== last) { console.log(p, ((performance.now() - t0) / 1000).toFixed(1)); last = p; } } });
  console.log("done", r.seconds.toFixed(1), r.totals);
}
await db.close();

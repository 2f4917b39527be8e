// The API's sources (the migrations, the schema and the seed are among them; the seed imports
// nothing from app/) and the lockfile, hashed: the name of a seeded database kept between runs,
// so that a change to any of them seeds again while a change to the web alone reuses it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export function sourcesHash() {
  const server = join(ROOT, "server");
  const hash = createHash("sha256").update(readFileSync(join(ROOT, "package-lock.json")));
  const files = readdirSync(server, { recursive: true, encoding: "utf8" })
    .filter((file) => !file.endsWith(".test.ts") && statSync(join(server, file)).isFile())
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(server, file)));
  return hash.digest("hex").slice(0, 16);
}

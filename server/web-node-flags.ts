// The node flags of the web's process: server/start.ts starts it with them (`npm start`, the
// container), and so does the bench. Without them V8 sizes the heap for the machine (up to
// 4 GB) and, on a machine with that much memory, lets the old generation grow to four times
// what is live before collecting it: under the bench's load the web's heap reached 290-505 MB
// of mostly garbage, and malloc kept the memory of the buffers that garbage held (RSS 410-670 MB
// at the peak, 241-263 MB after). A limit of a few hundred MB makes V8 collect at 1.3 times what
// is live instead, for some more CPU per request. See docs/performance/web-memory.md.
import { z } from "zod";

const WebMemory = z.object({
  // The web's old-space limit; live data is 30-90 MB under load, so 128 MB is the least that
  // leaves V8 room. Raise it on a machine with memory to spare to trade it for CPU.
  WEB_MAX_OLD_SPACE_MB: z.coerce.number().int().min(128).max(16_384).default(256),
});

export function webNodeFlags(env: Record<string, string | undefined> = process.env): string[] {
  const parsed = WebMemory.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`The web's memory settings are not valid: ${problems.join("; ")}`);
  }
  return [`--max-old-space-size=${parsed.data.WEB_MAX_OLD_SPACE_MB}`, "--max-semi-space-size=8"];
}

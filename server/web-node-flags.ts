// The node flags of the web's process: server/start.ts starts it with them (`npm start`, the
// container), and so does the bench. Without them V8 sizes the heap for the machine (up to
// 4 GB) and, on a machine with that much memory, lets the old generation grow to four times
// what is live before collecting it. Since a render's state is no longer held for 5 s after the
// page is sent, the web ends the bench's load under 200 MB without a limit; a container with
// little memory can still set one, and pays for it in CPU (an uncached listing about 1.3-1.4
// times the web's CPU). See docs/performance/web-memory.md.
import { z } from "zod";

const WebMemory = z.object({
  // The web's old-space limit, unset by default; live data is 30-90 MB under load, so 128 MB is
  // the least that leaves V8 room.
  WEB_MAX_OLD_SPACE_MB: z.coerce.number().int().min(128).max(16_384).optional(),
});

export function webNodeFlags(env: Record<string, string | undefined> = process.env): string[] {
  const parsed = WebMemory.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`The web's memory settings are not valid: ${problems.join("; ")}`);
  }
  const limit = parsed.data.WEB_MAX_OLD_SPACE_MB;
  return limit === undefined ? [] : [`--max-old-space-size=${limit}`, "--max-semi-space-size=8"];
}

// The API's log: one JSON object a line on stdout (pino), for a log collector to read. Each
// line carries what the code chose to put in it; `redact` is the net under that, for an object
// logged whole that holds a secret under a known name. The level is LOG_LEVEL
// (server/config.ts), set when the API starts.
import { destination, multistream, pino } from "pino";

import { logLevelOf } from "../config";
import { LOG_REDACT_PATHS } from "../contract/common";

// An error's type, the first line of its message and its stack frames: a failed query's
// message goes on to list the statement's parameters (a password's hash, a token), and a
// database error's detail names the row's values.
function safeError(error: unknown): object {
  if (!(error instanceof Error)) return { message: String(error).split("\n")[0].slice(0, 500) };
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  return {
    type: error.name,
    message: error.message.split("\n")[0].slice(0, 500),
    stack: frames.slice(0, 15).join("\n"),
    ...(error.cause !== undefined && { cause: safeError(error.cause) }),
  };
}

// Errors and worse go to stderr through console.error (where the test set-up fails a test on
// an error it did not expect: tests/setup/console-error.ts), the rest to stdout.
const streams = multistream(
  [
    { level: "trace", stream: destination({ dest: 1, sync: true }) },
    { level: "error", stream: { write: (line: string) => console.error(line.trimEnd()) } },
  ],
  { dedupe: true },
);

export const log = pino(
  {
    base: { service: "api" },
    level: logLevelOf(process.env),
    redact: { paths: LOG_REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: safeError },
  },
  streams,
);

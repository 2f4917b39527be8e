// The web's log: one JSON object a line (pino), as the API's (server/lib/log.ts). The web's own
// server (server/web-server.ts) writes its access lines with it too, handed over by the build's
// entry module. Lines carry what the code chose; `redact` is the net for an object logged whole.
// Errors and worse go through console.error to stderr (the test set-up fails a test on one it
// did not expect: tests/setup/console-error.ts), the rest to stdout.
import { LOG_REDACT_PATHS } from "@contract";
import { destination, multistream, pino } from "pino";

import { config } from "./config.server";

const streams = multistream(
  [
    { level: "trace", stream: destination({ dest: 1, sync: true }) },
    { level: "error", stream: { write: (line: string) => console.error(line.trimEnd()) } },
  ],
  { dedupe: true },
);

export const log = pino(
  {
    base: { service: "web" },
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: "[redacted]" },
  },
  streams,
);

export type Log = typeof log;

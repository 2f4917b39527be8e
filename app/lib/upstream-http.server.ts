// One exchange with the API over node:http, its answer read whole as text: the transport of the
// upstream client's calls (upstream.server.ts). Not fetch: undici's fetch costs 0.5-0.9 ms of CPU
// a call on this machine against 0.15-0.3 ms here (a WHATWG Request, Headers, streams and an
// AbortSignal each time), and an uncached listing or a cart post makes one call or two.
// Connections are kept open between calls, for as long as the API's Keep-Alive header says
// (Node's agent reads it and closes a connection a second before the API would; see IDLE_MS).
import http from "node:http";
import https from "node:https";

export type Answer = { status: number; ok: boolean; retryAfter: string | null; text: string };

type Exchange = {
  method: string;
  headers: Record<string, string>;
  body?: string;
  // The whole exchange, answer included; past it the call fails.
  timeoutMs: number;
  // When the answer's head has come (the upstream latency metric).
  onHead?: (status: number) => void;
};

// `timeout`: how long a connection may stay idle in the pool. Node 20's agent closes it a second
// before the time-out the API's Keep-Alive header names only when that is shorter than this one:
// without it, an idle connection stays until the API closes it (after 5 s) and a call sent at
// that moment fails (the "socket hang up" of a cart post in the bench of session 16).
const IDLE_MS = 4_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};

// A request that may be sent twice: it asks, or puts what it puts (not a POST or a PATCH).
const REPEATABLE = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

// A kept-open connection can be closed by the API just as a call is sent on it (its idle time-out
// meets the call): the call fails with ECONNRESET ("socket hang up") before any answer. Node's
// documentation says to send such a call again, on a new connection; only once, and only a call
// that may be repeated.
export async function exchange(url: URL, call: Exchange): Promise<Answer> {
  try {
    return await exchangeOnce(url, call);
  } catch (error) {
    const dropped = error instanceof DroppedConnection;
    if (!dropped || !REPEATABLE.has(call.method)) throw dropped ? error.cause : error;
    return exchangeOnce(url, call);
  }
}

class DroppedConnection extends Error {
  constructor(readonly cause: Error) {
    super(cause.message);
  }
}

function exchangeOnce(url: URL, { method, headers, body, timeoutMs, onHead }: Exchange): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const secure = url.protocol === "https:";
    const request = (secure ? https : http).request(
      url,
      {
        method,
        headers:
          body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        agent: agents[secure ? "https:" : "http:"],
      },
      (response) => {
        const status = response.statusCode ?? 0;
        onHead?.(status);
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", fail);
        response.on("close", () => {
          if (!response.complete) fail(new Error("the API's answer was cut short"));
        });
        response.on("end", () =>
          settle(() =>
            resolve({
              status,
              ok: status >= 200 && status < 300,
              retryAfter: response.headers["retry-after"] ?? null,
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          ),
        );
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`the API did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      fail(request.reusedSocket && error.code === "ECONNRESET" ? new DroppedConnection(error) : error),
    );
    request.end(body);
  });
}

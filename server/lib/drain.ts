// How the web and the API stop their HTTP server on SIGTERM: no new connections from now on,
// the requests under way finish, keep-alive connections are closed as they fall idle (they would
// hold close() back), and after `timeoutMs` whatever is left is cut.
import type { Server } from "node:http";

export function drain(
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">,
  timeoutMs: number,
) {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
    idle.unref();
    cut.unref();
  });
}

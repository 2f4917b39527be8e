// Bounds the API's concurrent database work: at most `concurrency` requests run at once, up
// to `maxQueued` more wait (each at most `maxWaitMs`), and the rest are refused at once with
// 503 and Retry-After. Under a burst, shoppers get a fast "try again" instead of an answer
// that arrives after the web has given up (its upstream timeout).
import type { MiddlewareHandler } from "hono";

import { ApiError } from "./errors";
import { dbQueue } from "./metrics";

export type WorkQueueOptions = { concurrency: number; maxQueued: number; maxWaitMs: number };

const busy = (retryAfterSeconds: number) =>
  new ApiError(503, "SERVICE_BUSY", "The shop is busy: try again in a moment", undefined, {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });

export function createWorkQueue({ concurrency, maxQueued, maxWaitMs }: WorkQueueOptions) {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));
  const refused = () => {
    dbQueue.refused.inc();
    return busy(retryAfterSeconds);
  };

  function release() {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      dbQueue.waiting.dec();
      next.start();
    } else {
      running -= 1;
      dbQueue.running.dec();
    }
  }

  // Resolves when a slot is free (the caller then owns it), or rejects with a 503.
  function acquire(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      dbQueue.running.inc();
      dbQueue.wait.observe(0);
      return Promise.resolve();
    }
    if (waiting.length >= maxQueued) return Promise.reject(refused());
    const waited = dbQueue.wait.startTimer();
    dbQueue.waiting.inc();
    return new Promise((resolve, reject) => {
      const ticket = {
        start: () => {
          waited();
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(ticket), 1);
          dbQueue.waiting.dec();
          reject(refused());
        }, maxWaitMs),
      };
      waiting.push(ticket);
    });
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;

// Every request through the queue.
export function queued(queue: WorkQueue): MiddlewareHandler {
  return (c, next) => queue.run(() => next());
}

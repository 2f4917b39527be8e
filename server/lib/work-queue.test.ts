import { describe, expect, it } from "vitest";

import { ApiError } from "./errors";
import { createWorkQueue } from "./work-queue";

// Work that finishes when the test says so.
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => opened.then(() => "done") };
}

describe("createWorkQueue", () => {
  it("runs at most `concurrency` at once and starts the waiting ones in order", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxQueued: 5, maxWaitMs: 1_000 });
    const gates = [gate(), gate(), gate()];
    const order: number[] = [];
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        order.push(i);
        return g.work();
      }),
    );
    await Promise.resolve();
    expect(queue.running).toBe(2);
    expect(queue.queued).toBe(1);
    gates[0].open();
    await runs[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([0, 1, 2]);
    gates[1].open();
    gates[2].open();
    expect(await Promise.all(runs)).toEqual(["done", "done", "done"]);
    expect(queue.running).toBe(0);
  });

  it("refuses at once when the queue is full, with 503 and Retry-After", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 0, maxWaitMs: 2_500 });
    const g = gate();
    const first = queue.run(g.work);
    const refused = await queue.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(503);
    expect((refused as ApiError).extra.headers).toEqual({ "Retry-After": "3" });
    g.open();
    expect(await first).toBe("done");
  });

  it("gives up on work that waited too long, and frees its place", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 1, maxWaitMs: 20 });
    const g = gate();
    const first = queue.run(g.work);
    const waited = await queue.run(async () => "late").catch((error: unknown) => error);
    expect((waited as ApiError).errorCode).toBe("SERVICE_BUSY");
    expect(queue.queued).toBe(0);
    g.open();
    await first;
    expect(await queue.run(async () => "next")).toBe("next");
  });

  it("frees the slot when the work fails", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 0, maxWaitMs: 10 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "after")).toBe("after");
  });
});

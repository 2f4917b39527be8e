// Loaded into the web by the soak (`node --import ./tests/bench/memory-probe.ts`): answers a
// "sample" message on the IPC channel with the process's memory as V8 and Node count it, and a
// "gc" message the same after a full collection (when the web runs with --expose-gc), so that
// live heap can be told from garbage not yet collected.
import { getHeapSpaceStatistics } from "node:v8";

type Gc = () => void;

process.on("message", (message) => {
  if (message !== "sample" && message !== "gc") return;
  const gc = (globalThis as { gc?: Gc }).gc;
  if (message === "gc" && gc) gc();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, Math.round(space.space_size / 1024)]),
  );
  process.send?.({ kind: message, memory: process.memoryUsage(), spacesKb: spaces });
});

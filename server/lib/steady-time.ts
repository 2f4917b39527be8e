// Answers that must not tell, by how long they took, whether an account exists (a reset link
// or a sign-in link asked for an address): the work runs, then the answer waits until at
// least `floorMs` have passed since it started. The floor is well above the work's own time,
// so both ways end at the floor.
import { setTimeout as sleep } from "node:timers/promises";

export const MAIL_ANSWER_FLOOR_MS = 150;

export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

// Ends this process cleanly when the process that started it dies, even by kill -9 (which
// gives it no chance to pass a signal on). `npm start` execs node (package.json), so the parent
// is npm itself; once it is gone the kernel hands this process to another parent (init or a
// subreaper) and process.ppid changes. Run directly as a container's first process, the
// parent id is 0 and never changes.
import { log } from "./lib/log";

// Read when this module loads, before start-up awaits anything: a parent that dies while the
// API and web start (a test runner stopped then) is noticed at the first check.
const parent = process.ppid;

export function whenParentDies(stop: () => void, everyMs = 500) {
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    log.info("[start] the parent process is gone: stopping");
    stop();
  }, everyMs);
  timer.unref();
}

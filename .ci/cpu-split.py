#!/usr/bin/env python3
"""Runs a command and says where its process tree's CPU went (issue #21): Chromium by process
type, the web, the API, the Playwright runner and its workers. Every process of the tree is
read from /proc every 0.2 s and its last reading kept, so a process that lives less than that
is missed (its parent's reading does not include it until it is waited for).

  python3 .ci/cpu-split.py npx playwright test tests/e2e/shop.spec.ts
"""
import os, subprocess, sys, time

TICK = os.sysconf("SC_CLK_TCK")


def read(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            stat = f.read()
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            cmd = f.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2 :].split()
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK, cmd  # ppid, user+sys, cmdline


def kind(cmd):
    if "chrom" in cmd or "headless_shell" in cmd or "--type=" in cmd:
        for t in ("renderer", "gpu-process", "utility", "zygote"):
            if f"--type={t}" in cmd:
                if t == "utility":
                    sub = cmd.split("--utility-sub-type=")[1].split()[0] if "--utility-sub-type=" in cmd else "?"
                    return f"chromium utility ({sub})"
                return f"chromium {t}"
        return "chromium browser"
    if "web-server.js" in cmd:
        return "web (web-server.js)"
    if "start.js" in cmd:
        return "API (start.js, in-process PGlite)"
    if "playwright" in cmd or "npm exec" in cmd:
        return "playwright: " + " ".join(word.split("/")[-1] for word in cmd.split()[:3])
    return "other: " + cmd[:60]


def main():
    start = time.time()
    load0 = open("/proc/loadavg").read().split()[:3]
    child = subprocess.Popen(sys.argv[1:])
    seen = {}  # pid -> (cpu, kind)
    rounds = 0
    while child.poll() is None:
        rounds += 1
        if rounds % 50 == 0 and os.environ.get("CPU_SPLIT_OUT"):  # for a run stopped before its end
            report(seen, start, load0, None, open(os.environ["CPU_SPLIT_OUT"], "w"))
        procs = {}
        for name in os.listdir("/proc"):
            if name.isdigit():
                r = read(int(name))
                if r:
                    procs[int(name)] = r
        tree = {child.pid}
        grew = True
        while grew:
            grew = False
            for pid, (ppid, _, _) in procs.items():
                if ppid in tree and pid not in tree:
                    tree.add(pid)
                    grew = True
        for pid in tree:
            if pid in procs:
                _, cpu, cmd = procs[pid]
                seen[pid] = (cpu, seen[pid][1] if pid in seen else kind(cmd))
        time.sleep(0.2)
    report(seen, start, load0, child.returncode, sys.stderr)
    sys.exit(child.returncode)


def report(seen, start, load0, code, out):
    wall = time.time() - start
    load1 = open("/proc/loadavg").read().split()[:3]
    totals, counts = {}, {}
    for cpu, k in seen.values():
        totals[k] = totals.get(k, 0) + cpu
        counts[k] = counts.get(k, 0) + 1
    total = sum(totals.values())
    print(f"\ncpu-split: exit {code}, wall {wall:.0f} s, load {' '.join(load0)} -> {' '.join(load1)}", file=out)
    for k, v in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"  {v:8.1f} CPU-s {100 * v / max(total, 1e-9):5.1f} %  {counts[k]:4d} procs  {k}", file=out)
    print(f"  {total:8.1f} CPU-s total, {total / wall:.2f} cores busy on average", file=out)
    out.flush()


main()

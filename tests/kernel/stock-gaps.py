#!/usr/bin/env python3
"""tests/kernel/stock-gaps.py -- measure what Debian's STOCK 6.12 kernel's boot-time trace
instance gives a machine-check reader (the gaps a kernel series must close).

    tests/kernel/stock-gaps.py [--cpu MODEL] [--no-persistent] [--out DIR] [-v]

Builds tests/kernel/stock-reader.c (gcc -static), boots tests/kernel/stock-gaps.sh with
tests/qemu/boot.py paused (-S), injects corrected errors from the QEMU monitor into CPU 0 and
CPU 1 before the kernel runs (its boot-time bank scan logs them), continues the guest, then
parses the console and prints one line per measured fact:
    ok - stock 6.12: <fact with numbers>
    FAIL - <what broke in the harness>
A second boot (unless --no-persistent) adds reserve_mem=12M:4096:trace
trace_instance=boot@trace,mce:mce_record and tries mmap() of that instance.
Exit 0 when every boot ran and every fact was found, else 1.
"""

import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
BOOT = os.path.join(REPO, "tests", "qemu", "boot.py")
SCEN = os.path.join(HERE, "stock-gaps.sh")
# (cpu, bank, status, addr): corrected, valid addr; distinct so none is squeezed out
EARLY = [(0, 1, "0x9c00000000010090", "0x5001"), (0, 2, "0x9c00000000010091", "0x5002"),
         (1, 1, "0x9c00000000010092", "0x5101"), (1, 3, "0x9c00000000010093", "0x5102")]

results = []


def ok(msg):
    results.append(True)
    print(f"ok - stock 6.12: {msg}", flush=True)


def bad(msg):
    results.append(False)
    print(f"FAIL - {msg}", flush=True)


def hmp_inject(out, log):
    """Wait for boot.py's qemu-cmd.txt, talk to QEMU's human monitor, inject, `cont`."""
    cmdf = os.path.join(out, "qemu-cmd.txt")
    deadline = time.monotonic() + 120
    sock = None
    while time.monotonic() < deadline:
        if os.path.exists(cmdf):
            m = re.search(r"unix:(/tmp/rasq-[^,\s']+/hmp\.sock)", open(cmdf).read())
            if m and os.path.exists(m.group(1)):
                try:
                    sock = socket.socket(socket.AF_UNIX)
                    sock.connect(m.group(1))
                    break
                except OSError:
                    sock = None
        time.sleep(0.1)
    if sock is None:
        log.append("hmp: no monitor socket")
        return
    sock.settimeout(10)

    def until_prompt():
        buf = b""
        while not buf.endswith(b"(qemu) "):
            d = sock.recv(4096)
            if not d:
                break
            buf += d
        # the monitor echoes the line with cursor escapes: keep what follows the echo
        text = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", buf.decode(errors="replace"))
        lines = [x.strip() for x in text.split("\r\n")[1:]]
        return " | ".join(x for x in lines if x and x != "(qemu)") or "(no output)"

    until_prompt()
    for cpu, bank, st, addr in EARLY:
        sock.sendall(f"mce {cpu} {bank} {st} 0 {addr} 0\n".encode())
        r = until_prompt()
        log.append(f"hmp mce {cpu} {bank} {st} {addr}: {r.strip()!r}")
    sock.sendall(b"info status\n")
    log.append("hmp: " + until_prompt().strip().replace("\r\n", " | "))
    sock.sendall(b"cont\n")
    until_prompt()
    sock.close()
    log.append("hmp: cont")


def boot(out, extra, early, verbose):
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    cmd = [sys.executable, BOOT, "--kernel-series", "6.12", "--out", out,
           "--file", f"{os.path.join(out, '..', 'stock-reader')}:/root/stock-reader"] + extra
    if early:
        cmd += ["--qemu-arg=-S", "--cmdline", f"stockgaps.early={len(EARLY)}"]
    cmd.append(SCEN)
    log = []
    th = None
    if early:
        th = threading.Thread(target=hmp_inject, args=(out, log), daemon=True)
        th.start()
    t0 = time.monotonic()
    r = subprocess.run(cmd, stdout=None if verbose else subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    if th:
        th.join(5)
    for line in log:
        print(f"# {line}")
    if not verbose:
        print("# " + (r.stdout or "").strip().splitlines()[-1] if r.stdout else "#")
    print(f"# boot.py exit {r.returncode} in {time.monotonic() - t0:.0f} s -> {out}")
    con = ""
    try:
        con = open(os.path.join(out, "console.log"), errors="replace").read()
    except OSError:
        pass
    return r.returncode, con


def grab(con, pat, what):
    m = re.search(pat, con, re.M)
    if not m:
        bad(f"not found in the console: {what} (/{pat}/)")
    return m


def kv(s):
    return {k: v for k, v in re.findall(r"([\w.]+)[=:]\s*(-?[\w]+)", s)}


def stats(con, label):
    m = re.search(rf"SG {label}: (.*)", con)
    return m.group(1).strip() if m else "?"


def facts_main(con):
    m = grab(con, r"SG kernel (\S+) \| (.*)", "kernel version")
    if m:
        ok(f"kernel {m.group(1)}: {m.group(2).strip()}")
    # 1. boot-time records
    m = grab(con, r"SG boot: early_injected=(\d+) main_trace=(\d+) instance_trace=(\d+) uptime=(\S+)",
             "boot counts")
    if m:
        e, mt, it = int(m.group(1)), int(m.group(2)), int(m.group(3))
        ok(f"boot-time records: {e} monitor-injected before the kernel ran; at /init+ "
           f"(uptime {m.group(4)} s) main buffer trace has {mt}, instance mce trace has {it}"
           f" -> instance {'has all' if it >= e and e else 'misses some'}")
    m = grab(con, r"SG before readers: main_trace=(\d+) instance_trace=(\d+)", "before readers")
    if m:
        ok(f"plus 4 mce-inject records at run time (2 per CPU) before any reader: main trace "
           f"{m.group(1)}, instance trace {m.group(2)}")
    # 2. two readers
    a = grab(con, r"SR readerA total: mce=(\d+) tags=(\S+)", "reader A")
    b = grab(con, r"SR readerB total: mce=(\d+) tags=(\S+)", "reader B")
    t2 = grab(con, r"SG after readers A and B: instance_trace=(\d+) main_trace=(\d+)", "after")
    t1 = re.search(r"SG before readers: main_trace=\d+ instance_trace=(\d+)", con)
    if a and b and t2:
        ok(f"two readers of per_cpu/cpuN/trace_pipe_raw: A read {a.group(1)} mce_record "
           f"(addr {a.group(2)}), B then read {b.group(1)}; instance `trace` text showed "
           f"{t1.group(1) if t1 else '?'} before A, {t2.group(1)} after "
           f"(the read consumed them; main buffer still {t2.group(2)})")
    # 3. mmap: every line of the sequence, in order
    m = grab(con, r"^(SR A mmap: [\s\S]*?)^SR mmap done", "the mmap sequence")
    if m:
        for line in m.group(1).splitlines():
            if line.startswith("SR "):
                ok("mmap: " + line[3:].strip())
    # 5. poll
    for d in (0, 300):
        for i in (0, 1):
            m0 = grab(con, rf"SR (poller{i} poll\(timeout 0\) .*)", f"poller{i} immediate")
            m1 = grab(con, rf"SR (poller{i} \(read delay {d} ms\) woken: .*)", f"poller{i} woken")
            m2 = grab(con, rf"SR poller{i} \(read delay {d} ms\) read-after-wake: .*?mce=(\d+).*tags=(\S+)",
                      f"poller{i} read")
            if m0 and m1 and m2:
                ok(f"poll, buffer_percent 0, 2 readers on instance cpu1, 1 record: {m0.group(1)}; "
                   f"{m1.group(1)}; then read {m2.group(1)} mce_record ({m2.group(2)})")
    # 4. overflow
    m = grab(con, r"SG overflow: buffer_size_kb=(\d+) buffer_total_size_kb=(\d+) overwrite=(\d)", "ovf")
    ovr = grab(con, r"SR overflow total: mce=(\d+) tags=(\S+)", "overflow read")
    ref = grab(con, r"SR overflow-main total: mce=(\d+) tags=(\S+)", "overflow reference")
    pages = re.findall(r"SR overflow cpu0: .*", con)
    sb = stats(con, "overflow stats cpu0 before read")
    sa = stats(con, "overflow stats cpu0 after read")
    if m and ovr and ref and pages:
        p = kv(pages[0])
        n_read = int(ovr.group(1))
        lost = int(p.get("missed_stored_sum", 0))
        n_ref = int(ref.group(1))
        ok(f"overflow: instance buffer_size_kb={m.group(1)} (total {m.group(2)} KB), overwrite="
           f"{m.group(3)}, 200 mce-inject records on cpu0 (main buffer got {n_ref}: "
           f"{ref.group(2)}): read {n_read} ({ovr.group(2)}), pages {p.get('pages')}, pages "
           f"flagged MISSED_EVENTS {p.get('missed_pages')}, stored missed count {lost}, "
           f"unstored-flag pages {p.get('missed_unstored_pages')}; read+lost = {n_read + lost} "
           f"{'==' if n_read + lost == n_ref else '!='} {n_ref}")
        ok(f"overflow stats cpu0 before read: {sb}")
        ok(f"overflow stats cpu0 after read: {sa}")
    for line in re.findall(r"SG (stats cpu\d .*)", con):
        ok(line.strip())
    for line in re.findall(r"SR   overflow cpu0 page .*", con):
        ok("overflow " + line.split("SR   overflow ")[1])
    m = grab(con, r"SR (wrapwalk walk .*)", "walk of a wrapped buffer")
    if m:
        ok(f"mmap walk without ioctl after 100 more records (f000-f063) into the 3-page buffer: {m.group(1)}")
    for pat in (r"SR (wrapwalk meta .*)", r"SG (wrap stats cpu0: .*)"):
        m = grab(con, pat, pat)
        if m:
            ok(m.group(1))
    for line in re.findall(r"SG   dmesg: (.*)", con):
        print(f"# guest dmesg: {line.strip()}")


def facts_persistent(con):
    m = grab(con, r"SR (boot-instance mmap.*)", "boot-instance mmap")
    if m:
        ok(f"reserve_mem persistent instance boot: {m.group(1)}")
    m = grab(con, r"SG (boot-instance trace has .*)", "boot-instance trace")
    if m:
        ok(f"persistent instance: {m.group(1)}")
    m = grab(con, r"SR (boot-read total: .*)", "boot-instance read")
    if m:
        ok(f"persistent instance trace_pipe_raw read(): {m.group(1)}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cpu", default="Skylake-Server-v1")
    p.add_argument("--no-persistent", action="store_true")
    p.add_argument("--out", default=os.path.join(REPO, "tests", "out", "stock-gaps"))
    p.add_argument("-v", "--verbose", action="store_true")
    a = p.parse_args()
    os.makedirs(a.out, exist_ok=True)
    exe = os.path.join(a.out, "stock-reader")
    r = subprocess.run(["gcc", "-static", "-O2", "-Wall", "-o", exe, os.path.join(HERE, "stock-reader.c")])
    if r.returncode:
        bad("gcc -static stock-reader.c failed")
        return 1
    rc, con = boot(os.path.join(a.out, "main"), ["--cpu", a.cpu], True, a.verbose)
    if rc != 0:
        bad(f"boot.py (main boot) exited {rc}; see {a.out}/main/console.log")
    facts_main(con)
    if not a.no_persistent:
        rc, con = boot(os.path.join(a.out, "persistent"),
                       ["--cpu", a.cpu, "--cmdline",
                        "reserve_mem=12M:4096:trace trace_instance=boot@trace,mce:mce_record"],
                       False, a.verbose)
        if rc != 0:
            bad(f"boot.py (persistent boot) exited {rc}; see {a.out}/persistent/console.log")
        facts_persistent(con)
    return 0 if results and all(results) else 1


if __name__ == "__main__":
    sys.exit(main())

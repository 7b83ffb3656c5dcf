#!/usr/bin/env python3
"""tests/tracefs_check.py -- a real tracefs capture (tests/tracefs/linux-*) against ras.

    tracefs_check.py RAS DIR

DIR is a fake tracefs tree with real per_cpu/cpuN/trace_pipe_raw pages and `trace`, the kernel's
own text of the same mce:mce_record events (the expected values). Runs `RAS dump -S tracefs -T DIR
--json` and checks that every record of the text is there once, on the same CPU buffer, at the same
microsecond, with every field the text prints equal, and nothing else. Knows the print formats of
6.1 (ADDR/MISC/SYND, PROCESSOR, TIME) and 6.10+ (ADDR, MISC, SYND, PPIN, vendor, CPUID, time,
microcode). Prints one line per record ("ok - ", "FAIL - ": tests/testlib.py) and "N records
match"; exit 1 on any difference.
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testlib  # noqa: E402

HEX, DEC = 16, 10
# field name in the text -> (JSON key, base)
TEXT_FIELDS = {
    "CPU": ("cpu", DEC), "IPID": ("ipid", HEX), "ADDR": ("addr", HEX), "MISC": ("misc", HEX),
    "SYND": ("synd", HEX), "TSC": ("tsc", HEX), "PPIN": ("ppin", HEX), "vendor": ("cpuvendor", DEC),
    "CPUID": ("cpuid", HEX), "time": ("walltime", DEC), "TIME": ("walltime", DEC),
    "socket": ("socketid", DEC), "SOCKET": ("socketid", DEC), "APIC": ("apicid", HEX),
    "microcode": ("microcode", HEX),
}
LINE = re.compile(r"\[(\d+)\]\s+\S+\s+(\d+)\.(\d+): mce_record: (.*)$")


def parse_line(line):
    m = LINE.search(line)
    if not m:
        return None
    want = {"src_cpu": int(m.group(1)), "usec": int(m.group(2)) * 1000000 + int(m.group(3))}
    for part in m.group(4).split(", "):
        k, _, v = part.partition(": ")
        if k == "MCGc/s":
            a, b = v.split("/")
            want["mcgcap"], want["mcgstatus"] = int(a, 16), int(b, 16)
        elif re.fullmatch(r"MC\d+", k):
            want["bank"], want["status"] = int(k[2:]), int(v, 16)
        elif k == "ADDR/MISC/SYND":
            want["addr"], want["misc"], want["synd"] = (int(x, 16) for x in v.split("/"))
        elif k == "RIP":
            cs, ip = re.fullmatch(r"([0-9a-f]+):<([0-9a-f]+)>", v).groups()
            want["cs"], want["ip"] = int(cs, 16), int(ip, 16)
        elif k == "PROCESSOR":
            a, b = v.split(":")
            want["cpuvendor"], want["cpuid"] = int(a), int(b, 16)
        elif k in TEXT_FIELDS:
            key, base = TEXT_FIELDS[k]
            want[key] = int(v, base)
        else:
            sys.exit(f"tracefs_check: unknown field '{k}' in: {line}")
    return want


def num(v):
    return int(v, 16) if isinstance(v, str) else int(v)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    ras, tree = sys.argv[1:]
    wants = []
    with open(f"{tree}/trace") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            w = parse_line(line)
            if w is None:
                sys.exit(f"tracefs_check: {tree}/trace: cannot parse: {line.rstrip()}")
            wants.append(w)
    r = subprocess.run([ras, "dump", "-S", "tracefs", "-T", tree, "--json"], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit(f"tracefs_check: {ras} dump -S tracefs -T {tree} --json: exit {r.returncode}: {r.stderr.strip()}")
    got = [json.loads(l) for l in r.stdout.splitlines() if l.strip()]
    if len(got) != len(wants):
        testlib.fail(tree, f"ras read {len(got)} records, the kernel's text has {len(wants)}")
    used = set()
    for w in wants:
        match = [i for i, g in enumerate(got) if i not in used and g.get("src_cpu") == w["src_cpu"]
                 and (int(g.get("time_ns", -1)) + 500) // 1000 == w["usec"]]
        if len(match) != 1:
            testlib.fail(tree, f"{len(match)} records of ras on CPU buffer {w['src_cpu']} at {w['usec']} us")
            continue
        used.add(match[0])
        g = got[match[0]]
        diff = [f"{k} {g.get(k)!r}, text {v:#x}" for k, v in w.items()
                if k not in ("src_cpu", "usec") and (k not in g or num(g[k]) != v)]
        if diff:
            testlib.fail(f"{tree}: record {w['status']:#x} at {w['usec']} us", "; ".join(diff))
        else:
            testlib.ok(f"{tree}: cpu buffer {w['src_cpu']} {w['usec']} us: MC{w['bank']} {w['status']:#x}, "
                       f"{len(w) - 2} fields equal")
    if testlib.failed:
        sys.exit(1)
    print(f"{len(wants)} records match")


if __name__ == "__main__":
    main()

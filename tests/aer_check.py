#!/usr/bin/env python3
"""tests/aer_check.py -- real ras:aer_event pages (tests/tracefs/aer-*) against ras.

    aer_check.py RAS DIR

DIR is a fake tracefs tree with the real per_cpu/cpuN/trace_pipe_raw pages of PCIe AER errors
injected under QEMU (tests/fixtures/aer/README-qemu.md) and `trace`, the kernel's own text of the
same events. Runs `RAS dump -S tracefs -T DIR --json` and checks that every event of the text is
there once, on the same CPU buffer, at the same microsecond, with the same device, severity, status
bits and TLP header. The text names the status bits; their values come from the format file's own
print fmt (__print_flags of each register), a second reading independent of ras's tables.
Prints "ok - "/"FAIL - " lines (tests/testlib.py); exit 1 on any difference.
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testlib  # noqa: E402

LINE = re.compile(r"\[(\d+)\]\s+\S+\s+(\d+)\.(\d+): aer_event: (\S+) PCIe Bus Error: "
                  r"severity=(Corrected|Fatal|Uncorrected, non-fatal), (.*), TLP Header=(.*)$")
SEVERITY = {"Corrected": "corrected", "Fatal": "fatal", "Uncorrected, non-fatal": "non-fatal"}


def flag_tables(fmt):
    """The two __print_flags tables of the print fmt: corrected's first, then the other's."""
    tables = []
    for m in re.finditer(r"__print_flags\(REC->status, \"\|\",(.*?)\)\s*[:,]", fmt, re.S):
        tables.append({name: int(v, 16) for v, name in
                       re.findall(r'\{\s*(0x[0-9a-fA-F]+),\s*"([^"]*)"\s*\}', m.group(1))})
    if len(tables) != 2:
        raise SystemExit("aer_check: %d __print_flags tables in the format, not 2" % len(tables))
    return tables


def main():
    ras, tree = sys.argv[1], sys.argv[2]
    with open(os.path.join(tree, "events/ras/aer_event/format")) as f:
        cor, uncor = flag_tables(f.read())
    want = []
    with open(os.path.join(tree, "trace")) as f:
        for line in f:
            m = LINE.search(line)
            if not m:
                continue
            sev = SEVERITY[m.group(5)]
            table = cor if sev == "corrected" else uncor
            status = 0
            for name in filter(None, m.group(6).split("|")):
                status |= table[name]
            tlp = None if m.group(7) == "Not available" else \
                ["0x%08x" % int(x, 16) for x in m.group(7).strip("{}").split(",")]
            want.append((int(m.group(1)), int(m.group(2)) * 1000000 + int(m.group(3)),
                         m.group(4), sev, "0x%08x" % status, tlp))
    out = subprocess.run([ras, "dump", "-S", "tracefs", "-T", tree, "--json"],
                         capture_output=True, text=True)
    got = []
    for line in out.stdout.splitlines():
        r = json.loads(line)
        if r.get("kind") != "pcie":
            continue
        p = r["pcie"]
        # the text's microsecond is ns2usecs(): rounded
        got.append((r["src_cpu"], (int(r["time_ns"]) + 500) // 1000, p["device"],
                    p["aer_severity"], p["aer_status"], p.get("tlp_header")))
    for w in want:
        testlib.check("%s: %s %s %s at %d.%06d on CPU %d" %
                      (tree, w[2], w[3], w[4], w[1] // 1000000, w[1] % 1000000, w[0]),
                      w in got, "not among ras's: %s" % got)
    testlib.check("%s: %d aer_event records, each once, nothing else" % (tree, len(want)),
                  sorted(got, key=repr) == sorted(want, key=repr) and len(want) > 0,
                  "ras %d, the kernel's text %d" % (len(got), len(want)))
    return testlib.summary("aer " + os.path.basename(tree))


if __name__ == "__main__":
    sys.exit(main())

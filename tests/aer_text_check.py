#!/usr/bin/env python3
"""tests/aer_text_check.py -- the kernel's AER console lines, every era, against ras.

    aer_text_check.py RAS DIR

DIR holds console snippets as drivers/pci/pcie/aer.c (and aerdrv_errprint.c, dpc.c) print PCIe
errors from 3.x to 7.x, and expected.tsv: one row per error a reader must make (file, seq, the
device, its port, severity, raw status and mask, the status bits by their short names, ...,
path: aer, dpc, or ghes for firmware-first CPER blocks and the kernel's lines after them). For
each file ras reads (`RAS dump --json --input FILE`), its PCIe records must be those rows, in
order: device, severity, the bits of status & ~mask (the kernel traces that), vendor:device and
TLP header where the lines print them; a firmware-first error is one record, not two.
"""
import csv
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testlib  # noqa: E402


def main():
    ras, d = sys.argv[1], sys.argv[2]
    rows = {}
    with open(os.path.join(d, "expected.tsv")) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            rows.setdefault(row["file"], []).append(row)
    for name in sorted(os.listdir(d)):
        if not name.endswith(".txt"):
            continue
        want = rows.get(name, [])
        out = subprocess.run([ras, "dump", "--json", "--input", os.path.join(d, name)],
                             capture_output=True, text=True)
        got = [json.loads(x) for x in out.stdout.splitlines()]
        got = [r for r in got if r.get("kind") == "pcie"]
        if not testlib.check("%s: %d record(s)" % (name, len(want)), len(got) == len(want),
                             "ras made %d: %s" % (len(got), [r["pcie"] for r in got])):
            continue
        for w, r in zip(want, got):
            p = r["pcie"]
            bits = ",".join(p.get("errors", [])) or "-"
            ids = "%s:%s" % (p["vendor_id"][2:], p["device_id"][2:]) if "vendor_id" in p else "-"
            tlp = " ".join(x[2:] for x in p["tlp_header"]) if "tlp_header" in p else "-"
            diff = [k for k, a, b in (("device", p["device"], w["bdf"]),
                                      ("severity", p.get("aer_severity"), w["severity"]),
                                      ("bits", bits, w["bits"]),
                                      ("vendor:device", ids, w["vendor_device"]),
                                      ("tlp", tlp, w["tlp"])) if a != b]
            testlib.check("%s #%s: %s %s %s" % (name, w["seq"], w["bdf"], w["severity"], w["bits"]),
                          not diff, "differs in %s: %s" % (diff, p))
    return testlib.summary("aer text")


if __name__ == "__main__":
    sys.exit(main())

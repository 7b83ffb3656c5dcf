#!/usr/bin/env python3
"""tests/dimms_check.py: 'ras dimms' against dmidecode, field by field.

  dimms_check.py RAS CASE SYSFS DMIDECODE-T17.TXT

Runs 'RAS dimms --json --sysfs SYSFS' and 'RAS dimms --sysfs SYSFS' and
compares every type 17 entry, in order, with what dmidecode (an independent
parser, run on the same tables in the guest that made the fixture) printed
for it.  Prints "ok - CASE: ..." or "FAIL - CASE: ..." lines (tests/testlib.py;
tests.sh relays them), then their count; exit 1 if any failed.
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testlib  # noqa: E402

ras, case, sysfs, dmifile = sys.argv[1:5]
UNITS = {"bytes": 1, "kB": 1 << 10, "MB": 1 << 20, "GB": 1 << 30, "TB": 1 << 40}


def say(ok, what, why=""):
    testlib.check("%s: %s" % (case, what), ok, why)


def dmidecode_entries(path):
    """[{attr: value}] of each 'Memory Device' block; values verbatim (blanks kept)"""
    out, cur = [], None
    for line in open(path, encoding="utf-8").read().split("\n"):
        m = re.match(r"Handle (0x[0-9A-F]{4}), DMI type 17, (\d+) bytes", line)
        if m:
            cur = {"handle": m.group(1).lower(), "length": int(m.group(2))}
            out.append(cur)
        elif cur is not None and line.startswith("\t") and ": " in line:
            k, v = line[1:].split(": ", 1)
            cur[k] = v
        elif not line.strip():
            cur = None
    return out


def expected(dm):
    """the JSON object ras should print for one dmidecode block"""
    e = {"handle": dm["handle"], "length": dm["length"], "array_handle": dm["Array Handle"].lower()}
    for k, key in (("Locator", "locator"), ("Bank Locator", "bank_locator"),
                   ("Manufacturer", "manufacturer"), ("Serial Number", "serial"),
                   ("Asset Tag", "asset_tag"), ("Part Number", "part_number")):
        v = dm.get(k)
        if v == "<BAD INDEX>":
            e[key + "_bad_index"] = True     # the index itself: not in dmidecode's text
        elif v is not None and v != "Not Specified":
            e[key] = v
    size = dm["Size"]
    if size == "No Module Installed":
        e["empty"] = True
    elif size != "Unknown":
        n, unit = size.split()
        e["size_bytes"] = int(n) * UNITS[unit]
    if dm["Form Factor"] != "Unknown":
        e["form_factor"] = dm["Form Factor"]
    if dm["Type"] != "Unknown":
        e["type"] = dm["Type"]
    detail = [d for d in re.findall(r"Fast-paged|Static Column|Pseudo-static|RAMBus|Synchronous|CMOS|EDO|"
                                    r"Window DRAM|Cache DRAM|Non-Volatile|Registered \(Buffered\)|"
                                    r"Unbuffered \(Unregistered\)|LRDIMM|Other", dm["Type Detail"])]
    if detail:
        e["type_detail"] = detail
    for k, key in (("Speed", "speed_mts"), ("Configured Memory Speed", "configured_speed_mts")):
        v = dm.get(k, "Unknown")
        if v != "Unknown":
            e[key] = int(v.split()[0])
    if dm.get("Rank", "Unknown") != "Unknown":
        e["rank"] = int(dm["Rank"])
    return e


def run(*args):
    r = subprocess.run([ras, "dimms", "--sysfs", sysfs] + list(args), capture_output=True)
    return r.returncode, r.stdout.decode("utf-8"), r.stderr.decode("utf-8", "replace")


def text_rows(text):
    """the table: one dict per line, cells cut at the header's column starts"""
    lines = text.rstrip("\n").split("\n")
    heads = [(m.start(), m.group()) for m in re.finditer(r"\S+", lines[0])]
    rows = []
    for line in lines[1:]:
        row = {}
        for i, (start, name) in enumerate(heads):
            end = heads[i + 1][0] if i + 1 < len(heads) else None
            row[name] = line[start:end].strip()
        rows.append(row)
    return [h for _, h in heads], rows


def cell(e, key):
    if key + "_bad_index" in e:
        return "<bad index>"
    return e.get(key, "").strip() or "-"


def expected_cells(e, dm):
    """the table's cells: strings trimmed, '-' for none; an empty slot shows its locators only"""
    size = "empty" if e.get("empty") else dm["Size"].lower() if dm["Size"] == "Unknown" else dm["Size"]
    c = {"SLOT": cell(e, "locator"), "BANK": cell(e, "bank_locator"), "SIZE": size,
         "HANDLE": e["handle"], "TYPE": "-", "SPEED": "-", "MANUFACTURER": "-", "SERIAL": "-", "PART": "-"}
    if not e.get("empty"):
        c.update({"TYPE": dm["Type"], "SPEED": dm.get("Speed", "Unknown").replace("Unknown", "-"),
                  "MANUFACTURER": cell(e, "manufacturer"), "SERIAL": cell(e, "serial"),
                  "PART": cell(e, "part_number")})
    return c


dms = dmidecode_entries(dmifile)
rc, out, err = run("--json")
say(rc == 0, "ras dimms --json exits 0", "exit %d: %s" % (rc, err.strip()))
got = [json.loads(line) for line in out.splitlines()]
say(len(got) == len(dms), "%d entries, as dmidecode" % len(dms), "ras gave %d" % len(got))
for dm, g in zip(dms, got):
    e = expected(dm)
    for k in [k for k in e if k.endswith("_bad_index")]:
        e[k] = g.get(k)                      # present, any index
        if not isinstance(e[k], int) or e[k] < 1:
            e[k] = "an index"
    diff = ["%s: ras %r, dmidecode %r" % (k, g.get(k), e.get(k))
            for k in sorted(set(e) | set(g)) if e.get(k) != g.get(k)]
    say(not diff, "%s %s: every field as dmidecode" % (e["handle"], e.get("locator", "-")), "; ".join(diff))

rc, out, err = run()
heads, rows = text_rows(out) if rc == 0 and out else ([], [])
say(rc == 0 and heads[:9] == ["SLOT", "BANK", "SIZE", "TYPE", "SPEED", "MANUFACTURER", "SERIAL", "PART", "HANDLE"],
    "table header", "exit %d, header %s" % (rc, heads))
say(len(rows) == len(dms), "table: %d rows" % len(dms), "%d rows" % len(rows))
for dm, row in zip(dms, rows):
    want = expected_cells(expected(dm), dm)
    row = {k: re.sub(r"<bad index \d+>", "<bad index>", v) for k, v in row.items()}
    diff = ["%s: %r, want %r" % (k, row.get(k), v) for k, v in want.items() if row.get(k) != v]
    say(not diff, "table row %s" % want["HANDLE"], "; ".join(diff))
sys.exit(testlib.summary("dimms_check " + case))

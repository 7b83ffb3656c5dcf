#!/usr/bin/env python3
"""tests/cxl_check.py -- the cxl: events of Linux 6.12 through ras, from their format files.

    cxl_check.py RAS OUTDIR

QEMU 7.2 cannot make a CXL trace record (tests/fixtures/cxl/README.md), so this builds them: each
record of tests/fixtures/cxl/records.jsonl is laid out by the real 6.12 format file of its event
(tests/fixtures/cxl/linux-6.12: offsets, sizes, __data_loc strings) into ring-buffer pages as
header_page and header_event describe them (a second reading, independent of ras.c), in a fake
tracefs tree OUTDIR/tracefs. Then `ras dump -S tracefs` must give every record once, in order, with:
  - exactly the fields the kernel gave: a field whose validity_flags bit is clear, an HPA of all
    ones (not translated) or a poison overflow time of 0 is absent (drivers/cxl/core/trace.h);
  - the names the format's own print fmt gives each value and bit (or "not in our table");
  - the severity of rasd.8's CXL rules;
and the text line and JSON line read back to the same record. Prints ok/FAIL lines (testlib).
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testlib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "fixtures/cxl")
FORMATS = os.path.join(FIX, "linux-6.12")
MCE_TREE = os.path.join(HERE, "tracefs/aer-6.12")    # a real 6.12 mce_record format and id

EVENTS = {"cxl_general_media": "general_media", "cxl_dram": "dram",
          "cxl_memory_module": "memory_module", "cxl_poison": "poison",
          "cxl_aer_correctable_error": "aer_correctable",
          "cxl_aer_uncorrectable_error": "aer_uncorrectable", "cxl_overflow": "overflow",
          "cxl_generic_event": "generic"}
# the format's field -> ras's key (rasd.8, CXL RECORDS)
KEYS = {"log": "log", "serial": "serial", "hdr_flags": "flags", "hdr_handle": "handle",
        "hdr_timestamp": "device_time", "hdr_maint_op_class": "maint_op_class", "dpa": "dpa",
        "dpa_flags": "dpa_flags", "hpa": "hpa", "descriptor": "descriptor", "type": "type",
        "transaction_type": "transaction_type", "channel": "channel", "rank": "rank",
        "device": "device", "nibble_mask": "nibble_mask", "bank_group": "bank_group",
        "bank": "bank", "row": "row", "column": "column", "event_type": "event_type",
        "health_status": "health_status", "media_status": "media_status",
        "life_used": "life_used", "device_temp": "device_temp",
        "dirty_shutdown_cnt": "dirty_shutdowns", "cor_vol_err_cnt": "corrected_volatile",
        "cor_per_err_cnt": "corrected_persistent", "add_status": "additional_status",
        "trace_type": "trace_type", "source": "source", "flags": "poison_flags",
        "dpa_length": "dpa_length", "overflow_ts": "overflow_time", "status": "status",
        "first_error": "first_error", "count": "count", "first_ts": "first_time",
        "last_ts": "last_time"}
# validity_flags bits: trace.h CXL_GMER_VALID_* and CXL_DER_VALID_*
VALID = {"cxl_general_media": {"channel": 0, "rank": 1, "device": 2},
         "cxl_dram": {"channel": 0, "rank": 1, "nibble_mask": 2, "bank_group": 3, "bank": 4,
                      "row": 5, "column": 6}}
# enum values the print fmt names symbolically: drivers/cxl/cxlmem.h cxl_event_log_type,
# drivers/cxl/core/core.h cxl_poison_trace_type
ENUMS = {"CXL_EVENT_TYPE_INFO": 0, "CXL_EVENT_TYPE_WARN": 1, "CXL_EVENT_TYPE_FAIL": 2,
         "CXL_EVENT_TYPE_FATAL": 3, "CXL_POISON_TRACE_LIST": 0, "CXL_POISON_TRACE_INJECT": 1,
         "CXL_POISON_TRACE_CLEAR": 2}
TIMES = {"device_time", "overflow_time", "first_time", "last_time"}    # strings, as time_ns
HEX = {"serial", "flags", "handle", "dpa", "dpa_flags", "hpa", "descriptor", "device", "nibble_mask",
       "health_status", "additional_status", "poison_flags", "dpa_length", "status",
       "first_error"}


def num(v):
    return int(v, 0) if isinstance(v, str) else v


def parse_format(text):
    fields, ident = [], None
    for line in text.splitlines():
        if line.startswith("ID:"):
            ident = int(line[3:])
        m = re.match(r"\s*field:(.*?);\s*offset:(\d+);\s*size:(\d+);\s*signed:(\d+);", line)
        if m:
            decl = m.group(1).strip()
            name = re.sub(r"\[.*\]$", "", decl.split()[-1])
            fields.append({"name": name, "off": int(m.group(2)), "size": int(m.group(3)),
                           "signed": m.group(4) == "1", "loc": decl.startswith("__data_loc")})
    pf = text[text.index("print fmt:"):]
    return ident, fields, pf


def names(pf, field):
    """{value: name} of __print_symbolic(REC->field, ...) and {bit: name} of its __print_flags."""
    sym, flags = {}, {}
    for kind, table in ((sym, "__print_symbolic"), (flags, "__print_flags")):
        m = re.search(table + r"\(\(?REC->" + field + r"\)?,\s*(?:\"[^\"]*\",\s*)?(\{.*?\})\s*\)",
                      pf, re.S)
        if not m:
            continue
        for v, n in re.findall(r"\{\s*([^,{}]+?),\s*\"([^\"]*)\"\s*\}", m.group(1)):
            b = re.search(r"<<\s*\((\d+)\)", v)
            if b:
                kind[int(b.group(1))] = n
            else:
                kind[ENUMS.get(v.strip(), None) if v.strip() in ENUMS else int(v, 0)] = n
    m = re.search(r"\(\(REC->" + field + r" > (\d+)\) && \(REC->" + field + r" != (\d+)\)\) \? "
                  r"\"([^\"]*)\"", pf)
    if m:       # cxl_poison's source: a ternary before the table
        for v in range(int(m.group(1)) + 1, int(m.group(2))):
            sym[v] = m.group(3)
    return sym, flags


def entry(ident, fields, rec):
    size = max(f["off"] + f["size"] for f in fields)
    b = bytearray(size)
    struct.pack_into("<H", b, 0, ident)
    tail = bytearray()
    for f in fields:
        if f["name"].startswith("common_") or f["name"] not in rec:
            continue
        v = rec[f["name"]]
        if f["loc"]:
            s = v.encode() + b"\0"
            struct.pack_into("<I", b, f["off"], len(s) << 16 | (size + len(tail)))
            tail += s
        else:
            fmt = {1: "b", 2: "h", 4: "i", 8: "q"}[f["size"]]
            v = num(v)
            struct.pack_into("<" + (fmt if f["signed"] else fmt.upper()), b, f["off"],
                             v if f["signed"] or v >= 0 else v & (1 << 8 * f["size"]) - 1)
    return bytes(b + tail)


def page(entries, ts):
    """One ring-buffer page (header_page: u64 timestamp, 8-byte commit, data at 16), each entry
    behind its header_event word: type_len 1..28 for up to 112 bytes, else 0 and a length word."""
    data = bytearray()
    for e in entries:
        e = e + b"\0" * (-len(e) % 4)
        delta = 1000
        if len(e) <= 112:
            data += struct.pack("<I", (len(e) // 4) | delta << 5) + e
        else:
            data += struct.pack("<II", delta << 5, len(e) + 4) + e
    assert len(data) <= 4080
    return (struct.pack("<Qq", ts, len(data)) + data).ljust(4096, b"\0")


def build_tree(tree, recs):
    shutil.rmtree(tree, ignore_errors=True)
    os.makedirs(os.path.join(tree, "events/mce"))
    shutil.copytree(os.path.join(MCE_TREE, "events/mce/mce_record"),
                    os.path.join(tree, "events/mce/mce_record"))
    shutil.copy(os.path.join(MCE_TREE, "events/header_event"), os.path.join(tree, "events"))
    shutil.copy(os.path.join(FORMATS, "header_page"), os.path.join(tree, "events"))
    fmts = {}
    for ev in EVENTS:
        d = os.path.join(tree, "events/cxl", ev)
        os.makedirs(d)
        shutil.copy(os.path.join(FORMATS, "cxl-%s.format" % ev), os.path.join(d, "format"))
        with open(os.path.join(d, "enable"), "w") as f:
            f.write("1\n")
        with open(os.path.join(d, "format")) as f:
            fmts[ev] = parse_format(f.read())
    for cpu in (0, 1):
        d = os.path.join(tree, "per_cpu/cpu%d" % cpu)
        os.makedirs(d)
        mine = [r for r in recs if r.get("_cpu", 0) == cpu]
        with open(os.path.join(d, "trace_pipe_raw"), "wb") as f:
            if mine:
                f.write(page([entry(fmts[r["event"]][0], fmts[r["event"]][1], r) for r in mine],
                             5000000000))
        with open(os.path.join(d, "stats"), "w") as f:
            f.write("entries: %d\noverrun: 0\n" % len(mine))
    with open(os.path.join(tree, "trace"), "w") as f:
        f.write("# built by tests/cxl_check.py from tests/fixtures/cxl/records.jsonl\n")
    return fmts


def expected(rec, fmt):
    """The cxl object ras must print: the fields the kernel gave, by ras's keys."""
    fields = {f["name"] for f in fmt[1]}
    want = {"event": EVENTS[rec["event"]], "memdev": rec["memdev"]}
    region = rec.get("region_name", rec.get("region", ""))
    if region:
        want["region"] = region
    valid = VALID.get(rec["event"], {})
    for tp, key in KEYS.items():
        if tp not in fields:
            continue
        v = num(rec.get(tp, 0))     # a field the record leaves out is 0 in the entry
        if tp in valid and not num(rec["validity_flags"]) >> valid[tp] & 1:
            continue
        if tp == "hpa" and v == 0xffffffffffffffff or tp == "overflow_ts" and v == 0:
            continue
        # JSON schema 2: an integer past 2^53 is a string (a double cannot hold it)
        want[key] = "0x%x" % v if key in HEX else str(v) if v > 1 << 53 or key in TIMES else v
    return want


def severity(rec):
    """rasd.8's CXL rules."""
    ev, log = rec["event"], rec.get("log")
    if log != 3 and (num(rec.get("hdr_flags", 0)) & 0x20 or num(rec.get("health_status", 0)) & 4):
        return "uncorrected"    # the device says: replace it
    if ev in ("cxl_general_media", "cxl_dram"):
        if log == 3:
            return "fatal"
        d = num(rec["descriptor"])
        return "uncorrected" if d & 1 else "corrected-threshold" if d & 2 else "corrected"
    if ev == "cxl_poison":
        return "uncorrected" if rec["trace_type"] == 0 else "corrected"
    if ev == "cxl_aer_correctable_error":
        return "corrected"
    if ev == "cxl_aer_uncorrectable_error":
        return "uncorrected"
    return ["corrected", "corrected", "uncorrected", "fatal"][log]


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def cxl_of(out):
    got = []
    for line in out.splitlines():
        r = json.loads(line)
        if r.get("kind") == "cxl":
            got.append(r)
    return got


def main():
    ras, out = sys.argv[1], sys.argv[2]
    with open(os.path.join(FIX, "records.jsonl")) as f:
        recs = [json.loads(x) for x in f if x.strip()]
    tree = os.path.join(out, "tracefs")
    fmts = build_tree(tree, recs)
    p = run([ras, "dump", "-v", "-S", "tracefs", "-T", tree, "--json"])
    got = cxl_of(p.stdout)
    testlib.check("tracefs: %d records of the 8 cxl: events, each once, in order" % len(recs),
                  p.returncode == 0 and len(got) == len(recs),
                  "exit %d, %d records: %s" % (p.returncode, len(got), p.stderr[-300:]))
    testlib.check("tracefs: -v names the cxl events read", "cxl: 8 events" in p.stderr,
                  p.stderr[-300:])
    for rec, g in zip(recs, got):
        what = "%s: %s" % (rec["event"], rec["_what"])
        want = expected(rec, fmts[rec["event"]])
        testlib.check(what + ": exactly the fields given", g.get("cxl") == want,
                      "got %s\nwant %s" % (g.get("cxl"), want))
        testlib.check(what + ": host device", g.get("pcie", {}).get("device") == rec["host"],
                      str(g.get("pcie")))
        testlib.check(what + ": severity " + severity(rec), g["severity"] == severity(rec),
                      g["severity"] + ": " + g["severity_reason"])
        text = g["error"] + "; " + g["details"]
        pf = fmts[rec["event"]][2]
        bad = []
        for tp in ("log", "type", "transaction_type", "event_type", "media_status",
                   "trace_type", "source", "descriptor", "hdr_flags", "health_status", "flags",
                   "status", "dpa_flags"):
            if tp not in rec or rec["event"] == "cxl_overflow" and tp != "log":
                continue
            sym, flags = names(pf, tp)
            v = num(rec[tp])
            if tp == "log" and rec["event"] not in ("cxl_overflow",):
                continue    # the severity says it
            if sym:
                n = sym.get(v)
                if (n or "not in our table") not in text:
                    bad.append("%s=%d: %s" % (tp, v, n))
            for b, n in flags.items():
                if v >> b & 1 and n not in text:
                    bad.append("%s bit %d: %s" % (tp, b, n))
            for b in range(32):
                if flags and v >> b & 1 and b not in flags and "bit %d (not in our table)" % b \
                        not in text:
                    bad.append("%s bit %d unnamed" % (tp, b))
        testlib.check(what + ": the print fmt's names of its values and bits", not bad,
                      "%s in '%s'" % (bad, text))
    # read back: the text line and the JSON line are the same record
    one = run([ras, "dump", "-S", "tracefs", "-T", tree, "-1"]).stdout
    js = p.stdout
    crlf = one.replace("\n", "\r\n")
    for name, body in (("text", one), ("json", js), ("text (CRLF)", crlf)):
        path = os.path.join(out, "cxl-%s.log" % name.split()[-1].strip("()").lower())
        with open(path, "w") as f:
            f.write(body)
        q = run([ras, "dump", "-i", path, "--json"])
        back = cxl_of(q.stdout)
        same = [(a.get("cxl"), a["pcie"]["device"], a["severity"], a["error"]) for a in got] == \
            [(a.get("cxl"), a["pcie"]["device"], a["severity"], a["error"]) for a in back]
        testlib.check("read back from ras's %s log: the same %d records" % (name, len(got)),
                      q.returncode == 0 and same and len(back) == len(got),
                      "exit %d, %d back: %s" % (q.returncode, len(back), q.stderr[-300:]))
    daemon(ras, out, tree, recs, fmts)
    return testlib.summary("cxl")


def bucket(rec):
    """What a record counts as in its host's errors (rasd.8), or None."""
    sev = severity(rec)
    ev, log = rec["event"], rec.get("log")
    if ev == "cxl_poison":
        return None     # a listing (repeated by each listing) or a request's injection
    if ev in ("cxl_aer_correctable_error", "cxl_aer_uncorrectable_error"):
        return None     # the AER internal error it details counts it
    if ev in ("cxl_memory_module", "cxl_overflow", "cxl_generic_event") and log in (0, 1) \
            and sev == "corrected":
        return None     # a note of the informational or warning log
    return {"fatal": "fatal", "uncorrected": "non-fatal"}.get(sev, "corrected")


def daemon(ras, out, tree, recs, fmts):
    """The daemon on the tree: metrics and state count each host's errors, health names the
    device, the trigger gets the CXL variables."""
    trig, env = os.path.join(out, "trigger.sh"), os.path.join(out, "trigger.env")
    with open(trig, "w") as f:
        f.write("#!/bin/sh\nenv | grep '^RAS_' | sort | tr '\\n' '\\t' > %s.$$\n" % env)
    os.chmod(trig, 0o755)
    for n in os.listdir(out):
        if n.startswith("trigger.env") or n in ("state", "metrics.prom", "daemon.log"):
            os.unlink(os.path.join(out, n))
    state, prom = os.path.join(out, "state"), os.path.join(out, "metrics.prom")
    empty = os.path.join(out, "empty-tree")    # the tree without records
    shutil.rmtree(empty, ignore_errors=True)
    shutil.copytree(tree, empty)
    for cpu in (0, 1):
        with open(os.path.join(empty, "per_cpu/cpu%d/trace_pipe_raw" % cpu), "wb"):
            pass
    p = run(["timeout", "-s", "TERM", "4", ras, "daemon", "-f", "--config", "none", "-S",
             "tracefs", "-T", tree, "--log", os.path.join(out, "daemon.log"), "--metrics", prom,
             "--state", state, "--pidfile", "none", "--trigger", trig, "--trigger-max", "16",
             "--trigger-severity", "corrected"])
    want = {}
    for r in recs:
        b = bucket(r)
        if b:
            want.setdefault(r["host"], {"corrected": 0, "non-fatal": 0, "fatal": 0})[b] += 1
    got, aer = {}, {}
    with open(prom) as f:
        for m in re.finditer(r'ras_pcie_errors_total\{device="([^"]*)",slot="",'
                             r'severity="([^"]*)",kind="(aer|cxl)"\} (\d+)', f.read()):
            (got if m.group(3) == "cxl" else aer).setdefault(m.group(1), {})[m.group(2)] = \
                int(m.group(4))
    testlib.check("daemon: ras_pcie_errors_total{kind=cxl} counts each host's CXL errors as "
                  "rasd.8 says, kind=aer none", got == want and all(
                      not any(v.values()) for v in aer.values()) and set(aer) == set(want),
                  "got %s\nwant %s\naer %s\n%s" % (got, want, aer, p.stderr[-400:]))
    with open(state) as f:
        st = f.read().splitlines()
    lines = sorted(tuple(x.split()[1:4] + [x.split()[6]]) for x in st if x.startswith("pcie "))
    cxl = sorted(tuple(x.split()[1:]) for x in st if x.startswith("pcie-cxl "))
    counts = sorted((str(v["corrected"]), str(v["non-fatal"]), str(v["fatal"]), k)
                    for k, v in want.items())
    testlib.check("daemon: the state file keeps the counts, and which are CXL's",
                  lines == counts and cxl == counts, "%s\n%s" % (lines, cxl))
    # a restart reads them back: the same metrics
    p2 = run(["timeout", "-s", "TERM", "2", ras, "daemon", "-f", "--config", "none", "-S",
              "tracefs", "-T", os.path.join(out, "empty-tree"), "--log", "none", "--metrics",
              prom + ".2", "--state", state, "--pidfile", "none"])
    with open(prom) as f1, open(prom + ".2") as f2:
        a = [x for x in f1 if x.startswith("ras_pcie_errors_total")]
        b = [x for x in f2 if x.startswith("ras_pcie_errors_total")]
    testlib.check("daemon: restarted on the state file, the same per-kind counts", a == b and a,
                  "%s\n%s\n%s" % (a, b, p2.stderr[-300:]))
    h = run([ras, "health", "--state", state, "--pidfile", "none"])
    testlib.check("health: a problem naming the device with a fatal CXL error",
                  h.returncode == 1 and "0000:0d:00.0" in h.stdout, h.stdout + h.stderr)
    runs = []
    for n in sorted(os.listdir(out)):
        if n.startswith("trigger.env."):
            with open(os.path.join(out, n)) as f:
                runs.append(dict(kv.split("=", 1) for kv in f.read().split("\t") if "=" in kv))
    bad = []
    for e in runs:
        r = [x for x in recs if EVENTS[x["event"]] == e.get("RAS_CXL_EVENT") and
             x["memdev"] == e.get("RAS_CXL_MEMDEV") and x["host"] == e.get("RAS_PCIE_DEVICE")
             and ("dpa" not in x or "0x%x" % num(x["dpa"]) == e.get("RAS_CXL_DPA"))]
        if e.get("RAS_KIND") != "cxl" or not any(
                ("hpa" in expected(x, fmts[x["event"]])) == ("RAS_CXL_HPA" in e) for x in r):
            bad.append(e)
    testlib.check("trigger: %d runs, each a CXL record's event, memdev, host, DPA, and an HPA "
                  "only where given" % len(runs), runs and not bad, str(bad[:2]))


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""compare-report.py -- host side of tests/qemu/compare.sh: reads what
scenarios/compare-rasdaemon.sh sent back (OUT/files/) and prints, for every injected record,
CPU, bank, status, ras' decode next to rasdaemon's (its sqlite mce_record row, else its stdout
line), each daemon's latency and RSS.

Latency, both on the guest's uptime clock (10 ms resolution; each log is polled every 20 ms by
its own watcher, whose timeline says when each line appeared):
  inj  = `mce` monitor command issued -> log line (includes the kernel's 1 s poll for CEs)
  krec = the kernel's record (ras' time_ns, local_clock, aligned with a /dev/kmsg marker)
         -> log line: the daemon's own share.

Prints "ok - compare [CPU] ..." when ras logged every injected record exactly once, else
"FAIL - ...". Exit 1 on a ras failure, else 0.
"""
import argparse
import json
import os
import re
import sqlite3
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import testlib  # noqa: E402  (tests/testlib.py: the ok/FAIL lines tests/lib.sh counts)


def read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def timeline(path):
    """[(uptime_ms, lines)] from a watcher's file"""
    out = []
    for ln in read(path).splitlines():
        p = ln.split()
        if len(p) == 2 and p[0].isdigit() and p[1].isdigit():
            out.append((int(p[0]), int(p[1])))
    return out


def appeared(tl, lineno):
    """uptime ms at which line LINENO (1-based) was first seen"""
    for t, n in tl:
        if n >= lineno:
            return t
    return None


def fmt_ms(v):
    return "-" if v is None else "%d" % v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--cpu", default="?")
    ap.add_argument("--rasdaemon-version", default="?")
    ap.add_argument("--time", default="?")
    a = ap.parse_args()
    F = os.path.join(a.dir, "files")
    label = "compare [%s]" % a.cpu

    # injections: "KIND T0 T1 [-b] CPU BANK STATUS MCGSTATUS ADDR MISC ; [STATUS2...]"
    inj = []            # dicts: kind, t0, cpu, bank, status (further records: cpu/bank None)
    phase1_lines = 0
    for ln in read(os.path.join(F, "injections")).splitlines():
        if ln.startswith("phase1-end"):
            phase1_lines = int(ln.split()[1])
            continue
        head, _, more = ln.partition(";")
        p = head.split()
        if len(p) < 5:
            continue
        kind, t0 = ("probe" if p[0] == "stock" else p[0]), int(p[1])
        rest = p[3:]
        if rest and rest[0] == "-b":
            rest = rest[1:]
        inj.append(dict(kind=kind, t0=t0, cpu=int(rest[0]), bank=int(rest[1]), status=rest[2].lower()))
        for s in more.split():
            inj.append(dict(kind=kind, t0=t0, cpu=None, bank=None, status=s.lower()))
    if not inj:
        testlib.fail(label, "no injections recorded (guest output missing)")
        return 1

    # ras: text log (line numbers for the timeline) and JSON log (fields)
    ras_tl = timeline(os.path.join(F, "ras.times"))
    ras_line = {}
    ras_count = {}
    for i, ln in enumerate(read(os.path.join(F, "ras.log")).splitlines(), 1):
        m = re.search(r"\| status (0x[0-9a-f]+) ", ln)
        if m:
            ras_count[m.group(1)] = ras_count.get(m.group(1), 0) + 1
            ras_line.setdefault(m.group(1), i)
    ras_json = {}
    for ln in read(os.path.join(F, "ras.json")).splitlines():
        try:
            r = json.loads(ln)
        except ValueError:
            continue
        ras_json.setdefault(r.get("status", "").lower(), r)

    # rasdaemon: stdout lines (timeline) and its sqlite database
    rd_tl = timeline(os.path.join(F, "rasdaemon.times"))
    rd_line = {}
    rd_text = {}
    rd_count = {}
    for i, ln in enumerate(read(os.path.join(F, "rasdaemon.out")).splitlines(), 1):
        m = re.search(r"status= ([0-9a-f]+)", ln)
        if m and "mce_record:" in ln:
            s = "0x" + m.group(1)
            rd_count[s] = rd_count.get(s, 0) + 1
            rd_line.setdefault(s, i)
            rd_text.setdefault(s, ln.split("mce_record:", 1)[1].strip())
    rd_db = {}
    dbp = os.path.join(F, "ras-mc_event.db")
    db_note = "no database came back"
    if os.path.exists(dbp):
        try:
            con = sqlite3.connect("file:%s?mode=ro" % dbp, uri=True)
            con.row_factory = sqlite3.Row
            rows = con.execute("select * from mce_record order by id").fetchall()
            for r in rows:
                s = "0x%x" % (r["status"] & (2**64 - 1))
                rd_db.setdefault(s, dict(r))
            db_note = "%d rows in mce_record" % len(rows)
            con.close()
        except sqlite3.Error as e:
            db_note = "unreadable database: %s" % e

    # kernel clock vs uptime: "[ 17.835827] rastest-clock 17790"
    koff = None
    m = re.search(r"\[\s*(\d+)\.(\d+)\] rastest-clock (\d+)", read(os.path.join(F, "dmesg.txt")))
    if m:
        koff = int(m.group(1)) * 1000 + int(m.group(2)[:3]) - int(m.group(3))

    rss = {}
    for ln in read(os.path.join(F, "rss")).splitlines():
        p = ln.split()
        if len(p) == 4 and p[0] != "threads":
            rss[(p[0], p[1])] = (int(p[2]), int(p[3]))

    failures = []
    rows = []
    lat = {"ras": {"inj": [], "krec": []}, "rd": {"inj": [], "krec": []}}
    for r in inj:
        s = r["status"]
        j = ras_json.get(s)
        cpu = r["cpu"] if r["cpu"] is not None else (j["cpu"] if j else (rd_db.get(s) or {}).get("cpu", "?"))
        bank = r["bank"] if r["bank"] is not None else (j["bank"] if j else (rd_db.get(s) or {}).get("bank", "?"))
        n = ras_count.get(s, 0)
        if n == 0:
            failures.append("ras did not log %s (CPU %s bank %s)" % (s, cpu, bank))
        elif n > 1:
            failures.append("ras logged %s %d times" % (s, n))
        if j and (j.get("cpu") != cpu or j.get("bank") != bank):
            failures.append("ras logged %s as CPU %s bank %s, injected CPU %s bank %s"
                            % (s, j.get("cpu"), j.get("bank"), cpu, bank))
        krec = int(j["time_ns"]) / 1e6 - koff if (j and koff is not None and j.get("time_ns")) else None
        t_ras = appeared(ras_tl, ras_line[s]) if s in ras_line else None
        t_rd = appeared(rd_tl, rd_line[s]) if s in rd_line else None
        row = dict(r, cpu=cpu, bank=bank)
        for who, t in (("ras", t_ras), ("rd", t_rd)):
            row[who + "_inj"] = t - r["t0"] if t is not None else None
            row[who + "_krec"] = round(t - krec) if (t is not None and krec is not None) else None
            if r["kind"] != "probe" and t is not None:
                lat[who]["inj"].append(row[who + "_inj"])
                if row[who + "_krec"] is not None:
                    lat[who]["krec"].append(row[who + "_krec"])
        if j:
            row["ras_dec"] = "%s %s: %s; %s" % (j.get("severity"), j.get("bank_name") or "bank %s" % bank,
                                               j.get("error"), j.get("details"))
        else:
            row["ras_dec"] = "(not logged)"
        d = rd_db.get(s)
        if d:
            parts = [d.get("error_msg") or ""]
            if d.get("mcastatus_msg") and d.get("mcastatus_msg") != d.get("error_msg"):
                parts.append("mca=" + d["mcastatus_msg"])
            parts.append("mci=" + (d.get("mcistatus_msg") or ""))
            if d.get("mcgstatus_msg") and d.get("mcgstatus_msg") != "mcgstatus=0":
                parts.append(d["mcgstatus_msg"])
            if d.get("bank_name"):
                parts.insert(0, d["bank_name"] + ":")
            if d.get("user_action"):
                parts.append("action=" + d["user_action"])
            row["rd_dec"] = " ".join(p for p in parts if p and p != "mci=")
            if not (d.get("error_msg") or d.get("mcistatus_msg") or d.get("mcastatus_msg")):
                m = re.search(r"cpu_type= ([^,]*)", rd_text.get(s, ""))
                row["rd_dec"] = "(no decode: raw fields only%s)" % (", cpu_type " + m.group(1) if m else "")
        elif s in rd_text:
            row["rd_dec"] = "(stdout only) " + rd_text[s]
        else:
            row["rd_dec"] = "(not logged)"
        row["rd_n"] = rd_count.get(s, 0)
        rows.append(row)

    recs = [r for r in rows if r["kind"] != "probe"]
    probes = [r for r in rows if r["kind"] == "probe"]
    rd_seen = sum(1 for r in recs if r["rd_n"])
    print("  %s: rasdaemon %s, %s; ras logged %d/%d, rasdaemon %d/%d (buffer_percent 0); %s s"
          % (label, a.rasdaemon_version, db_note, sum(1 for r in recs if ras_count.get(r["status"])),
             len(recs), rd_seen, len(recs), a.time))
    for r in probes:
        print("  %s: rasdaemon as packaged (instance buffer_percent 50): probe %s %s"
              % (label, r["status"], "logged after %s ms" % fmt_ms(r["rd_inj"]) if r["rd_n"]
                 else "NOT logged (poll() on trace_pipe_raw waits for the 50% watermark; "
                      "mchehab/rasdaemon#86)"))
        if not ras_count.get(r["status"]):
            failures.append("ras did not log the probe %s" % r["status"])
    for s, n in sorted(rd_count.items()):
        if n > 1:
            print("  %s: rasdaemon logged %s %d times" % (label, s, n))
    extra = set(rd_db) - set(rd_count)
    if extra:
        print("  %s: rasdaemon db rows without a stdout line: %s" % (label, " ".join(sorted(extra))))

    print("  %-4s %-4s %-18s %-7s | %-13s | %-13s" % ("CPU", "bank", "status", "", "inj->log ms", "krec->log ms"))
    print("  %-4s %-4s %-18s %-7s | %6s %6s | %6s %6s" % ("", "", "", "", "ras", "rd", "ras", "rd"))
    for r in rows:
        print("  %-4s %-4s %-18s %-7s | %6s %6s | %6s %6s" % (
            r["cpu"], r["bank"], r["status"], "(probe)" if r["kind"] == "probe" else "",
            fmt_ms(r["ras_inj"]), fmt_ms(r["rd_inj"]), fmt_ms(r["ras_krec"]), fmt_ms(r["rd_krec"])))
        print("         ras:       %s" % r["ras_dec"])
        print("         rasdaemon: %s" % r["rd_dec"])

    def summ(v):
        if not v:
            return "-"
        return "median %d, min %d, max %d (n=%d)" % (statistics.median(v), min(v), max(v), len(v))
    for who, name in (("ras", "ras      "), ("rd", "rasdaemon")):
        print("  %s: latency %s: inj->log %s; krec->log %s" % (label, name, summ(lat[who]["inj"]), summ(lat[who]["krec"])))
    for who, name in (("ras", "ras      "), ("rasdaemon", "rasdaemon")):
        i, e = rss.get(("idle", who)), rss.get(("end", who))
        print("  %s: RSS %s: idle %s kB, after the records %s kB (VmHWM %s kB)" % (
            label, name, i[0] if i else "?", e[0] if e else "?", e[1] if e else "?"))

    if failures:
        for f in failures:
            testlib.fail(label, f)
        return 1
    testlib.ok("%s: ras logged all %d injected records once each (rasdaemon: %d/%d, and %d/%d as packaged)"
               % (label, len(rows), rd_seen, len(recs), sum(1 for r in probes if r["rd_n"]), len(probes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

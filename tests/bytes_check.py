#!/usr/bin/env python3
"""bytes_check.py RAS: every byte value (but NUL and newline) through every string
field a kernel log gives a record, into every output ras writes: dump's text block,
--oneline and --json, summary, top --once, and the daemon's text log, JSON log and
syslog.  No output may carry a byte a terminal acts on (C0 controls but tab, DEL, C1,
bytes that are not UTF-8) raw; JSON must parse.  Prints ok/FAIL lines (tests.sh relay)."""
import json, os, socket, subprocess, sys, tempfile, threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testlib  # noqa: E402

RAS = sys.argv[1]
BYTES = [b for b in range(1, 256) if b not in (0x0a,)]

def edac(field, b):
    x = bytes([b])
    label, op, detail = b"CPU_SrcID#0_MC#0_Chan#1_DIMM#0", b"memory read error", b"err_code:0000:009f socket:0 imc:0 rank:0 bg:0 ba:0 row:1a col:8"
    if field == "label": label = b"A" + x + b"B"
    if field == "op": op = b"memory " + x + b" error"
    if field == "detail": detail = detail + b" x" + x + b"y"
    return (b"[ %d.000000] EDAC MC0: 1 CE " % b) + op + b" on " + label + \
        b" (channel:1 slot:0 page:0x%x offset:0x0 grain:32 syndrome:0x0 - " % (0x1000 + b) + detail + b")\n"

def cper(field, b):
    x = bytes([b])
    dimm, fru = b"NODE 1 CPU1_DIMM_B1", b"Card03, ChnB, DIMM0"
    if field == "dimm": dimm = b"NODE 1 " + x + b"DIMM"
    if field == "fru": fru = b"Card03" + x + b"DIMM0"
    p = b"[ %d.000000] {%d}[Hardware Error]: " % (b, b)
    return b"".join(p + l + b"\n" for l in [
        b"Hardware error from APEI Generic Hardware Error Source: 1",
        b"event severity: corrected", b" Error 0, type: corrected", b" fru_text: " + fru,
        b"  section_type: memory error", b"  physical_address: 0x%016x" % (0x4a3f2c1000 + b * 4096),
        b"  node:1 card:3 module:0 rank:1 row:4660 column:1016 ", b"  error_type: 2, single-bit ECC",
        b"  DIMM location: " + dimm])

FIELDS = [("edac", f, edac) for f in ("label", "op", "detail")] + [("cper", f, cper) for f in ("dimm", "fru")]

def bad_bytes(data):
    """Offsets of bytes a terminal would act on, or that are not UTF-8."""
    out, i = [], 0
    while i < len(data):
        c = data[i]
        if c < 0x20 and c not in (0x09, 0x0a) or c == 0x7f:
            out.append(i); i += 1; continue
        if c < 0x80:
            i += 1; continue
        n = 2 if 0xc2 <= c <= 0xdf else 3 if 0xe0 <= c <= 0xef else 4 if 0xf0 <= c <= 0xf4 else 0
        try:
            ch = data[i:i + n].decode("utf-8") if n else None
        except UnicodeDecodeError:
            ch = None
        if ch is None or 0x80 <= ord(ch) <= 0x9f:
            out.append(i); i += 1
        else:
            i += n
    return out

def check(name, data, js=False):
    bad = bad_bytes(data)
    if bad:
        i = bad[0]
        return "%s: %d raw bytes, the first %r in %r" % (name, len(bad), data[i:i + 1], data[max(0, i - 40):i + 10])
    if js:
        for n, line in enumerate(data.splitlines()):
            try:
                json.loads(line)
            except ValueError as e:
                return "%s: line %d not JSON: %s" % (name, n + 1, e)
    return None

def run(args, **kw):
    return subprocess.run([RAS] + args, capture_output=True, timeout=120, **kw)

def syslog_socket(path):
    """bound before the daemon starts: a thread that binds it may be late"""
    s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    s.bind(path)
    s.settimeout(0.5)
    return s

def syslog_collect(s, got, done):
    """until the daemon has exited and nothing more comes (not a fixed
    time: a loaded machine may start the daemon late)"""
    while True:
        try:
            got.append(s.recv(65536))
        except socket.timeout:
            if done.is_set():
                return
        except OSError:
            return

with tempfile.TemporaryDirectory() as td:
    for kind, field, make in FIELDS:
        log = os.path.join(td, "%s-%s.log" % (kind, field))
        with open(log, "wb") as f:
            for b in BYTES:
                f.write(make(field, b))
        problems, outs = [], {}
        for mode, args in (("text", []), ("oneline", ["--oneline"]), ("json", ["--json"])):
            r = run(["dump", "-i", log] + args)
            outs[mode] = r.stdout
            problems.append(check("dump " + mode, r.stdout, mode == "json"))
            problems.append(check("dump %s stderr" % mode, r.stderr))
        n = outs["json"].count(b"\n")
        if n != len(BYTES):
            problems.append("dump --json: %d records, want %d" % (n, len(BYTES)))
        r = run(["summary", log]); problems.append(check("summary", r.stdout + r.stderr))
        r = run(["top", "--input", log, "--once"], env=dict(os.environ, TERM="xterm", LANG="C.UTF-8"))
        problems.append(check("top --once", r.stdout + r.stderr))
        sock, got = os.path.join(td, "sys-%s-%s" % (kind, field)), []
        done = threading.Event()
        t = threading.Thread(target=syslog_collect, args=(syslog_socket(sock), got, done)); t.start()
        dlog, djson = os.path.join(td, "d-%s.log" % field), os.path.join(td, "d-%s.json" % field)
        r = run(["daemon", "--config", "none", "--input", log, "--log", dlog, "--json-log", djson,
                 "--syslog", "--syslog-socket", sock, "--storm-threshold", "0"])
        done.set()
        t.join()
        problems.append(check("daemon stderr", r.stderr))
        for name, path, js in (("daemon text log", dlog, False), ("daemon JSON log", djson, True)):
            with open(path, "rb") as f:
                problems.append(check(name, f.read(), js))
        problems.append(check("syslog", b"\n".join(g[:-1] if g.endswith(b"\0") else g for g in got)) if got else "syslog: nothing received")
        problems = [p for p in problems if p]
        testlib.check("bytes 0x01-0xff in %s %s: dump (text, oneline, JSON), summary, top, daemon logs and "
                "syslog escape them" % (kind, field), not problems, "; ".join(problems)[:900])
sys.exit(testlib.summary("bytes"))

#!/usr/bin/env python3
"""Write the seed corpora of the fuzz targets from the test fixtures.

  mkseeds.py OUTDIR        (OUTDIR/<target>/<seed>; run.sh uses tests/fuzz/corpus)

Uses tests/mkcapture.py (the independent writer of raw entries, captures and
perf samples) so the seeds are well-formed inputs the fuzzer then mutates.
"""
import glob
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, TESTS)
import mkcapture as mk  # noqa: E402

FORMATS = sorted(glob.glob(os.path.join(TESTS, "formats", "*")))
RECORDS = mk.read_records(os.path.join(TESTS, "records", "common.jsonl"))
NFIELDS = 19
FIELD_ORDER = ["mcgcap", "mcgstatus", "status", "addr", "misc", "synd", "ipid", "ip", "tsc",
               "ppin", "walltime", "cpu", "cpuid", "apicid", "socketid", "cs", "bank",
               "cpuvendor", "microcode"]


def put(out, target, name, data):
    d = os.path.join(out, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def capture_bytes(fmtpath, recs, model=None):
    text = open(fmtpath, "rb").read()
    fmt = mk.parse_format(text.decode())
    hdr = "ras-version: test\nhost: seed\n"
    if model:
        hdr += "cpu-vendor: %d\ncpu-family: %d\ncpu-model: %d\ncpu-stepping: 0\n" % model
    b = mk.MAGIC + struct.pack("<II", 1, len(hdr)) + hdr.encode()
    b += struct.pack("<I", len(text)) + text
    n = 0
    for r in recs:
        if "lost" in r:
            b += mk.chunk(mk.CAP_LOST, struct.pack("<Q", r["lost"]), 0, r.get("_cpu", -1))
        else:
            b += mk.chunk(mk.CAP_SAMPLE, mk.make_raw(fmt, r), r.get("_time", 0), r.get("_cpu", 0))
        n += 1
    return b + mk.chunk(mk.CAP_END, struct.pack("<Q", n))


def fit(fmt, r):
    return {k: v for k, v in r.items() if k.startswith("_") or k == "lost" or k in fmt[0]}


def main():
    out = sys.argv[1]
    for fp in FORMATS:
        base = os.path.basename(fp)
        text = open(fp, "rb").read()
        fmt = mk.parse_format(text.decode())
        recs = [fit(fmt, r) for r in RECORDS]
        # format: the file alone, and file + NUL + one raw entry
        put(out, "format", base, text)
        put(out, "format", base + "+raw", text + b"\0" + mk.make_raw(fmt, recs[0]))
        # capture: all records; one record with a model; lost chunk; empty
        put(out, "capture", base + ".cap", capture_bytes(fp, recs))
        put(out, "capture", base + "-amd.cap", capture_bytes(fp, recs[:1], (2, 0x19, 0x11)))
        put(out, "capture", base + "-lost.cap", capture_bytes(fp, recs[:1] + [{"lost": 5}]))
        # ring: one control block per mode, data = samples back to back
        data = b"".join(mk.perf_sample(mk.make_raw(fmt, r), r.get("_time", i), 0)
                        for i, r in enumerate(recs))
        data += struct.pack("<IHH", 2, 0, 24) + struct.pack("<QQ", 7, 3)   # PERF_RECORD_LOST
        idx = FORMATS.index(fp)
        for ro in (0, 1):
            shift = 12
            ctl = bytes([ro | idx << 1, shift]) + struct.pack("<H", 0)
            ctl += struct.pack("<I", len(data)) + struct.pack("<I", 0)
            ctl += struct.pack("<H", 0) + bytes([1, 0])
            put(out, "ring", "%s-%s" % (base, "ro" if ro else "rw"), ctl + data)
        # a wrapped ring: pos near the end of a 512-byte area
        ctl = bytes([idx << 1, 9]) + struct.pack("<HII", 0, len(data[:400]), 512 - 40)
        ctl += struct.pack("<H", 0) + bytes([1, 1])
        wrapped = bytearray(512)
        for j, b in enumerate(data[:400]):
            wrapped[(512 - 40 + j) % 512] = b
        put(out, "ring", base + "-wrap", ctl + bytes(wrapped))
    for lp in sorted(filter(os.path.isfile, glob.glob(os.path.join(TESTS, "logs", "*")))):
        put(out, "text", os.path.basename(lp), open(lp, "rb").read())
    # decode: model(4) present(4) flags(4) v[19] time_ns src_cpu origin
    models = [(0x10, 6, 0x55, 4), (0x11, 0x19, 0x11, 0), (0x11, 0x15, 0x02, 0),
              (0x12, 0x18, 0, 0), (0x04, 0, 0, 0)]
    for i, r in enumerate(RECORDS[:6]):
        for j, m in enumerate(models):
            present = 0
            vals = []
            for k, name in enumerate(FIELD_ORDER):
                v = mk.value(r[name]) if name in r else 0
                if name in r:
                    present |= 1 << k
                vals.append(v & (2**64 - 1))
            b = bytes(m) + struct.pack("<II", present, 2 if j == 1 else 0)
            b += struct.pack("<%dQ" % NFIELDS, *vals) + struct.pack("<Qi", 0, -1)
            put(out, "decode", "r%d-m%d" % (i, j), b + b"serial\"\\\x01.log")
    # config and state
    put(out, "config", "full.conf", b"""# ras.conf
log = /var/log/ras.log
json-log = /var/log/ras.jsonl
metrics = none
state = /var/lib/ras/state
pidfile = /run/rasd.pid
syslog = yes
syslog-rate = 10
fsync = burst
trigger = /usr/local/bin/on-mce
trigger-severity = uc
trigger-timeout = 30
trigger-max = 4
page-offline = no
page-threshold = 10
page-window = 86400
source = auto
pages = 64
interval = 1000
""")
    put(out, "config", "bad.conf", b"log\nunknown = 1\nfsync = sometimes\npages = 3\n")
    put(out, "state", "state", b"ras-state 1\nstart 1796284616.5\nlost 3\n"
        b"count 0 1 corrected 12 DCU\ncount 17 4 fatal 1 PCU\ncount 3 22 uc 2\n")
    put(out, "state", "bad", b"ras-state 1\ncount x\n")
    put(out, "state", "dimms", b"ras-state 1\nstart 1796284616\nlost 0\n"
        b"unplaced 3 1\ndimm 30 1 0 1796284616 1796284700 2 1 4 1796284616 serial%2003A5B6C7 P1-DIMMA1 "
        b"P0_Node0_Channel0_Dimm0 03A5B6C7 M393A2K43DB3-CWE\n"
        b"recent 3 1796284616 1796284617 1796284618\n"
        b"cell 0x5a5a000 -1 -1 -1 -1 29 1796284616 1796284617\ncell - 0 5 1234 88 2 0 1796284700\n"
        b"dimm 1 0 1 0 0 0 -1 -1 0 slot%20/DIMM%200 DIMM%200 - - -\nrecent 0\n")
    # smbios: the type 17 entries QEMU guests gave (tests/fixtures/smbios), and a cut one
    for rp in sorted(glob.glob(os.path.join(TESTS, "fixtures", "smbios", "*", "entries", "17-*.raw"))):
        case = os.path.basename(os.path.dirname(os.path.dirname(rp)))
        put(out, "smbios", "%s-%s" % (case, os.path.basename(rp)), open(rp, "rb").read())
    put(out, "smbios", "cut", open(os.path.join(TESTS, "fixtures", "smbios", "server", "entries",
                                                "17-0.raw"), "rb").read()[:0x30])


if __name__ == "__main__":
    main()

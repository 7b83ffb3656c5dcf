#!/usr/bin/env python3
"""Write the inputs of tests/bad-input.tsv into DIR (used by tests/bad_input.sh).

  bad-input-gen.py DIR

Every file is derived from the fixtures (tests/formats/linux-6.1,
tests/records/common.jsonl) with tests/mkcapture.py, then broken in one way.
"""
import os
import random
import struct
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, TESTS)
import mkcapture as mk  # noqa: E402

D = sys.argv[1]
os.makedirs(D, exist_ok=True)
FMT = os.path.join(TESTS, "formats", "linux-6.1")
FMT_TEXT = open(FMT, "rb").read()
FMT_P = mk.parse_format(FMT_TEXT.decode())
RECS = mk.read_records(os.path.join(TESTS, "records", "common.jsonl"))


def w(name, data, mode=0o644):
    p = os.path.join(D, name)
    with open(p, "wb") as f:
        f.write(data)
    os.chmod(p, mode)


def cap(fmt_text=FMT_TEXT, chunks=None, version=1, hdr=b"host: bad-input\n", end=None):
    fmt = mk.parse_format(FMT_TEXT.decode())
    if chunks is None:
        chunks = [mk.chunk(mk.CAP_SAMPLE, mk.make_raw(fmt, r), r.get("_time", 0), r.get("_cpu", 0))
                  for r in RECS]
    b = mk.MAGIC + struct.pack("<II", version, len(hdr)) + hdr
    b += struct.pack("<I", len(fmt_text)) + fmt_text
    b += b"".join(chunks)
    b += mk.chunk(mk.CAP_END, struct.pack("<Q", len(chunks) if end is None else end))
    return b


good = cap()
w("good.cap", good)
one = cap(chunks=[mk.chunk(mk.CAP_SAMPLE, mk.make_raw(FMT_P, RECS[0]), 1, 0)])
w("one.cap", one)
hdr_end = 16 + len(b"host: bad-input\n")
fmt_end = hdr_end + 4 + len(FMT_TEXT)
w("empty.cap", b"")
w("trunc-magic.cap", good[:4])
w("trunc-version.cap", good[:12])
w("trunc-header.cap", good[:hdr_end - 3])
w("trunc-format.cap", good[:fmt_end - 100])
w("trunc-nochunks.cap", good[:fmt_end])
w("trunc-midchunk.cap", good[:fmt_end + 40])
w("trunc-end.cap", good[:-1])
w("newer.cap", cap(version=3))
w("version0.cap", cap(version=0))
bad_type = bytearray(good)
struct.pack_into("<I", bad_type, fmt_end, 7)
w("chunktype.cap", bytes(bad_type))
w("endcount.cap", cap(end=99))
w("trailing.cap", good + b"\0" * 8)
huge_h = bytearray(good)
struct.pack_into("<I", huge_h, 12, 0xffffffff)
w("huge-hlen.cap", bytes(huge_h))
huge_f = bytearray(good)
struct.pack_into("<I", huge_f, hdr_end, 0xfffffff0)
w("huge-flen.cap", bytes(huge_f))
huge_c = bytearray(good)
struct.pack_into("<I", huge_c, fmt_end + 4, 0xffffffff)
w("huge-chunk.cap", bytes(huge_c))
w("lostsize.cap", cap(chunks=[mk.chunk(mk.CAP_LOST, b"\1\0\0\0", 0, 0)]))
w("short-record.cap", cap(chunks=[mk.chunk(mk.CAP_SAMPLE, b"\x71\0" + b"\0" * 14, 1, 0)]))
sched = b"""name: sched_switch
ID: 316
format:
\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;
\tfield:char prev_comm[16];\toffset:8;\tsize:16;\tsigned:1;
\tfield:pid_t prev_pid;\toffset:24;\tsize:4;\tsigned:1;

print fmt: "prev_comm=%s", REC->prev_comm
"""
w("foreign-format.cap", cap(fmt_text=sched, chunks=[]))
overlap = FMT_TEXT.replace(b"u64 addr;\toffset:32;", b"u64 addr;\toffset:28;")
w("overlap-format.cap", cap(fmt_text=overlap, chunks=[]))

# format files (for -F with a live source)
w("fmt-empty", b"")
w("fmt-sizetype", FMT_TEXT.replace(b"u64 status;\toffset:24;\tsize:8;", b"u64 status;\toffset:24;\tsize:4;"))
w("fmt-overlap", overlap)
w("fmt-huge-offset", FMT_TEXT.replace(b"u8 bank;\toffset:105;", b"u8 bank;\toffset:4000000000;"))
w("fmt-huge-array", FMT_TEXT.replace(b"\n\n\tfield:u64 mcgcap", b"\n\tfield:char pad[65535];\toffset:65535;\tsize:65535;\tsigned:0;\n\tfield:u64 mcgcap"))
w("fmt-longline", FMT_TEXT.replace(b"print fmt:", b"\tfield:u8 x;" + b" " * 2000 + b"offset:200;size:1;\nprint fmt:"))
w("fmt-nul", FMT_TEXT.replace(b"format:", b"format:\0"))
w("fmt-foreign", sched)
w("fmt-twice", FMT_TEXT.replace(b"u64 synd;", b"u64 status;"))
w("fmt-nofields", b"name: mce_record\nID: 113\nformat:\n\nprint fmt: \"\"\n")
many = b"name: mce_record\nformat:\n" + b"".join(b"\tfield:u8 f%d;\toffset:%d;\tsize:1;\tsigned:0;\n" % (i, 100 + i) for i in range(70))
w("fmt-toomany", many)
rnd = random.Random(7)
w("garbage.bin", bytes(rnd.randrange(256) for _ in range(8192)))
w("fmt-garbage", bytes(rnd.randrange(1, 256) for _ in range(4096)))

# persistent buffers (kernel.patch layout: header page, data pages)
def ring(name, size=2 * 4096, off=4096, dsize=4096, head=None, data=b""):
    b = bytearray(size)
    b[off:off + len(data)] = data[:max(0, size - off)]
    struct.pack_into("<QQQQ", b, 1024, len(data) if head is None else head, 0, off, dsize)
    os.makedirs(os.path.join(D, name), exist_ok=True)
    w(os.path.join(name, "mce_record0"), bytes(b))


sample = mk.perf_sample(mk.make_raw(FMT_P, RECS[0]), 1, 0)
ring("pdir-good", data=sample)
ring("pdir-small", size=4096, data=sample)
ring("pdir-npot", dsize=3000, data=sample)
ring("pdir-tiny", off=8191, dsize=1, head=64)
ring("pdir-hugehead", head=1 << 62, data=sample * 10)
ring("pdir-bigrecord", off=8192 - 64, dsize=64, head=65535,
     data=struct.pack("<IHH", 9, 0, 65535))
ring("pdir-empty", data=b"")
ring("pdir-bigrecord2", head=65535, data=struct.pack("<IHH", 9, 0, 65535))

# text logs
rec = open(os.path.join(TESTS, "logs", "serial-6.1.log"), "rb").read()
w("log-17digits.log", open(os.path.join(TESTS, "logs", "bad-17digits.log"), "rb").read())
w("log-longline.log", b"CPU 0: Machine Check: 0 Bank 1: " + b"a" * (4 << 20) + b"\n")
w("log-longnoise.log", b"x" * (8 << 20) + b"\n" + rec)
w("log-nul.log", b"noise \0\0\0 noise\n" + rec + b"\0\0\0\n")
w("log-nul-in-record.log", rec.replace(b"Bank", b"Ba\0nk", 1))
w("log-none.log", b"Dec  3 12:00:00 host kernel: nothing to see\n" * 10)
w("decode-nul.txt", b"status=0x9c00410000010016\0 bank=300\n")
w("decode-long.txt", b"status=0x9c00410000010016 " + b" " * 5000 + b"bank=1\n")

# daemon configs
w("conf-unknown.conf", b"# ras\nfrobnicate = 1\n")
w("conf-noeq.conf", b"log /var/log/ras.log\n")
w("conf-range.conf", b"syslog-rate = 0\n")
w("conf-bool.conf", b"page-offline = maybe\n")
w("conf-pages.conf", b"pages = 3\n")
w("conf-nul.conf", b"syslog-rate = 5\0\nfrobnicate = 1\n")
w("conf-fsync.conf", b"fsync = sometimes\n")
w("conf-longline.conf", b"log = /" + b"a" * 100000 + b"\n")
w("conf-pidfile.conf", b"pidfile = " + D.encode() + b"/rasd.pid\nstate = none\nlog = none\n")

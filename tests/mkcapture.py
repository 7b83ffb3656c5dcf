#!/usr/bin/env python3
"""Build test inputs for ras without a kernel: raw mce_record entries laid out
by a tracepoint format file, ras capture files, and files shaped like the
persistent perf buffers of kernel.patch.

This is a second, independent reading of the format file and of the capture
layout (ras.h): the tests check that ras.c and this script agree.

  mkcapture.py capture FORMAT OUT [RECORDS.jsonl|-] [--count N] [--cpu-model V:F:M]
  mkcapture.py ring FORMAT DIR CPU RECORDS.jsonl [--pages N] [--delay S] [--start N]
  mkcapture.py raw FORMAT RECORDS.jsonl         (hex of each raw entry, one per line)

A record is a JSON object of mce_record field names to numbers or "0x..."
strings; "lost": N makes a lost-records chunk instead; "_cpu" and "_time"
set the buffer CPU and timestamp of the chunk.
"""
import json
import mmap
import os
import random
import re
import struct
import sys
import time

FIELD_RE = re.compile(r'^\s*field(?: special)?:(.*?);\s*offset:(\d+);\s*size:(\d+);')
MAGIC = b"RASCAPT\n"
CAP_SAMPLE, CAP_LOST, CAP_END = 1, 2, 3
PERF_RECORD_LOST, PERF_RECORD_SAMPLE = 2, 9


def parse_format(text):
    fields, ident = {}, None
    for line in text.splitlines():
        if line.startswith("ID:"):
            ident = int(line[3:])
        m = FIELD_RE.match(line)
        if not m:
            continue
        decl, off, size = m.group(1).split(), int(m.group(2)), int(m.group(3))
        fields[decl[-1].split("[")[0]] = (off, size)
    end = max(o + s for o, s in fields.values())
    return fields, ident, end


def value(v):
    return int(v, 0) if isinstance(v, str) else int(v)


def make_raw(fmt, rec):
    fields, ident, end = fmt
    buf = bytearray((end + 7) & ~7)     # the kernel's entry struct is 8-aligned
    if "common_type" in fields and ident is not None:
        struct.pack_into("<H", buf, fields["common_type"][0], ident)
    for name, v in rec.items():
        if name.startswith("_") or name == "lost":
            continue
        if name not in fields:
            raise SystemExit("field %s is not in this format" % name)
        off, size = fields[name]
        buf[off:off + size] = (value(v) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    return bytes(buf)


def read_records(path):
    f = sys.stdin if path == "-" else open(path)
    return [json.loads(l) for l in f if l.strip() and not l.startswith("#")]


def random_records(n, seed):
    rnd = random.Random(seed)
    statuses = [0x9c00410000010016, 0x9c20004000010135, 0xbd000000000000c0,
                0xa000000000000000, 0xdc2040000000011b, 0x9c000000000c0150]
    for i in range(n):
        yield {"cpu": rnd.randrange(64), "bank": rnd.randrange(32),
               "status": rnd.choice(statuses), "addr": rnd.randrange(1 << 40) & ~0xfff,
               "misc": rnd.randrange(256), "mcgcap": 0x100010a, "walltime": 1796284616 + i,
               "cpuid": 0x50654, "cpuvendor": 0, "socketid": rnd.randrange(2),
               "apicid": rnd.randrange(128), "_time": 1000000 * i, "_cpu": rnd.randrange(64)}


def chunk(ctype, payload, t=0, cpu=-1):
    pad = (-len(payload)) % 8
    return struct.pack("<IIQiI", ctype, len(payload), t, cpu, 0) + payload + b"\0" * pad


def options(args, opts):
    pos, it = [], iter(args)
    for a in it:
        if a in opts:
            opts[a] = next(it)
        else:
            pos.append(a)
    return pos


def cmd_capture(args):
    opts = {"--count": None, "--cpu-model": None}
    args = options(args, opts)
    count = int(opts["--count"]) if opts["--count"] else None
    model = opts["--cpu-model"].split(":") if opts["--cpu-model"] else None
    fmtpath, out = args[0], args[1]
    text = open(fmtpath, "rb").read()
    fmt = parse_format(text.decode())
    recs = random_records(count, 1) if count is not None else read_records(args[2])
    hdr = "ras-version: test\nhost: mkcapture\nkernel: test\nsource: mkcapture.py\n"
    if model:
        v = {"intel": 0, "amd": 2, "hygon": 9}[model[0]]
        hdr += "cpu-vendor: %d\ncpu-family: %d\ncpu-model: %d\ncpu-stepping: 0\n" % (
            v, int(model[1], 0), int(model[2], 0))
    with open(out, "wb") as f:
        f.write(MAGIC + struct.pack("<II", 1, len(hdr)) + hdr.encode())
        f.write(struct.pack("<I", len(text)) + text)
        n = 0
        for r in recs:
            if "lost" in r:
                f.write(chunk(CAP_LOST, struct.pack("<Q", r["lost"]), 0, r.get("_cpu", -1)))
            else:
                f.write(chunk(CAP_SAMPLE, make_raw(fmt, r), r.get("_time", 0), r.get("_cpu", 0)))
            n += 1
        f.write(chunk(CAP_END, struct.pack("<Q", n)))


def perf_sample(raw, t, cpu):
    # PERF_SAMPLE_TIME | CPU | RAW; perf pads the raw part so the sample ends on 8
    rawsize = ((len(raw) + 4 + 7) & ~7) - 4
    body = struct.pack("<QII", t, cpu, 0) + struct.pack("<I", rawsize) + raw + b"\0" * (rawsize - len(raw))
    return struct.pack("<IHH", PERF_RECORD_SAMPLE, 0, 8 + len(body)) + body


def cmd_ring(args):
    """Write samples into DIR/mce_recordCPU as the kernel would: a perf header
    page (data_offset, data_size, data_head) and data pages, overwriting the
    oldest when it wraps.  With --delay, one record at a time, data first and
    data_head last, as a concurrent writer for the persistent source."""
    opts = {"--pages": "4", "--delay": "0", "--start": "0"}
    pos = options(args, opts)
    fmtpath, d, cpu, recpath = pos
    fmt = parse_format(open(fmtpath).read())
    page, pages = 4096, int(opts["--pages"])
    size = page * (1 + pages)
    path = os.path.join(d, "mce_record%d" % int(cpu))
    if not os.path.exists(path):
        with open(path, "wb") as f:
            f.write(b"\0" * size)
    with open(path, "r+b") as f:
        m = mmap.mmap(f.fileno(), size)
        # data_head in one 8-byte store, as the kernel's: struct.pack_into zero-fills
        # the field before writing its bytes, and a concurrent reader may read that 0
        head_u64 = memoryview(m).cast("Q")
        # struct perf_event_mmap_page: data_head at 1024, data_tail 1032, data_offset 1040, data_size 1048
        struct.pack_into("<QQ", m, 1040, page, page * pages)
        head = struct.unpack_from("<Q", m, 1024)[0]
        dsize = page * pages
        for i, r in enumerate(read_records(recpath)):
            if i < int(opts["--start"]):
                continue
            s = perf_sample(make_raw(fmt, r), r.get("_time", i), r.get("_cpu", int(cpu)))
            for j, b in enumerate(s):
                m[page + (head + j) % dsize] = b
            head += len(s)
            head_u64[1024 // 8] = head
            if float(opts["--delay"]):
                m.flush()
                time.sleep(float(opts["--delay"]))
        head_u64.release()
        m.flush()
        m.close()


def cmd_raw(args):
    fmt = parse_format(open(args[0]).read())
    for r in read_records(args[1]):
        print(make_raw(fmt, r).hex())


if __name__ == "__main__":
    cmds = {"capture": cmd_capture, "ring": cmd_ring, "raw": cmd_raw}
    if len(sys.argv) < 2 or sys.argv[1] not in cmds:
        sys.exit(__doc__)
    cmds[sys.argv[1]](sys.argv[2:])

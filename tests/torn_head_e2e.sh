#!/bin/bash
# tests/torn_head_e2e.sh RAS OUTDIR GLITCH_AT: a reproducer, not in the suite.  The
# lapped-ring test's writer (one page, 5000 records/s, 15000 records) and daemon; at record
# GLITCH_AT (-1: never) the writer publishes data_head = 0 for 50 ms before the true head:
# the value a reader catches while struct.pack_into zero-fills the field (tests/headwatch.c
# saw it 17 to 635 times in 3 s), stretched so that the daemon's 10 ms poll sees it.
RAS=${1:?usage: torn_head_e2e.sh RAS OUTDIR GLITCH_AT} d=${2:?} G=${3:?} n=15000 rate=5000
ROOT=$(cd "$(dirname "$0")/.." && pwd) FMT=$ROOT/tests/formats
rm -rf "$d"; mkdir -p "$d/p"
cat > "$d/writer.py" <<'PY'
import os, struct, sys, time, mmap
sys.path.insert(0, sys.argv[1])
import mkcapture as mk
fmtpath, d, n, rate, go, glitch = sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5]), sys.argv[6], int(sys.argv[7])
fmt = mk.parse_format(open(fmtpath).read())
page, pages = 4096, 1
size, dsize = page * (1 + pages), page * pages
path = os.path.join(d, "mce_record0")
with open(path, "wb") as f:
    f.write(b"\0" * size)
f = open(path, "r+b")
m = mmap.mmap(f.fileno(), size)
q = memoryview(m).cast("Q")
struct.pack_into("<QQ", m, 1040, page, dsize)
rec = {"status": 0x9c00000000010090, "bank": 7, "cpu": 0, "addr": 0, "mcgcap": 0x1000c16,
       "cpuid": 0x50654, "walltime": 1796284616}
tmpl = mk.perf_sample(mk.make_raw(fmt, rec), 0, 0)
aoff = 8 + 8 + 8 + 4 + fmt[0]["addr"][0]
print("ready", flush=True)
while not os.path.exists(go):
    time.sleep(0.005)
head, i, t0 = 0, 0, time.monotonic()
while i < n:
    due = min(n, int((time.monotonic() - t0) * rate) + 1)
    while i < due:
        s = bytearray(tmpl)
        struct.pack_into("<Q", s, 8, i)
        struct.pack_into("<Q", s, aoff, i)
        off = head % dsize
        first = min(len(s), dsize - off)
        m[page + off:page + off + first] = bytes(s[:first])
        if first < len(s):
            m[page:page + len(s) - first] = bytes(s[first:])
        head += len(s)
        if i == glitch:
            time.sleep(0.05)        # let the reader catch up to the old head
            q[128] = 0              # what pack_into shows for an instant
            time.sleep(0.05)
        q[128] = head               # one 8-byte store
        i += 1
    time.sleep(0.0005)
print("fed %d records in %.3f s" % (n, time.monotonic() - t0), flush=True)
PY
python3 "$d/writer.py" "$ROOT/tests" "$FMT/linux-6.1" "$d/p" $n $rate "$d/go" $G > "$d/feed.out" 2>&1 &
feed=$!
for k in $(seq 100); do grep -q ready "$d/feed.out" && break; sleep 0.05; done
timeout 30 "$RAS" daemon -f --config none -S persistent -P "$d/p" -F "$FMT/linux-6.1" -I 10 \
	--pstore-dir none --log "$d/log" --state "$d/state" --pidfile "$d/pid" --metrics "$d/metrics" \
	--storm-threshold 0 2>"$d/err" &
daemon=$!
for k in $(seq 100); do test -s "$d/pid" && break; sleep 0.05; done
touch "$d/go"; wait $feed; sleep 1.5
kill -TERM $daemon; wait $daemon
logged=$(grep -c ' CPU [0-9]* bank ' "$d/log")
lost=$(grep -o ' ras: lost [0-9]* records on CPU ' "$d/log" | awk '{ s += $3 } END { printf "%.0f\n", s }')
dup=$(grep -o ' addr 0x[0-9a-f]*' "$d/log" | sort | uniq -d | wc -l)
echo "$(tail -1 "$d/feed.out"); logged $logged + lost $lost = $((logged + lost)) (want $n), $dup twice"
grep -E 'lost [0-9]{12,}|no record boundary' "$d/log" | cut -c1-200
# Measured 2026-12-04, GLITCH_AT 11526: ras of 238eb50^ logs "CPU 0: buffer overwritten and
# no record boundary found", then "lost 128102389400752562 records on CPU 0" (floor(2^64/144)
# - 8213: the reader's record number minus the records lapped in that note's second), and
# logged + lost != 15000; ras of 238eb50: logged + lost = 15000.

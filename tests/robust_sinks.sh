# robust_sinks.sh: the daemon's sinks under trouble: a stalled
# syslog reader, a remote collector that is down, slow or restarted, a FIFO
# where the metrics temp file goes, a full disk under the seccomp filter, a
# log directory that is gone at SIGHUP.  Sourced by tests.sh (uses
# tests/lib.sh's helpers and $RAS $OUT $FMT $ROOT); defines functions only.
#
# Every wait is bounded: a daemon that hangs fails a check and is killed.

# rs_start DIR [OPTIONS...]: lib.sh's daemon_start with pstore off and the thresholds
# at their defaults (only storm folding off); true once its pidfile is written and it runs
rs_start() { DAEMON_QUIET="--pstore-dir none --storm-threshold 0" daemon_start "$@"; }

# rs_stop DIR: SIGTERM; the daemon must exit 0 within 2 s (else it is killed)
rs_stop() { daemon_stop "$1" 2; }

rs_free_port() {
	python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# rs_collector PORTFILE OUTFILE [--port N]: tests/syslogd.py tcp in the background
# (COLL = its pid); true once it listens
rs_collector() {
	rm -f "$1"
	python3 "$ROOT/tests/syslogd.py" tcp "$@" &
	COLL=$!
	wait_until 5 test -s "$1"
}

# rs_metric FILE SINK: the value of ras_sink_dropped_total{sink="SINK"}, 0 if absent
rs_metric() {
	sed -n "s/^ras_sink_dropped_total{sink=\"$2\"} \([0-9][0-9]*\)\$/\1/p" "$1" 2>/dev/null | tail -1 | grep . || echo 0
}

# rs_whole_lines FILE: every line is a whole record line or a whole "ras:" note
rs_whole_lines() {
	python3 - "$1" <<'EOF'
import re, sys
ts = rb"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z"
rec = re.compile(rb"^" + ts + rb" CPU [0-9]+ bank 7 corrected [^|]*\| status 0x9c00000000010090 "
                 rb"addr 0x[0-9a-f]+ misc 0x(?:0|86) mcgstatus 0x0 socket 0(?: processor [0-9]+:0x[0-9a-f]+)?$")
note = re.compile(rb"^" + ts + rb" ras: [^\x00-\x1f]*$")
data = open(sys.argv[1], "rb").read()
bad = []
if data and not data.endswith(b"\n"):
    bad.append(b"(no newline at the end) " + data[-80:])
for l in data.split(b"\n")[:-1]:
    if len(re.findall(ts, l)) != 1 or not (rec.match(l) or note.match(l)):
        bad.append(l)
for l in bad[:3]:
    print("   torn: %r" % l[:200], file=sys.stderr)
sys.exit(1 if bad else 0)
EOF
}

# rs_ringput DIR FIRST COUNT: append records addr FIRST..FIRST+COUNT-1 to DIR/mce_record0,
# a 2048-page perf-layout ring (created if missing), as a non-overwrite perf
# buffer does (waits for the reader's data_tail).  ringfeed writes all its
# records in one go; this feeds a running daemon batch by batch.
rs_ringput() {
	python3 - "$ROOT/tests" "$FMT/linux-6.1" "$@" <<'EOF'
import mmap, os, struct, sys, time
sys.path.insert(0, sys.argv[1])
import mkcapture as mk
fmt = mk.parse_format(open(sys.argv[2]).read())
d, first, count = sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
page, pages = 4096, 2048
dsize = page * pages
path = os.path.join(d, "mce_record0")
if not os.path.exists(path):
    with open(path, "wb") as f:
        f.truncate(page + dsize)
f = open(path, "r+b")
m = mmap.mmap(f.fileno(), page + dsize)
# data_head in one 8-byte store (struct.pack_into zero-fills before writing the bytes)
head_u64 = memoryview(m).cast("Q")
struct.pack_into("<QQ", m, 1040, page, dsize)
head = struct.unpack_from("<Q", m, 1024)[0]
deadline = time.time() + 20
i = first
while i < first + count:
    n = min(1000, first + count - i)
    chunk = b"".join(mk.perf_sample(mk.make_raw(fmt, {
        "status": 0x9c00000000010090, "addr": j, "cpu": 0, "bank": 7, "mcgcap": 0x1000c16,
        "walltime": 1796284616 + j // 1000, "cpuid": 0x50654}), j, 0) for j in range(i, i + n))
    while head + len(chunk) - struct.unpack_from("<Q", m, 1032)[0] > dsize:
        if time.time() > deadline:
            sys.exit("ringput: the reader does not move")
        time.sleep(0.002)
    off = head % dsize
    a = min(len(chunk), dsize - off)
    m[page + off:page + off + a] = chunk[:a]
    m[page:page + len(chunk) - a] = chunk[a:]
    head += len(chunk)
    head_u64[1024 // 8] = head
    i += n
m.flush()
EOF
}

# 1. a stalled local syslog reader (journald that stopped reading): the daemon
# drops and counts, the text log gets everything, SIGTERM still works
robust_syslog_stall() {
	local d=$OUT/rs-stall n=3000 stall rc
	daemon_feed "$d" 1 16 $n || { fail "robust stall: ringfeed start"; kill_wait "$FEED"; return; }
	python3 -c 'import socket, sys, time
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
s.bind(sys.argv[1])
open(sys.argv[2], "w").write("bound, never read\n")
time.sleep(120)' "$d/sock" "$d/stall.ready" &
	stall=$!
	wait_until 5 test -s "$d/stall.ready" || { fail "robust stall: socket helper"; kill_wait "$FEED" "$stall"; return; }
	rs_start "$d" --syslog-socket "$d/sock" --syslog-rate 100000 ||
		{ fail "robust stall: daemon start" "$(tail -3 "$d/err")"; kill_wait "$FEED" "$stall"; return; }
	wait_records 8 "$d/log" $n
	check "robust: syslog reader stalled: all $n records still reach the text log ($(count_records "$d/log"))" \
		test "$(count_records "$d/log")" = $n
	rs_stop "$d"; rc=$?
	check "robust: syslog reader stalled: SIGTERM stops the daemon within 2 s, exit 0 (rc $rc)" test "$rc" = 0
	check "robust: syslog reader stalled: 'syslog PATH: N messages dropped' note" \
		grep -Eq "^[0-9TZ:-]+ ras: syslog $d/sock: [0-9]+ messages dropped" "$d/log"
	check "robust: syslog reader stalled: ras_sink_dropped_total{sink=\"syslog\"} > 0 ($(rs_metric "$d/metrics" syslog))" \
		test "$(rs_metric "$d/metrics" syslog)" -gt 0
	kill_wait "$FEED" "$stall"
}

# 2. the remote collector is down when the daemon starts: it runs, retries,
# connects when the collector comes up
robust_tcp_down_at_start() {
	local d=$OUT/rs-tcpdown port url up=0 rc
	port=$(rs_free_port); url=tcp://127.0.0.1:$port
	COLL=
	daemon_feed "$d" 1 16 600 100 || { fail "robust tcp down: ringfeed start"; kill_wait "$FEED"; return; }
	rs_start "$d" --syslog-remote "$url" --syslog-rate 100000 && up=1
	wait_until 3 grep -q "ras: syslog-remote $url: connect: .*; retrying" "$d/log"
	sleep 1.5	# at least one retry fails
	daemon_alive "$DAEMON" || up=0
	check "robust: tcp collector down at start: the daemon starts and keeps running" test "$up" = 1
	[ "$up" = 1 ] || { echo "   $(tail -2 "$d/err")" >&2; kill_wait "$DAEMON" "$FEED"; return; }
	rs_collector "$d/port" "$d/msgs" --port "$port" || { fail "robust tcp down: collector on port $port"; kill_wait "$DAEMON" "$FEED" "$COLL"; return; }
	wait_until 10 grep -q "ras: syslog-remote $url: connected" "$d/log"
	daemon_reap "$FEED" 10
	wait_until 10 grep -q ' CPU 0 bank 7 .* addr 0x257 ' "$d/msgs"
	rs_stop "$d"; rc=$?
	kill_wait "$COLL"
	check "robust: tcp collector down at start: one 'connect: ...; retrying' note for the outage, then 'connected'" sh -c \
		"[ \$(grep -c 'ras: syslog-remote $url: connect: .*; retrying' '$d/log') = 1 ] && grep -q 'ras: syslog-remote $url: connected' '$d/log'"
	check "robust: tcp collector down at start: records fed after it came up arrive as valid frames" sh -c \
		"for a in \$(seq 500 599); do grep -q \" addr \$(printf 0x%x \$a) \" '$d/msgs' || exit 1; done
		! grep -q 'BAD FRAME' '$d/msgs' &&
		! grep ' bank 7 ' '$d/msgs' | grep -Evq '^<28>1 [0-9T:.Z+-]+ [^ ]+ ras [0-9]+ mce \\[ras@32473 [^]]*\\] CPU 0 bank 7 corrected .* socket 0( processor [0-9]+:0x[0-9a-f]+)?\$'"
	check "robust: tcp collector down at start: SIGTERM exits 0 (rc $rc)" test "$rc" = 0
}

# 3. a storm through TCP to a live collector that stalls: whole frames only, and
# received + dropped == sent
robust_tcp_bulk() {
	local d=$OUT/rs-tcpbulk n=60000 url prev= cur i rc rrec rnote nl drop bad
	COLL=
	daemon_feed "$d" 2 16 $n || { fail "robust tcp bulk: ringfeed start"; kill_wait "$FEED"; return; }
	rs_collector "$d/port" "$d/msgs" || { fail "robust tcp bulk: collector"; kill_wait "$FEED" "$COLL"; return; }
	url=tcp://127.0.0.1:$(cat "$d/port")
	# alive but not reading during the storm (its kernel accepts the
	# connection): the socket buffers fill, frames must queue or be dropped
	kill -STOP "$COLL"
	rs_start "$d" --syslog-remote "$url" --syslog-rate 100000 ||
		{ fail "robust tcp bulk: daemon start" "$(tail -3 "$d/err")"; kill_wait "$FEED" "$COLL"; return; }
	daemon_reap "$FEED" 15
	wait_records 10 "$d/log" $n
	kill -CONT "$COLL"
	# quiet: nothing more arrives, the metrics file has caught up
	for i in 1 2 3 4 5 6; do
		sleep 1.2
		cur="$(wc -l < "$d/msgs") $(rs_metric "$d/metrics" remote) $(grep -c '^[0-9TZ:-]* ras: ' "$d/log")"
		[ "$cur" = "$prev" ] && break
		prev=$cur
	done
	rrec=$(grep -c ' mce \[ras@32473 [^]]*\] CPU [0-9]* bank ' "$d/msgs")
	rnote=$(grep -E '^<[0-9]+>1 ' "$d/msgs" | grep -vc ' mce \[ras@32473 [^]]*\] CPU [0-9]* bank ')
	nl=$(grep -c '^[0-9TZ:-]* ras: ' "$d/log")
	drop=$(rs_metric "$d/metrics" remote)
	bad=$(grep -c 'BAD FRAME' "$d/msgs")
	rs_stop "$d"; rc=$?
	kill_wait "$COLL"
	check "robust: tcp storm of $n: every frame whole ($bad BAD FRAME)" test "$bad" = 0
	# notes go to the collector too and may be dropped: dropped counts the
	# records and the notes missing at the collector (at most nl - rnote)
	check "robust: tcp storm of $n: received $rrec + dropped $drop == $n (+ up to $((nl - rnote)) notes not received)" \
		test "$((rrec + drop))" -ge "$n" -a "$((rrec + drop))" -le "$((n + nl - rnote))" -a "$rrec" -le "$n"
	check "robust: tcp storm: text log has all $n, SIGTERM exits 0 (rc $rc)" test "$(count_records "$d/log")" = $n -a "$rc" = 0
}

# 4. the collector is restarted mid-stream: frames after the restart arrive
robust_tcp_restart() {
	local d=$OUT/rs-tcprst port url mark rc a
	COLL=
	daemon_feed "$d" 1 16 600 100 || { fail "robust tcp restart: ringfeed start"; kill_wait "$FEED"; return; }
	rs_collector "$d/port" "$d/msgs1" || { fail "robust tcp restart: collector"; kill_wait "$FEED" "$COLL"; return; }
	port=$(cat "$d/port"); url=tcp://127.0.0.1:$port
	rs_start "$d" --syslog-remote "$url" --syslog-rate 100000 ||
		{ fail "robust tcp restart: daemon start" "$(tail -3 "$d/err")"; kill_wait "$FEED" "$COLL"; return; }
	wait_until 10 sh -c "[ \$(grep -c ' CPU [0-9]* bank ' '$d/log') -ge 150 ] && grep -q ' bank 7 ' '$d/msgs1'"
	kill_wait "$COLL"
	mark=$(wc -l < "$d/log")
	sleep 0.5
	rs_collector "$d/port" "$d/msgs2" --port "$port" ||
		{ fail "robust tcp restart: collector again on port $port"; kill_wait "$DAEMON" "$FEED" "$COLL"; return; }
	daemon_reap "$FEED" 12
	wait_until 10 grep -q ' addr 0x257 ' "$d/msgs2"
	rs_stop "$d"; rc=$?
	kill_wait "$COLL"
	a=$(grep -c ' mce \[ras@32473 [^]]*\] CPU 0 bank 7 ' "$d/msgs2")
	check "robust: tcp collector restarted: frames after the restart arrive ($a records, the last one among them)" \
		grep -q ' addr 0x257 ' "$d/msgs2"
	check "robust: tcp collector restarted: no BAD FRAME before or after" sh -c "! cat '$d/msgs1' '$d/msgs2' | grep -q 'BAD FRAME'"
	check "robust: tcp collector restarted: 'connected' note after the outage" sh -c \
		"tail -n +$((mark + 1)) '$d/log' | grep -q 'ras: syslog-remote $url: connected'"
	check "robust: tcp collector restarted: SIGTERM exits 0 (rc $rc)" test "$rc" = 0
}

# 5. a FIFO at METRICS.tmp (a local user's trap, or a leftover): no effect
robust_metrics_fifo() {
	local d=$OUT/rs-fifo rc left
	daemon_feed "$d" 1 16 300 || { fail "robust fifo: ringfeed start"; kill_wait "$FEED"; return; }
	mkfifo "$d/metrics.tmp"
	rs_start "$d"
	wait_until 8 grep -qs 'ras_mce_errors_total{cpu="0",bank="7",bank_name="[^"]*",severity="corrected"} 300$' "$d/metrics"
	check "robust: FIFO at METRICS.tmp: the metrics file is written (300 records)" \
		grep -qs 'ras_mce_errors_total{cpu="0",bank="7",bank_name="[^"]*",severity="corrected"} 300$' "$d/metrics"
	rs_stop "$d"; rc=$?
	check "robust: FIFO at METRICS.tmp: SIGTERM stops the daemon within 2 s, exit 0 (rc $rc)" test "$rc" = 0
	left=$(cd "$d" && ls -d metrics.* st/state.* 2>/dev/null | grep -vx metrics.tmp | tr '\n' ' ')
	check "robust: FIFO at METRICS.tmp: no temp file left behind (${left:-none}), the FIFO untouched" \
		sh -c "[ -z '$left' ] && test -p '$d/metrics.tmp'"
	kill_wait "$FEED"
}

# 6. disk full twice under the seccomp filter: no torn line, 'writing again',
# and a later burst is written whole
robust_disk_full_filter() {
	local d=$OUT/rs-df fs=$OUT/rs-df-fs rc sec held lost
	if ! { mkdir -p "$fs" && mount -t tmpfs -o size=64k tmpfs "$fs"; } 2>/dev/null; then
		skip "robust disk full" "cannot mount a tmpfs (not root?)"; return
	fi
	rm -rf "$d"; mkdir -p "$d/st"
	rs_ringput "$d" 0 0
	rs_start "$d" --log "$fs/log" ||
		{ fail "robust disk full: daemon start" "$(tail -3 "$d/err")"; umount "$fs"; return; }
	sec=$(grep '^Seccomp:' "/proc/$DAEMON/status" | tr -d '[:space:]')
	check "robust: disk full: the daemon runs under its seccomp filter ($sec)" test "$sec" = Seccomp:2
	# episode 1: a 64 KiB file system
	rs_ringput "$d" 0 2000
	wait_until 10 grep -q '^count 0 7 corrected 2000 ' "$d/st/state"
	mount -o remount,size=16m "$fs"
	wait_until 5 grep -q "ras: $fs/log: writing again" "$fs/log"
	# episode 2: the file system filled up by someone else, then freed
	dd if=/dev/zero of="$fs/fill" bs=64k 2>/dev/null
	rs_ringput "$d" 2000 2000
	wait_until 10 grep -q '^count 0 7 corrected 4000 ' "$d/st/state"
	sleep 0.3
	held=$(count_records "$fs/log")
	[ "$held" -lt 4000 ] || echo "   note: second episode did not fill the disk ($held records written)" >&2
	rm -f "$fs/fill"
	wait_until 5 sh -c "[ \$(grep -c 'ras: $fs/log: writing again' '$fs/log') -ge 2 ]"
	# then a burst
	rs_ringput "$d" 4000 30000
	wait_records 15 "$fs/log" 34000 -ge
	rs_stop "$d"; rc=$?
	check "robust: disk full under the filter: every line whole (no torn record or note)" rs_whole_lines "$fs/log"
	check "robust: disk full under the filter: 'writing again' after each of the two episodes ($(grep -c "ras: $fs/log: writing again" "$fs/log"))" \
		sh -c "[ \$(grep -c 'ras: $fs/log: writing again' '$fs/log') -ge 2 ]"
	lost=$(sed -n 's/.* ras: .*log: \([0-9]*\) records could not be held.*/\1/p' "$fs/log" | awk '{ s += $1 } END { print s + 0 }')
	check "robust: disk full under the filter: the 30000-record burst after recovery written whole, each once" sh -c \
		"grep -o ' addr 0x[0-9a-f]* ' '$fs/log' | python3 -c 'import sys
a = [int(l.split()[1], 16) for l in sys.stdin]
burst = [x for x in a if x >= 4000]
sys.exit(not (len(burst) == 30000 and set(burst) == set(range(4000, 34000))))'"
	check "robust: disk full under the filter: nothing logged twice, nothing missing without a count ($lost counted)" sh -c \
		"grep -o ' addr 0x[0-9a-f]* ' '$fs/log' | python3 -c 'import sys
a = [int(l.split()[1], 16) for l in sys.stdin]
sys.exit(not (len(a) == len(set(a)) and len(a) + $lost == 34000 and max(a) == 33999))'"
	check "robust: disk full under the filter: SIGTERM exits 0 (rc $rc)" test "$rc" = 0
	umount "$fs"
}

# 7. SIGHUP while the log's directory is gone: keep writing the old file, retry
robust_reopen_fail() {
	local d=$OUT/rs-reopen rc n
	daemon_feed "$d" 1 16 1500 250 || { fail "robust reopen: ringfeed start"; kill_wait "$FEED"; return; }
	mkdir -p "$d/logs"
	rs_start "$d" --log "$d/logs/log" ||
		{ fail "robust reopen: daemon start" "$(tail -3 "$d/err")"; kill_wait "$FEED"; return; }
	wait_records 10 "$d/logs/log" 200 -ge
	mv "$d/logs" "$d/logs.old"
	kill -HUP "$DAEMON"
	wait_until 5 grep -q "ras: $d/logs/log: reopen failed: .*; still writing to the old file, retrying every second" "$d/logs.old/log"
	check "robust: SIGHUP, log directory gone: 'reopen failed ...; still writing to the old file' note" \
		grep -q "ras: $d/logs/log: reopen failed: .*; still writing to the old file, retrying every second" "$d/logs.old/log"
	sleep 1.2	# records meanwhile, a retry or so fails
	mkdir "$d/logs"
	wait_until 5 sh -c "cat '$d/logs.old/log' '$d/logs/log' 2>/dev/null | grep -q 'ras: $d/logs/log: reopened after [0-9]* s; [1-9][0-9]* lines went to the old file meanwhile'"
	check "robust: SIGHUP, log directory back: 'reopened after S s; N lines went to the old file meanwhile' (N > 0)" sh -c \
		"cat '$d/logs.old/log' '$d/logs/log' 2>/dev/null | grep -q 'ras: $d/logs/log: reopened after [0-9]* s; [1-9][0-9]* lines went to the old file meanwhile'"
	daemon_reap "$FEED" 10
	wait_until 5 sh -c "[ \$(cat '$d/logs.old/log' '$d/logs/log' 2>/dev/null | grep -c ' CPU [0-9]* bank ') -ge 1500 ]"
	rs_stop "$d"; rc=$?
	cat "$d/logs.old/log" "$d/logs/log" > "$d/all" 2>/dev/null
	n=$(count_records "$d/logs/log")
	if [ "$n" -gt 0 ] && daemon_exactly_once "$d/all" 1500; then
		ok "robust: SIGHUP with the directory gone: every record in old + new exactly once ($(count_records "$d/logs.old/log") + $n)"
	else fail "robust: SIGHUP with the directory gone: every record in old + new exactly once" \
		"old $(count_records "$d/logs.old/log"), new $n, $(grep -o ' addr 0x[0-9a-f]*' "$d/all" | sort -u | wc -l) distinct of 1500"; fi
	check "robust: SIGHUP with the directory gone: 'stopping: 1500 records logged this run', exit 0 (rc $rc)" sh -c \
		"grep -q 'ras: stopping: 1500 records logged this run' '$d/all' && [ $rc = 0 ]"
}

group_robust_sinks() {
	[ -x "$RAS" ] || { fail "robust: $RAS not built"; return; }
	ringfeed_build || return
	robust_syslog_stall
	robust_tcp_down_at_start
	robust_tcp_bulk
	robust_tcp_restart
	robust_metrics_fifo
	robust_disk_full_filter
	robust_reopen_fail
	robust_dns_blackhole
}

# robust_dns_blackhole: a collector named by a host whose resolver never
# answers: the daemon starts at once and stops at once (the helper waits on
# DNS, never the daemon's loop).  In a mount namespace, /etc/resolv.conf
# pointing at a UDP socket on 127.0.0.9 that reads queries and never replies.
robust_dns_blackhole() {
	local d=$OUT/rs-dns
	command -v unshare >/dev/null || { skip "dns blackhole" "no unshare"; return; }
	rm -rf "$d"; mkdir -p "$d"
	cat > "$d/run.sh" <<-EOS
	set -u
	echo 'nameserver 127.0.0.9' > '$d/resolv.conf'
	mount --bind '$d/resolv.conf' /etc/resolv.conf || exit 3
	python3 -c 'import socket, sys
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.9", 53))
open(sys.argv[1], "w").write("ready\n")
while True: s.recvfrom(4096)' '$d/dns.ready' & dns=\$!
	for i in \$(seq 50); do [ -s '$d/dns.ready' ] && break; sleep 0.1; done
	t0=\$(date +%s%N)
	'$RAS' daemon -f --config none --ring-dir '$d' -F '$FMT/linux-6.1' -I 50 --pstore-dir none --log '$d/log' \
		--state none --pidfile '$d/pid' --syslog-remote tcp://collector.example.invalid:514 2>>'$d/err' & r=\$!
	for i in \$(seq 100); do [ -s '$d/pid' ] && break; sleep 0.02; done
	t1=\$(date +%s%N); sleep 1.5
	t2=\$(date +%s%N); kill -TERM \$r; wait \$r; rc=\$?; t3=\$(date +%s%N)
	echo "start_ms \$(( (t1 - t0) / 1000000 )) stop_ms \$(( (t3 - t2) / 1000000 )) rc \$rc"
	kill \$dns
	EOS
	mkdir -p "$d/st"
	"$OUT/ringfeed" "$FMT/linux-6.1" "$d" 1 16 0 > "$d/feed.out" 2>&1 &
	local feed=$! res
	wait_until 5 grep -q ready "$d/feed.out"
	res=$(timeout 30 unshare -m bash "$d/run.sh" 2>&1 | tail -1)
	kill "$feed" 2>/dev/null; wait "$feed" 2>/dev/null
	case $res in
	start_ms*) ;;
	*) skip "dns blackhole" "cannot set up a mount namespace ($res)"; return ;;
	esac
	set -- $res
	echo "   resolver never answers: pidfile after $2 ms, SIGTERM to exit $4 ms (rc $6)"
	check "robust: a resolver that never answers: the daemon starts within 1 s" test "$2" -lt 1000
	check "robust: a resolver that never answers: SIGTERM stops the daemon within 2 s, exit 0" sh -c "[ $4 -lt 2000 ] && [ $6 = 0 ]"
}

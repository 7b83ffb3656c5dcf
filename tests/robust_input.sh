# tests/robust_input.sh: sourced by tests.sh (uses tests/lib.sh's helpers: ok,
# fail, check, run, wait_until, count_records, ringfeed_build, daemon_feed,
# daemon_start, daemon_stop, $RAS, $OUT, $FMT, $REC, $MK, $ROOT).  Issue 19: input that lies, laps, floods or
# races must never make ras lose records without a count, believe a forged
# record, crash, or hand raw bytes to a terminal or a JSON reader; and the
# daemon keeps least privilege.  group_robust_input runs every robust_* case.
#
# Each case asserts only what ras does today or what notes/contract19.md
# says the fixed daemon does.

RB_TO=${RB_TO:-20}	# timeout of any one ras invocation, seconds

# rb_dir NAME: a fresh directory under $OUT/robust
rb_dir() {
	local d=$OUT/robust/$1
	rm -rf "$d"; mkdir -p "$d"
	echo "$d"
}

# rb_clean FILE...: no byte a terminal acts on: nothing below 0x20 but the
# newline, no 0x7f, valid UTF-8, no C1 control (U+0080..U+009F).  Says why not.
rb_clean() {
	python3 - "$@" <<-'EOF'
	import sys
	bad = 0
	for path in sys.argv[1:]:
	    data = open(path, "rb").read()
	    for i, b in enumerate(data):
	        if (b < 0x20 and b != 0x0a) or b == 0x7f:
	            print("   %s: raw byte 0x%02x at %d: %r" % (path, b, i, data[max(0, i - 30):i + 10]))
	            bad = 1
	            break
	    try:
	        text = data.decode("utf-8")
	    except UnicodeDecodeError as e:
	        print("   %s: invalid UTF-8 at %d: %r" % (path, e.start, data[max(0, e.start - 30):e.start + 10]))
	        bad = 1
	        continue
	    c1 = [c for c in text if 0x80 <= ord(c) <= 0x9f]
	    if c1:
	        print("   %s: C1 control U+%04X" % (path, ord(c1[0])))
	        bad = 1
	sys.exit(bad)
	EOF
}

# rb_json_lines FILE: every line is valid JSON (jq), no raw control byte
rb_json_lines() {
	local f=$1 n=0 line
	[ -s "$f" ] || { echo "   $f: empty"; return 1; }
	[ "$(tail -c1 "$f" | od -An -tx1 | tr -d ' ')" = 0a ] || { echo "   $f: last line not ended by a newline"; return 1; }
	rb_clean "$f" || return 1
	while IFS= read -r line || [ -n "$line" ]; do
		n=$((n + 1))
		printf '%s\n' "$line" | jq -e . >/dev/null 2>&1 ||
			{ echo "   $f:$n: not JSON: $(printf '%s' "$line" | head -c 200 | cat -v)"; return 1; }
	done < "$f"
}

# a daemon on an idle ring-dir (one buffer, nothing written): DIR (emptied), then options
rb_daemon_idle() {
	local d=$1; shift
	ringfeed_build || return 1
	daemon_feed "$d" 1 1 0 || return 1
	wait "$FEED"
	daemon_start "$d" "$@"
}

# wait for the daemon's start line (its sources are open, pstore read)
rb_started() { wait_until 5 grep -q 'daemon started' "$1/log"; }

# a kernel console crash log with one real MCE (tests/pstore) under DIR/NAME
rb_real_pstore() {
	cp tests/pstore/sys/dmesg-ramoops-0 "$1"
	touch -d '2026-12-01 10:00:00 UTC' "$1"
}

# 1. A read-only (persistent) ring lapped over and over by a fast writer:
# the reader makes progress, says so about once a second, counts exactly.
robust_lapped_ring() {
	local d p n=15000 rate=5000 logged lost notes dup met t0 secs
	d=$(rb_dir lapped); p=$d/p; mkdir -p "$p"
	cat > "$d/writer.py" <<-'EOF'
	# the kernel's overwrite-mode writer of kernel.patch, as mkcapture.py ring
	# writes it: data first, then data_head; one page; paced at RATE records/s
	import os, struct, sys, time
	sys.path.insert(0, sys.argv[1])
	import mkcapture as mk
	import mmap
	fmtpath, d, n, rate, go = sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5]), sys.argv[6]
	fmt = mk.parse_format(open(fmtpath).read())
	page, pages = 4096, 1
	size, dsize = page * (1 + pages), page * pages
	path = os.path.join(d, "mce_record0")
	with open(path, "wb") as f:
	    f.write(b"\0" * size)
	f = open(path, "r+b")
	m = mmap.mmap(f.fileno(), size)
	# data_head in one 8-byte store: struct.pack_into zero-fills the field before
	# writing its bytes, and a reader that catches the 0 sees the head go back
	head_u64 = memoryview(m).cast("Q")
	struct.pack_into("<QQ", m, 1040, page, dsize)
	rec = {"status": 0x9c00000000010090, "bank": 7, "cpu": 0, "addr": 0, "mcgcap": 0x1000c16,
	       "cpuid": 0x50654, "walltime": 1796284616}
	tmpl = mk.perf_sample(mk.make_raw(fmt, rec), 0, 0)
	aoff = 8 + 8 + 8 + 4 + fmt[0]["addr"][0]   # perf header, time, cpu+res, raw size, field
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
	        head_u64[1024 // 8] = head
	        i += 1
	    time.sleep(0.0005)
	print("fed %d records in %.3f s" % (n, time.monotonic() - t0), flush=True)
	EOF
	python3 "$d/writer.py" "$ROOT/tests" "$FMT/linux-6.1" "$p" $n $rate "$d/go" > "$d/feed.out" 2>&1 &
	local feed=$!
	wait_until 5 grep -q ready "$d/feed.out" || { fail "lapped ring: writer" "$(cat "$d/feed.out")"; kill $feed; return; }
	daemon_run "$d/pid" timeout $((RB_TO + 10)) "$RAS" daemon -f --config none -S persistent -P "$p" -F "$FMT/linux-6.1" -I 10 \
		--pstore-dir none --log "$d/log" --state "$d/state" --pidfile "$d/pid" --metrics "$d/metrics" \
		--storm-threshold 0 2>"$d/err" || { fail "lapped ring: daemon start" "$(head -3 "$d/err")"; kill $feed $DAEMON; wait; return; }
	t0=$(date +%s%N)
	touch "$d/go"
	wait $feed
	secs=$(( ($(date +%s%N) - t0 + 999999999) / 1000000000 ))
	# what is left in the ring when the writer stops is read within a poll interval
	wait_until 5 sh -c "[ \$((\$(grep -c ' CPU [0-9]* bank ' '$d/log') + \$(grep -o ' ras: lost [0-9]* records on CPU' '$d/log' | awk '{ s += \$3 } END { print s + 0 }'))) -ge $n ]"
	sleep 0.3
	kill -TERM $DAEMON; wait $DAEMON
	logged=$(count_records "$d/log")
	lost=$(grep -o ' ras: lost [0-9]* records on CPU' "$d/log" | awk '{ s += $3 } END { printf "%.0f\n", s }')
	notes=$(grep -cE ' ras: (lost [0-9]+ records on CPU|CPU [0-9]+: )' "$d/log")
	dup=$(grep -o ' addr 0x[0-9a-f]*' "$d/log" | sort | uniq -d | wc -l)
	met=$(sed -n 's/^ras_mce_lost_records_total \([0-9]*\)$/\1/p' "$d/metrics" 2>/dev/null)
	echo "   $(tail -1 "$d/feed.out"); logged $logged, lost $lost in $notes notes over ${secs} s, $dup logged twice, metric '$met'"
	check "lapped persistent ring: records are logged while it laps ($logged)" test "$logged" -gt 0
	check "lapped persistent ring: about one lost note per second per CPU ($notes notes in ${secs} s)" \
		test "$notes" -le $((secs + 3))
	check "lapped persistent ring: logged + lost == written, exactly ($logged + $lost = $n), none twice" \
		test $((logged + lost)) = $n -a "$dup" = 0
	check "lapped persistent ring: ras_mce_lost_records_total is the sum of the lost notes" test "$met" = "$lost"
}

# 2. The initramfs daemon's log can be big: all of it is imported, the count is true.
robust_early_log_big() {
	local d e n got
	d=$(rb_dir earlybig); e=$d/run; mkdir -p "$e"
	python3 - "$e/early.log" <<-'EOF'
	import sys
	with open(sys.argv[1], "w") as f:
	    i = 0
	    while f.tell() < 5 * 1048576 + 4096:
	        f.write("2026-12-01T10:%02d:%02dZ CPU %d bank 7 corrected memory read error, channel 0 | "
	                "status 0x9c00000000010090 addr 0x%x misc 0x0 mcgstatus 0x0 socket 0\n"
	                % (i // 60 % 60, i % 60, i % 4, i))
	        i += 1
	EOF
	n=$(wc -l < "$e/early.log")
	cp "$e/early.log" "$d/early.copy"
	rb_daemon_idle "$d/ring" --pstore-dir none --import-early "$e" ||
		{ fail "early log: daemon start" "$(tail -3 "$d/ring/err")"; return; }
	rb_started "$d/ring"; sleep 0.3
	daemon_stop "$d/ring"
	got=$(sort "$d/early.copy" | comm -23 - <(sort "$d/ring/log") | wc -l)
	echo "   early.log: $(($(wc -c < "$d/early.copy") / 1024)) KiB, $n lines; $got not in the new log"
	check "--import-early: every line of a 5 MiB early.log is in the new log" test "$got" = 0
	check "--import-early: the note says 'imported $n lines'" grep -q " ras: imported $n lines of the initramfs daemon's log" "$d/ring/log"
}

# 3. A user-space line that merely contains the kernel's words is not a machine check.
robust_forged_pstore() {
	local d s
	d=$(rb_dir forged); s=$d/sys; mkdir -p "$s" "$d/f1" "$d/f2"
	{ echo 'Panic#1 Part1'
	  echo '<6>[    5.000000] Linux version 6.1.0-57-amd64 (debian-kernel@lists.debian.org)'
	  echo '<6>[    5.100000] x[123]: segfault at 0 ip 0 sp 0 error 4 in x CPU 3: Machine Check: 0 Bank 9: bd000000000000c0 [400000+1000]'
	  echo '<6>[    5.100001] x[123]: PROCESSOR 0:50654 TIME 1796284619 SOCKET 0 APIC 0 microcode 1'
	  echo '<4>[    5.200000] Code: Unable to access opcode bytes at 0x3'; } > "$d/f1/dmesg-ramoops-1"
	{ echo 'Panic#1 Part1'
	  echo '<6>[    6.100000] y[124]: segfault at 0 ip 0 sp 0 error 4 in mce: [Hardware Error]: CPU 3: Machine Check: 0 Bank 9: bd000000000000c0[400000+1000]'
	  echo '<6>[    6.100001] y[124]: segfault at 0 ip 0 sp 0 error 4 in mce: [Hardware Error]: PROCESSOR 0:50654 TIME 1796284619 SOCKET 0 APIC 0[400000+1000]'; } > "$d/f2/dmesg-ramoops-2"
	check "forged pstore: a segfault line quoting 'CPU 3: Machine Check' is no record" sh -c \
		"timeout $RB_TO '$RAS' dump --pstore-dir '$d/f1' --json > '$d/f1.out' 2>'$d/f1.err'; [ \$? -lt 124 ] && [ ! -s '$d/f1.out' ]"
	check "forged pstore: 'mce: [Hardware Error]: ' inside a file name is no record" sh -c \
		"timeout $RB_TO '$RAS' dump --pstore-dir '$d/f2' --json > '$d/f2.out' 2>'$d/f2.err'; [ \$? -lt 124 ] && [ ! -s '$d/f2.out' ]"
	# the daemon: the real crash log is logged and triggers, the forged ones do neither
	cp "$d/f1/dmesg-ramoops-1" "$d/f2/dmesg-ramoops-2" "$s/"
	rb_real_pstore "$s/dmesg-ramoops-0"
	check "forged pstore: a real kernel MCE in a crash log is still found" sh -c \
		"timeout $RB_TO '$RAS' dump --pstore-dir '$s' --json > '$d/s.out' 2>'$d/s.err'
		[ \$(jq -s 'map(select(.cpu == 0 and .bank == 1 and .status == \"0xb200000000000150\")) | length' '$d/s.out') = 1 ]"
	printf '#!/bin/sh\necho "$RAS_CPU $RAS_BANK $RAS_STATUS" >> "%s/trig"\n' "$d" > "$d/trig.sh"; chmod +x "$d/trig.sh"
	rb_daemon_idle "$d/ring" --pstore-dir "$s" --trigger "$d/trig.sh" --trigger-severity corrected ||
		{ fail "forged pstore: daemon start" "$(tail -3 "$d/ring/err")"; return; }
	rb_started "$d/ring"
	wait_until 5 test -s "$d/trig"; sleep 0.5
	daemon_stop "$d/ring"
	check "forged pstore: the daemon logs the real crash log once (control)" sh -c \
		"[ \$(grep -c 'crash log $s/dmesg-ramoops-0.* machine check on CPU 0 bank 1' '$d/ring/log') = 1 ] && grep -q '^0 1 0xb200000000000150\$' '$d/trig'"
	check "forged pstore: the daemon logs no crash headline, no record for the forged lines" sh -c \
		"! grep -qE 'crash log $s/dmesg-ramoops-[12]|CPU 3 bank 9' '$d/ring/log'"
	check "forged pstore: no trigger for the forged lines" sh -c "! grep -qv '^0 1 ' '$d/trig'"
}

# 4. Triggers know where a record came from; text records never offline a page.
robust_trigger_env_source() {
	ringfeed_build || return
	local d s i
	d=$(rb_dir trigsrc); s=$d/sys; mkdir -p "$s"
	rb_real_pstore "$s/dmesg-ramoops-0"
	printf '#!/bin/sh\nenv | grep ^RAS_ | sort > "%s/trig.$RAS_BANK"\n' "$d" > "$d/trig.sh"; chmod +x "$d/trig.sh"
	daemon_feed "$d/ring" 1 1 1 || { fail "trigger source: ringfeed"; return; }
	daemon_start "$d/ring" --pstore-dir "$s" --trigger "$d/trig.sh" --trigger-severity corrected ||
		{ fail "trigger source: daemon start" "$(tail -3 "$d/ring/err")"; return; }
	wait "$FEED"
	wait_until 10 sh -c "test -s '$d/trig.1' && test -s '$d/trig.7'"
	daemon_stop "$d/ring"
	check "trigger: a pstore (text) record has RAS_SOURCE=text and RAS_ORIGIN naming the crash log" sh -c \
		"grep -q '^RAS_SOURCE=text\$' '$d/trig.1' && grep -q '^RAS_ORIGIN=.*dmesg-ramoops-0' '$d/trig.1'"
	check "trigger: a ring record has RAS_SOURCE=kernel" grep -q '^RAS_SOURCE=kernel$' "$d/trig.7"
	# page offlining: 12 corrected memory errors on page 0x7b7b000 in a crash log (text),
	# 30 on page 0x5a5a000 from the ring (kernel); threshold 10
	rm -rf "$s"; mkdir -p "$s"
	{ echo 'Panic#1 Part1'
	  for i in $(seq 10 21); do
		echo "<4>[   $i.000000] mce: [Hardware Error]: Machine check events logged"
		echo "<4>[   $i.000001] mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 7: 9c00000000010090"
		echo "<4>[   $i.000002] mce: [Hardware Error]: TSC 0 ADDR 7b7b$(printf %03x $i) MISC 0 "
		echo "<4>[   $i.000003] mce: [Hardware Error]: PROCESSOR 0:50654 TIME 17962846$i SOCKET 0 APIC 0 microcode 1"
	  done; } > "$s/dmesg-ramoops-1"
	daemon_feed "$d/po" 1 16 30 0 0 2 || { fail "page offline: ringfeed"; return; }
	: > "$d/offline"
	daemon_start "$d/po" --pstore-dir "$s" --page-offline --page-threshold 10 --page-offline-file "$d/offline" ||
		{ fail "page offline: daemon start" "$(tail -3 "$d/po/err")"; return; }
	wait "$FEED"
	wait_records 10 "$d/po/log" 42 -ge
	sleep 0.3
	daemon_stop "$d/po"
	check "page offline: the crash log's 12 records are logged (control)" sh -c "[ \$(grep -c 'CPU 0 bank 7 .*addr 0x7b7b' '$d/po/log') = 12 ]"
	check "page offline: acts on the ring's page (control)" sh -c \
		"grep -q 'page 0x5a5a000: soft offline written to $d/offline' '$d/po/log' && [ \"\$(cat '$d/offline')\" = 0x5a5a000 ]"
	check "page offline: never acts on records read from a crash log (text)" sh -c \
		"! grep -q '7b7b' '$d/offline' && ! grep -q 'page 0x7b7b000' '$d/po/log'"
}

# 5. A capture rewritten or truncated under a reader: an error naming the file, never a signal.
# dump writes into a pipe nobody reads for 0.6 s, so it is mid-file (blocked) when the
# file changes; top --once is raced with a few delays.
robust_capture_rewrite() {
	local d master cap rc how tool delay bad=0 sig=0 runs=0 why=""
	d=$(rb_dir rewrite); master=$OUT/robust-cap-200k.cap; cap=$d/c.cap
	[ -s "$master" ] || $MK capture "$FMT/linux-6.1" "$master" - --count 200000 ||
		{ fail "capture rewrite: mkcapture"; return; }
	cat > "$d/mangle.py" <<-'EOF'
	# mangle.py CAP HOW DELAY: prints "ready", waits DELAY s, then changes CAP in place.
	# HOW = half (truncate to half), tiny (to 100 KiB), len (the length of every chunk
	# in the second half 0xfffffff0), rand (random lengths from the middle on)
	import mmap, os, random, struct, sys, time
	path, how, delay = sys.argv[1], sys.argv[2], float(sys.argv[3])
	size = os.path.getsize(path)
	f = open(path, "r+b")
	m = mmap.mmap(f.fileno(), size)
	hlen = struct.unpack_from("<I", m, 12)[0]
	pos = 16 + hlen
	pos += 4 + struct.unpack_from("<I", m, pos)[0]
	offs = []
	while pos + 24 <= size:
	    clen = struct.unpack_from("<I", m, pos + 4)[0]
	    if pos > size // 2:
	        offs.append(pos + 4)
	    pos += 24 + ((clen + 7) & ~7)
	rnd = random.Random(19)
	print("ready", flush=True)
	time.sleep(delay)
	if how == "half":
	    os.truncate(path, size // 2)
	elif how == "tiny":
	    os.truncate(path, 100 << 10)
	else:
	    for o in offs:
	        struct.pack_into("<I", m, o, 0xfffffff0 if how == "len" else rnd.getrandbits(32))
	    m.flush()
	print("done", flush=True)
	EOF
	for how in half len tiny rand; do
		for tool in dump json top; do
			rm -f "$cap" "$d/mangle.out"; cp "$master" "$cap"
			if [ $tool = top ]; then delay=0.$((RANDOM % 3 + 1)); else delay=0.1; fi
			python3 "$d/mangle.py" "$cap" $how $delay > "$d/mangle.out" 2>&1 &
			wait_until 10 grep -q ready "$d/mangle.out"
			{ case $tool in	# (bash's "Bus error" job message goes to /dev/null too)
			dump) timeout $RB_TO "$RAS" dump --input "$cap" 2>"$d/err" > >(sleep 0.6; cat >/dev/null) ;;
			json) timeout $RB_TO "$RAS" dump --json --input "$cap" 2>"$d/err" > >(sleep 0.6; cat >/dev/null) ;;
			top) timeout $RB_TO "$RAS" top --once --no-state --input "$cap" >/dev/null 2>"$d/err" ;;
			esac; } 2>/dev/null
			rc=$?
			wait
			runs=$((runs + 1))
			if [ $rc -ge 124 ]; then
				sig=$((sig + 1)); why="$why; $tool/$how: exit $rc"
			elif [ $rc != 0 ] && { [ $rc != 1 ] || ! grep -qF "$cap" "$d/err"; }; then
				bad=$((bad + 1)); why="$why; $tool/$how: exit $rc: $(head -c 150 "$d/err")"
			fi
		done
	done
	check "capture changed while read: ras never dies of a signal or hangs ($sig of $runs runs did)" test $sig = 0
	check "capture changed while read: it finishes, or exits 1 naming the file ($bad of $runs runs did not)" test $bad = 0
	[ -z "$why" ] || echo "   ${why#; }" | cut -c1-1500
}

# 6. --import-early with a stale pidfile: the process it names is not ours to kill.
robust_stale_pidfile() {
	local d e sp alive
	d=$(rb_dir stalepid); e=$d/run; mkdir -p "$e"
	sleep 60 & sp=$!
	echo "$sp" > "$e/rasd.pid"
	rb_daemon_idle "$d/ring" --pstore-dir none --import-early "$e" ||
		{ fail "stale pidfile: daemon start" "$(tail -3 "$d/ring/err")"; kill $sp; return; }
	rb_started "$d/ring"; sleep 0.5
	daemon_stop "$d/ring"
	kill -0 $sp 2>/dev/null && alive=1 || alive=0
	check "--import-early: a stale rasd.pid naming a live 'sleep': it is not signalled" test $alive = 1
	check "--import-early: the note says the pidfile is stale" sh -c \
		"cat '$d/ring/log' '$d/ring/err' | grep -q 'rasd.pid: pid $sp does not hold its lock: stale, not signalled'"
	kill $sp 2>/dev/null; wait $sp 2>/dev/null
}

# 7. Bytes a terminal acts on, in a file name, a capture's format, a log line or an
# option, reach stderr and the daemon's text log as \xHH.
robust_escapes() {
	local d esc nasty cap f e
	d=$(rb_dir escapes)
	esc=$'\e]0;owned\a\e[2J'
	nasty="$esc-"$'\x9b-\xc2\x9b-\xff\x7f'
	# a capture whose format has a field of an unknown type named with escapes
	sed "s/^\(\tfield:u64 addr;\)/\tfield:$esc junk;\toffset:200;\tsize:3;\tsigned:0;\n\1/" "$FMT/linux-6.1" > "$d/format"
	grep -q owned "$d/format" || { fail "escapes: format file"; return; }
	: | $MK capture "$d/format" "$d/fmt.cap" - 2>/dev/null || cp "$d/format" "$d/fmt.cap"
	timeout $RB_TO "$RAS" dump --input "$d/fmt.cap" >/dev/null 2>"$d/e1"
	# a text log named with escapes, a bad number in it
	f="$d/kern-$nasty.log"
	printf '[    6.3] mce: [Hardware Error]: CPU 0: Machine Check: 0 Bank 9: %s\n' "$esc" > "$f"
	timeout $RB_TO "$RAS" dump --input "$f" >/dev/null 2>"$d/e2"
	# an option value
	timeout $RB_TO "$RAS" dump --cpu "$nasty" >/dev/null 2>"$d/e3"
	# the daemon: a crash log named with escapes is named in a note (stderr and the log)
	mkdir -p "$d/sys"
	rb_real_pstore "$d/sys/dmesg-$nasty"
	rb_daemon_idle "$d/ring" --pstore-dir "$d/sys" || { fail "escapes: daemon start" "$(tail -3 "$d/ring/err")"; return; }
	rb_started "$d/ring"; sleep 0.3
	daemon_stop "$d/ring"
	timeout $RB_TO "$RAS" daemon -f --config none --ring-dir "$d/ring" -F "$FMT/linux-6.1" --log none --state none \
		--pidfile none --pstore-dir none --trigger "x$nasty" >/dev/null 2>"$d/e4"
	for e in e1 e2 e3 e4; do
		[ -s "$d/$e" ] || echo "   (no message for case $e)"
	done
	check "escapes: the daemon names the crash log (control)" grep -q 'crash log .*dmesg-' "$d/ring/err"
	check "escapes: stderr of dump and daemon: no control byte, no C1, valid UTF-8" \
		rb_clean "$d/e1" "$d/e2" "$d/e3" "$d/e4" "$d/ring/err"
	check "escapes: the daemon's text log: no control byte, no C1, valid UTF-8" rb_clean "$d/ring/log"
	check "escapes: the bytes appear as \\xHH" sh -c \
		"grep -qF '\\x1b]0;owned\\x07\\x1b[2J-\\x9b-\\xc2\\x9b-\\xff\\x7f' '$d/ring/err' && grep -qF '\\x1b]0;owned\\x07' '$d/ring/log'"
}

# 8. JSON Lines stay JSON whatever the bytes of a file name, however long the path.
robust_json_bytes() {
	local d f n=0 bad="" long sys
	d=$(rb_dir jsonbytes); mkdir -p "$d/names"
	python3 - "$d" "$ROOT/tests/logs/serial-6.1.log" "$ROOT/tests/pstore/sys/dmesg-ramoops-0" <<-'EOF'
	import os, sys
	d, log, crash = sys.argv[1], open(sys.argv[2], "rb").read(), open(sys.argv[3], "rb").read()
	# crash logs in a directory 3,900 bytes deep (PATH_MAX is 4,096 with its NUL)
	sys_dir = os.path.join(d, "long")
	while len(sys_dir) < 3700:
	    sys_dir = os.path.join(sys_dir, "d" * 200)
	sys_dir = os.path.join(sys_dir, "s" * (3900 - len(sys_dir) - 1))
	os.makedirs(sys_dir)
	every = bytes(b for b in range(1, 256) if b != 0x2f)     # 254 bytes: two names
	for i, part in enumerate((every[:127], every[127:])):
	    open(os.path.join(d.encode(), b"names", b"log%d-" % i + part), "wb").write(log)
	    open(os.path.join(sys_dir.encode(), b"dmesg-%d-" % i + part), "wb").write(crash)
	# a file whose path is 4,090 bytes
	p = os.path.join(sys_dir, "dmesg-" + "k" * (4090 - len(sys_dir) - 7))
	open(p, "wb").write(crash)
	open(os.path.join(d, "longpath"), "w").write(p)
	open(os.path.join(d, "sysdir"), "w").write(sys_dir)
	EOF
	for f in "$d"/names/log*; do
		n=$((n + 1))
		timeout $RB_TO "$RAS" dump --input "$f" --json > "$d/out$n" 2>"$d/err$n"
		rb_json_lines "$d/out$n" && [ "$(wc -l < "$d/out$n")" = 2 ] || bad="$bad name$n"
	done
	[ $n = 2 ] || bad="$bad (found $n files)"
	check "JSON: file names with every byte 0x01..0xff: every line valid JSON, no raw control byte" test -z "$bad"
	check "JSON: bytes that are not UTF-8 appear as the text \\xHH" sh -c "jq -r .origin '$d/out2' | grep -qF '\\xff'"
	long=$(cat "$d/longpath"); sys=$(cat "$d/sysdir")
	timeout $RB_TO "$RAS" dump --input "$long" --json > "$d/outlong" 2>"$d/errlong"
	check "JSON: a ${#long}-byte path: every line valid JSON" rb_json_lines "$d/outlong"
	check "JSON: a ${#long}-byte path: its record" test "$(wc -l < "$d/outlong")" = 1
	# the daemon's JSON log: the three crash logs (odd names, long paths)
	rb_daemon_idle "$d/ring" --pstore-dir "$sys" || { fail "JSON: daemon start" "$(tail -3 "$d/ring/err")"; return; }
	rb_started "$d/ring"; sleep 0.3
	daemon_stop "$d/ring"
	check "JSON: the daemon logs the three crash logs (control)" sh -c "[ \$(grep -c ' ras: crash log ' '$d/ring/log') = 3 ]"
	check "JSON: the daemon's JSON log has the 3 records" test "$(wc -l < "$d/ring/json")" = 3
	check "JSON: the daemon's JSON log: every line valid JSON, no raw control byte" rb_json_lines "$d/ring/json"
	check "JSON: the daemon's text log: no raw control byte, valid UTF-8" rb_clean "$d/ring/log"
}

# 9. NULs in a serial log (a line of 512 KiB of them) are skipped in linear time.
robust_nul_speed() {
	local d t0 t1 ms n
	d=$(rb_dir nul)
	python3 - "$d/nul.log" "$ROOT/tests/logs/serial-6.1.log" <<-'EOF'
	import sys
	with open(sys.argv[1], "wb") as f:
	    for i in range(12):     # text first: the head does not look binary
	        f.write(b"[    0.%06d] console [ttyS0] enabled, bootconsole disabled\n" % i)
	    f.write(b"[    1.000000] " + b"\0" * (512 << 10) + b"\n")
	    f.write(open(sys.argv[2], "rb").read())
	EOF
	t0=$(date +%s%N)
	timeout 10 "$RAS" dump --input "$d/nul.log" --json > "$d/out" 2>"$d/err"
	t1=$(date +%s%N); ms=$(( (t1 - t0) / 1000000 ))
	n=$(jq -s 'map(select(.status == "0xbd000000000000c0")) | length' "$d/out" 2>/dev/null)
	check "NULs: a line of 512 KiB of NUL bytes read in under 0.5 s ($ms ms)" test $ms -lt 500
	check "NULs: the record after it is found" test "$n" = 1
}

# 10. A trigger runs in its own process group with default signals; a timeout kills the group.
robust_trigger_group() {
	ringfeed_build || return
	local d gc
	d=$(rb_dir triggrp)
	cat > "$d/trig.sh" <<-EOF
	#!/bin/sh
	# builtins only: no fork while the shell's own mask is read (dash blocks every signal
	# around a fork, so a grep child racing the parent could see that mask instead)
	while read -r k v; do case \$k in SigIgn:|SigBlk:) echo "\$k \$v" ;; esac; done < /proc/\$\$/status > "$d/sig"
	sleep 300 &
	echo \$! > "$d/grandchild"
	exec sleep 300
	EOF
	chmod +x "$d/trig.sh"
	daemon_feed "$d/ring" 1 1 1 || { fail "trigger group: ringfeed"; return; }
	daemon_start "$d/ring" --pstore-dir none --trigger "$d/trig.sh" --trigger-severity corrected --trigger-timeout 1 ||
		{ fail "trigger group: daemon start" "$(tail -3 "$d/ring/err")"; return; }
	wait "$FEED"
	wait_until 5 test -s "$d/grandchild"
	gc=$(cat "$d/grandchild" 2>/dev/null)
	sleep 3
	check "trigger timeout: the trigger's grandchild ('sleep 300 &') is killed too" sh -c "[ -n '$gc' ] && ! kill -0 '$gc' 2>/dev/null"
	check "trigger timeout: the note says the process group was killed" \
		grep -q "trigger $d/trig.sh (pid [0-9]*) timed out after 1 s: killed (process group)" "$d/ring/log"
	daemon_stop "$d/ring"
	if [ "$(grep -cE '^Sig(Ign|Blk):[[:space:]]*0+$' "$d/sig" 2>/dev/null)" = 2 ]; then
		ok "trigger: starts with no signal ignored or blocked (SigIgn, SigBlk all zero)"
	else fail "trigger: starts with no signal ignored or blocked" "$(tr '\n\t' '  ' < "$d/sig" 2>/dev/null)"; fi
	[ -n "$gc" ] && kill "$gc" 2>/dev/null
}

# rb_caps_lack STATUS BITS...: CapEff and CapBnd of a /proc/PID/status copy have none of these bits
rb_caps_lack() {
	local f=$1 k v b; shift
	for k in CapEff CapBnd; do
		v=$(sed -n "s/^$k:[[:space:]]*//p" "$f")
		[ -n "$v" ] || { echo "   no $k in $f"; return 1; }
		for b in "$@"; do
			[ $(( (0x$v >> b) & 1 )) = 0 ] || { echo "   $k $v has bit $b"; return 1; }
		done
	done
}

# 11. Least privilege: seccomp even with a trigger, capabilities dropped.
robust_sandbox() {
	local d st off
	d=$(rb_dir sandbox)
	printf '#!/bin/sh\nexit 0\n' > "$d/trig.sh"; chmod +x "$d/trig.sh"
	for off in no yes; do
		if [ $off = no ]; then
			rb_daemon_idle "$d/ring" --pstore-dir none --trigger "$d/trig.sh" || { fail "sandbox: daemon start"; return; }
		else
			rb_daemon_idle "$d/ring" --pstore-dir none --trigger "$d/trig.sh" --page-offline \
				--page-offline-file "$d/offline" || { fail "sandbox: daemon start"; return; }
		fi
		rb_started "$d/ring"; sleep 0.3
		cp "/proc/$DAEMON/status" "$d/status-$off"
		daemon_stop "$d/ring"
		st=$d/status-$off
		if [ $off = no ]; then
			check "sandbox: with --trigger, the daemon still runs under its seccomp filter (Seccomp: 2)" \
				grep -q '^Seccomp:[[:space:]]*2$' "$st"
			check "sandbox: CapEff and CapBnd lack NET_ADMIN, SYS_MODULE, SYS_RAWIO, SYS_PTRACE, SYS_ADMIN" \
				rb_caps_lack "$st" 12 16 17 19 21
		else
			check "sandbox (--page-offline): CapEff and CapBnd lack NET_ADMIN, SYS_MODULE, SYS_RAWIO, SYS_PTRACE" \
				rb_caps_lack "$st" 12 16 17 19
		fi
	done
}

# 12. tracefs/debugfs mounted by ras: nosuid,nodev,noexec.  In a private mount
# namespace with both unmounted, so ras mounts one itself.
robust_mount_flags() {
	local d
	d=$(rb_dir mounts)
	if ! command -v unshare >/dev/null; then
		skip "mount flags" "no unshare here"; return
	fi
	RAS=$RAS D=$d TO=$RB_TO unshare -m --propagation private bash -c '
		fs() { grep -E "^[^ ]+ [^ ]+ (tracefs|debugfs) " /proc/self/mounts; }
		i=0
		while fs >/dev/null && [ $i -lt 20 ]; do
			fs | cut -d" " -f2 | sort -r | while read -r m; do umount -l "$m"; done
			i=$((i + 1))
		done
		fs > "$D/before"
		[ -s "$D/before" ] && exit 0
		mount -t tracefs tracefs /sys/kernel/tracing 2>"$D/pre" && umount /sys/kernel/tracing && : > "$D/can"
		[ -e "$D/can" ] || exit 0
		timeout "$TO" "$RAS" dump -S tracefs > "$D/so" 2> "$D/se"
		echo $? > "$D/rc"
		fs > "$D/after"' 2>"$d/ns.err"
	if [ -s "$d/before" ] || [ ! -e "$d/can" ]; then
		skip "mount flags" "cannot unmount tracefs/debugfs or mount tracefs in a mount namespace here ($(head -c 200 \
			"$d/ns.err" "$d/pre" 2>/dev/null | tr '\n' ' '))"
		return
	fi
	echo "   ras dump -S tracefs: exit $(cat "$d/rc"), then mounted: $(cut -d' ' -f2-4 "$d/after" | tr '\n' ' ')"
	check "mount: ras mounts tracefs (or debugfs) itself when none is mounted" test -s "$d/after"
	check "mount: the tracefs/debugfs ras mounts is nosuid,nodev,noexec" sh -c \
		"[ -s '$d/after' ] && ! awk '{ o = \",\" \$4 \",\"; if (o !~ /,nosuid,/ || o !~ /,nodev,/ || o !~ /,noexec,/) bad = 1 } END { exit !bad }' '$d/after'"
}

group_robust_input() {
	mkdir -p "$OUT/robust"
	ringfeed_build || return
	robust_lapped_ring
	robust_early_log_big
	robust_forged_pstore
	robust_trigger_env_source
	robust_capture_rewrite
	robust_stale_pidfile
	robust_escapes
	robust_json_bytes
	robust_nul_speed
	robust_trigger_group
	robust_sandbox
	robust_mount_flags
}

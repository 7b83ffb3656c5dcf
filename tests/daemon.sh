# tests/daemon.sh: sourced by tests.sh (group daemon).  ras daemon on rings that
# tests/ringfeed.c fills as the kernel does (lib.sh: daemon_feed, daemon_start,
# daemon_stop): logs, SIGHUP, lost records, triggers, config, pstore, the
# initramfs hand-over, kill -9, disk full, syslog, thresholds and page and CPU
# actions, per-DIMM state, a storm, readiness.

daemon_basic() {
	local d=$OUT/dmn n
	ringfeed_build || return 1
	daemon_feed "$d" 2 4 3000 || { fail "ringfeed start"; return 1; }
	daemon_start "$d" || { fail "daemon start" "$(cat "$d/err")"; kill $FEED; return 1; }
	check "daemon: pidfile holds its pid" test "$(cat "$d/pid")" = "$DAEMON"
	check "daemon: main loop runs with no_new_privs and a seccomp filter" sh -c \
		"grep -q '^NoNewPrivs:[[:space:]]*1' /proc/$DAEMON/status && grep -q '^Seccomp:[[:space:]]*2' /proc/$DAEMON/status"
	expect_err "daemon: a second daemon on the same pidfile refuses" 1 "another ras daemon is running" \
		"$RAS" daemon -f --config none --ring-dir "$d" -F "$FMT/linux-6.1" --log none --state none --pidfile "$d/pid"
	wait "$FEED"
	wait_records 20 "$d/log" 3000
	check "daemon: SIGTERM exits 0" daemon_stop "$d"
	check "daemon: 3000 records through a ring that wrapped 30 times, each logged once" daemon_exactly_once "$d/log" 3000
	check "daemon: JSON log has the same 3000 records, valid JSON" sh -c "[ \$(jq -s 'map(.addr) | unique | length' '$d/json') = 3000 ]"
	check "daemon: every JSON record names its host" sh -c "[ \"\$(jq -r .host '$d/json' | sort -u)\" = \"\$(hostname)\" ]"
	check "daemon: pidfile removed at exit" test ! -e "$d/pid"
	check "daemon: start line names the source" grep -q 'daemon started.*source ring-dir' "$d/log"
	check "daemon: state counts 1500 per CPU" sh -c "grep -q '^count 0 7 corrected 1500 ' '$d/st/state' && grep -q '^count 1 7 corrected 1500 ' '$d/st/state'"
	check "daemon: metrics are valid Prometheus text" sh -c "grep -v '^#' '$d/metrics' | grep -Evq '^[a-z_]+(\{[a-z_]+=\"[^\"]*\"(,[a-z_]+=\"[^\"]*\")*\})? [0-9.e+-]+\$' && exit 1; grep -q 'ras_mce_errors_total{cpu=\"0\",bank=\"7\",bank_name=\"[^\"]*\",severity=\"corrected\"} 1500' '$d/metrics'"
	# a restart: counters survive, nothing is logged twice (ring-dir keeps data_tail)
	daemon_start "$d" && sleep 0.3 && daemon_stop "$d"
	check "daemon: restart keeps counters, re-logs nothing" sh -c "grep -q '^count 0 7 corrected 1500 ' '$d/st/state' && [ \$(grep -c ' CPU [0-9]* bank ' '$d/log') = 3000 ]"
	# SIGKILL: the state file is written atomically, never torn
	daemon_start "$d" && kill -KILL "$DAEMON"; wait "$DAEMON" 2>/dev/null
	check "daemon: state file intact after SIGKILL" sh -c "head -1 '$d/st/state' | grep -q '^ras-state 2' && grep -q '^count 1 7 corrected 1500 ' '$d/st/state'"
	rm -f "$d/pid"
}

daemon_hup_and_lost() {
	local d=$OUT/dmn2 a b
	daemon_feed "$d" 2 4 3000 1500 5 || { fail "ringfeed start"; return; }
	daemon_start "$d" || { fail "daemon start"; kill $FEED; return; }
	wait_records 10 "$d/log" 500 -gt
	mv "$d/log" "$d/log.1"
	kill -HUP "$DAEMON"
	wait "$FEED"
	wait_until 20 sh -c "[ \$(cat '$d/log.1' '$d/log' 2>/dev/null | grep -c ' CPU [0-9]* bank ') = 3000 ]"
	daemon_stop "$d"
	a=$(count_records "$d/log.1"); b=$(count_records "$d/log")
	if [ "$a" -gt 0 ] && [ "$b" -gt 0 ] && cat "$d/log.1" "$d/log" > "$d/all" && daemon_exactly_once "$d/all" 3000; then
		ok "daemon: SIGHUP after logrotate's mv reopens the log; $a + $b records, none lost or doubled"
	else fail "daemon: SIGHUP reopen" "log.1 $a, log $b"; fi
	check "daemon: kernel-lost records logged and counted" sh -c "grep -q 'lost 5 records on CPU 0' '$d/log.1' && grep -q '^ras_mce_lost_records_total 5\$' '$d/metrics' && grep -q '^lost 5\$' '$d/st/state'"
}

daemon_trigger() {
	local d=$OUT/dmn3 t=$OUT/dmn3-trigger.sh
	daemon_feed "$d" 1 1 3 || { fail "ringfeed start"; return; }
	printf '#!/bin/sh\nenv | grep ^RAS_ | sort > "%s/trig.$RAS_ADDR"\n' "$d" > "$t"
	chmod +x "$t"
	daemon_start "$d" --trigger "$t" --trigger-severity corrected
	wait "$FEED"
	wait_until 10 test -s "$d/trig.0x2"
	daemon_stop "$d"
	check "daemon: trigger runs per record with RAS_* environment" sh -c "grep -q '^RAS_SEVERITY=corrected\$' '$d/trig.0x0' &&
		grep -q '^RAS_BANK=7\$' '$d/trig.0x1' && grep -q '^RAS_STATUS=0x9c00000000010090\$' '$d/trig.0x2' && grep -q '^RAS_DECODE=corrected ' '$d/trig.0x2'"
	expect_err "daemon: relative trigger path refused" 2 "absolute path" \
		"$RAS" daemon -f --config none --ring-dir "$d" -F "$FMT/linux-6.1" --log none --state none --pidfile none --trigger tests.sh
}

daemon_config() {
	local d=$OUT/dmn4
	mkdir -p "$d"
	printf '# comment\nlog = %s/log\nstate = none\npidfile = none\nfrobnicate = yes\n' "$d" > "$d/bad.conf"
	expect_err "daemon: unknown config key names file and line" 2 "bad.conf:5: unknown key 'frobnicate'" \
		"$RAS" daemon -f --config "$d/bad.conf" --ring-dir "$d"
	printf 'log = %s/log\nsyslog-rate = lots\n' "$d" > "$d/bad2.conf"
	expect_err "daemon: bad config value" 2 "bad2.conf:2: syslog-rate lots: expected a number" \
		"$RAS" daemon -f --config "$d/bad2.conf" --ring-dir "$d"
	expect_err "daemon: missing --config file" 2 "config $d/none.conf: No such file" \
		"$RAS" daemon -f --config "$d/none.conf"
	printf 'log = %s/log\nstate = none\nlog = %s/log2\n' "$d" "$d" > "$d/twice.conf"
	expect_err "daemon: a key given twice is an error naming both lines" 2 \
		"twice.conf:3: log given again \\(first on line 1\\)" "$RAS" daemon -f --config "$d/twice.conf" --ring-dir "$d"
	printf 'metrics = %s/m.prom   # for node_exporter\nlog = %s/a#b.log\nstate = none # kept in RAM\npidfile = none\n' \
		"$d" "$d" > "$d/comment.conf"
	rm -f "$d/a#b.log" "$d/m.prom"
	"$RAS" daemon -f --config "$d/comment.conf" -S tracefs -T "$ROOT/tests/tracefs/linux-6.1" \
		--pstore-dir none 2>"$d/comment.err" &
	wait_line 5 "$d/a#b.log" 'daemon started'
	kill $! 2>/dev/null; wait $! 2>/dev/null
	check "daemon: a '#' after a blank starts a comment; one inside a value is kept" \
		grep -q "sinks: log $d/a#b.log, metrics $d/m.prom," "$d/comment.err"
	ln -sf "$RAS" "$d/rasd"
	check "rasd link starts the daemon (--help)" sh -c "'$d/rasd' --help | grep -q 'usage: ras daemon'"
	expect_err "daemon: no MCE source on this machine fails cleanly" 1 "mce_record|tracefs|No such file" \
		"$RAS" daemon -f --config none --log none --state none --pidfile none --tracefs "$d/none"
}

# crash logs from pstore: dump --pstore, and the daemon logs them once
daemon_pstore() {
	local d=$OUT/pst
	rm -rf "$d"; mkdir -p "$d/sys" "$d/empty" "$d/st"
	cp tests/pstore/sys/dmesg-ramoops-0 "$d/sys/"
	touch -d '2026-12-01 10:00:00 UTC' "$d/sys/dmesg-ramoops-0"
	check "dump --pstore: the fatal MCE that ended the last boot, with its crash log" sh -c \
		"'$RAS' dump --pstore-dir '$d/sys' > '$d/out' && grep -q 'CPU 0 bank 1 .*from $d/sys/dmesg-ramoops-0, written 2026-12-01T10:00:00Z' '$d/out' &&
		grep -q '^  fatal DCU: ' '$d/out' && grep -q 'mcgstatus 0x5 \[RIPV MCIP\]\$' '$d/out'"
	check "dump --pstore --json: origin names the crash log" sh -c \
		"'$RAS' dump --pstore-dir '$d/sys' --json | jq -e 'select(.severity == \"fatal\" and (.origin | test(\"dmesg-ramoops-0\")))' >/dev/null"
	check "dump --pstore: no crash logs is not an error" sh -c \
		"'$RAS' dump --pstore-dir '$d/empty' 2>&1 >/dev/null | grep -q 'no crash logs in'"
	printf 'x' > "$d/empty/dmesg-efi-1.enc.z"
	expect_err "dump --pstore: a log the kernel could not decompress" 1 "enc.z: compressed crash log" \
		"$RAS" dump --pstore-dir "$d/empty"
	rm -f "$d/empty/dmesg-efi-1.enc.z"
	daemon_feed "$d/ring" 1 1 0 || { fail "ringfeed"; return; }
	daemon_start "$d/ring" --pstore-dir "$d/sys" && daemon_stop "$d/ring"
	daemon_start "$d/ring" --pstore-dir "$d/sys" && daemon_stop "$d/ring"
	check "daemon: crash log logged once, headline first, across restarts" sh -c \
		"[ \$(grep -c 'crash log $d/sys/dmesg-ramoops-0.*ended with a fatal machine check on CPU 0 bank 1: fatal DCU' '$d/ring/log') = 1 ] &&
		[ \$(grep -c ' CPU 0 bank 1 fatal DCU' '$d/ring/log') = 1 ]"
	# a crash log whose worst is a firmware-first memory error (extlog CPER block) beside an EDAC CE
	mkdir -p "$d/mem" && cp tests/pstore/mem/dmesg-ramoops-0 "$d/mem/"
	daemon_start "$d/ring" --pstore-dir "$d/mem" && daemon_stop "$d/ring"
	check "daemon: crash log of memory errors: headline names the memory error, both records logged once" sh -c \
		"grep -q 'crash log $d/mem/dmesg-ramoops-0.*ended with a fatal memory error: fatal firmware (CPER): ' '$d/ring/log' &&
		[ \$(grep -c 'fatal firmware (CPER): .*DIMM CPU0_DIMM_A1' '$d/ring/log') = 2 ] &&
		[ \$(grep -c 'corrected EDAC MC1: memory read error; DIMM CPU_SrcID#1_MC#1_Chan#2_DIMM#1' '$d/ring/log') = 1 ]"
}

# initramfs hand-over on the persistent source: each record once in the final log
daemon_handover() {
	local d=$OUT/ho p e m i
	rm -rf "$d"; mkdir -p "$d/p" "$d/run" "$d/m"
	p=$d/p e=$d/run m=$d/m
	for i in 0 1 2 3; do python3 -c "import json
for i in range($((i * 3)), $((i * 3 + 3))): print(json.dumps({'status': 0x9c00000000010090, 'bank': 7, 'cpu': 0, 'addr': i, '_time': i}))" > "$d/batch$i"; done
	$MK ring "$FMT/linux-6.1" "$p" 0 "$d/batch0" --pages 4
	"$RAS" daemon -f --config none -S persistent -P "$p" -F "$FMT/linux-6.1" -I 50 --pstore-dir none --page-threshold 0 --socket-threshold 0 \
		--log "$e/early.log" --state "$e/state" --pidfile "$e/rasd.pid" 2>>"$d/err" &
	local early=$!
	wait_until 5 sh -c "[ \$(grep -c ' CPU 0 bank 7 ' '$e/early.log') = 3 ]"
	$MK ring "$FMT/linux-6.1" "$p" 0 "$d/batch1" --pages 4
	wait_until 5 sh -c "[ \$(grep -c ' CPU 0 bank 7 ' '$e/early.log') = 6 ]"
	# the root daemon takes over: the early one drains and exits, its log and positions move over
	"$RAS" daemon -f --config none -S persistent -P "$p" -F "$FMT/linux-6.1" -I 50 --pstore-dir none --page-threshold 0 --socket-threshold 0 \
		--log "$m/log" --state "$m/state" --pidfile "$m/pid" --import-early "$e" 2>>"$d/err" &
	DAEMON=$!
	wait "$early"
	wait_until 5 test -s "$m/pid"
	$MK ring "$FMT/linux-6.1" "$p" 0 "$d/batch2" --pages 4
	wait_until 5 sh -c "[ \$(grep -c ' CPU 0 bank 7 ' '$m/log') = 9 ]"
	daemon_stop "$m"
	# a restart of the root daemon continues where it stopped
	daemon_run "$m/pid" "$RAS" daemon -f --config none -S persistent -P "$p" -F "$FMT/linux-6.1" -I 50 --pstore-dir none \
		--page-threshold 0 --socket-threshold 0 --log "$m/log" --state "$m/state" --pidfile "$m/pid" 2>>"$d/err"
	$MK ring "$FMT/linux-6.1" "$p" 0 "$d/batch3" --pages 4
	wait_until 5 sh -c "[ \$(grep -c ' CPU 0 bank 7 ' '$m/log') = 12 ]"
	sleep 0.2
	daemon_stop "$m"
	check "hand-over: early log imported once, early daemon gone, every record once across hand-over and restart" sh -c \
		"test -e '$e/early.log.imported' && test ! -e '$e/early.log' && ! kill -0 $early 2>/dev/null &&
		grep -q 'imported 9 lines of the initramfs' '$m/log'" &&
	check "hand-over: 12 records, each exactly once" daemon_exactly_once "$m/log" 12
	check "hand-over: counters merged (12 corrected on CPU 0 bank 7)" grep -q '^count 0 7 corrected 12 ' "$m/state"
}

# kill -9 in the middle of a storm: whole lines only, state old-or-new, restart carries on
daemon_kill9() {
	local d=$OUT/dmn5 n
	daemon_feed "$d" 2 16 200000 || { fail "ringfeed start"; return; }
	daemon_start "$d" -I 2
	wait_until 20 sh -c "[ \$(grep -c ' CPU [0-9]* bank ' '$d/log') -gt 20000 ] && test -s '$d/st/state'"
	kill -KILL "$DAEMON"; wait "$DAEMON" 2>/dev/null
	rm -f "$d/pid"
	n=$(count_records "$d/log")
	check "kill -9 mid-storm: every logged line is whole ($n records)" sh -c \
		"! grep -v 'ras: ' '$d/log' | grep -Ev '^[0-9TZ:-]+ CPU [0-9]+ bank 7 corrected .* \| status 0x9c00000000010090 addr 0x[0-9a-f]+ misc 0x86 mcgstatus 0x0 socket 0( processor [0-9]+:0x[0-9a-f]+)?\$'"
	check "kill -9 mid-storm: state file whole" sh -c "head -1 '$d/st/state' | grep -q '^ras-state 2\$' && tail -c1 '$d/st/state' | od -c | grep -q '\\\\n'"
	daemon_start "$d" -I 2
	wait "$FEED"
	wait_until 60 sh -c "[ \$(grep -o ' addr 0x[0-9a-f]*' '$d/log' | sort -u | wc -l) = 200000 ]"
	daemon_stop "$d"
	n=$(count_records "$d/log")
	# the kernel's space is given back only after the log write: a kill in between
	# logs a batch again on restart, never loses it
	check "kill -9 mid-storm: restarted daemon carries on, none lost ($n lines for 200000 records, $(grep -o ' addr 0x[0-9a-f]*' "$d/log" | sort | uniq -d | wc -l) logged twice)" sh -c \
		"[ \$(grep -o ' addr 0x[0-9a-f]*' '$d/log' | sort -u | wc -l) = 200000 ]"
}

# disk full: the daemon says so, keeps counting, writes the held records when space returns
daemon_disk_full() {
	local d=$OUT/dmn6 fs=$OUT/dmn6-fs
	if ! { mkdir -p "$fs" && mount -t tmpfs -o size=64k tmpfs "$fs"; } 2>/dev/null; then
		skip "disk full test" "cannot mount a tmpfs (not root?)"; return
	fi
	daemon_feed "$d" 1 16 2000 || { fail "ringfeed start"; umount "$fs"; return; }
	"$RAS" daemon -f --config none --ring-dir "$d" -F "$FMT/linux-6.1" -I 10 --log "$fs/log" \
		--state "$d/st/state" --pidfile "$d/pid" --pstore-dir none --storm-threshold 0 2>"$d/err" &
	DAEMON=$!
	wait "$FEED"
	wait_until 10 grep -q 'No space left' "$d/err"
	wait_until 10 grep -q '^count 0 7 corrected 2000 ' "$d/st/state"
	check "disk full: reported, counters keep counting" sh -c "grep -q 'No space left' '$d/err' && grep -q '^count 0 7 corrected 2000 ' '$d/st/state'"
	mount -o remount,size=4m "$fs"
	wait_records 10 "$fs/log" 2000
	daemon_stop "$d"
	check "disk full: every record written once space returned" daemon_exactly_once "$fs/log" 2000
	umount "$fs"
}

# syslog: local socket (RFC 3164), remote UDP and TCP (RFC 5424, octet counting), rate limit
daemon_syslog() {
	local d=$OUT/dmn7 k port pid
	for k in unix udp tcp; do
		rm -f "$d-$k.port" "$d-$k.msgs"
		python3 tests/syslogd.py $k "$d-$k.port" "$d-$k.msgs" "$d-$k.sock" &
		pid=$!
		wait_until 5 test -s "$d-$k.port"
		port=$(cat "$d-$k.port")
		daemon_feed "$d" 1 16 300 || { fail "ringfeed"; kill $pid; return; }
		case $k in
		unix) daemon_start "$d" --syslog-socket "$d-$k.sock" --syslog-rate 20 ;;
		*) daemon_start "$d" --syslog-remote "$k://127.0.0.1:$port" --syslog-rate 20 ;;
		esac
		wait "$FEED"
		wait_records 10 "$d/log" 300
		sleep 1.2	# one tick: the suppressed summary
		daemon_stop "$d"
		kill $pid; wait $pid 2>/dev/null
		case $k in
		unix) check "syslog (local socket): RFC 3164, facility daemon, warning for corrected" \
			grep -Eq '^<28>[A-Z][a-z]{2} [ 0-9]{2} [0-9:]{8} ras\[[0-9]+\]: CPU 0 bank 7 corrected ' "$d-$k.msgs" ;;
		*) check "syslog ($k): RFC 5424 to 127.0.0.1, structured data with the error's fields and time" \
			grep -Eq '^<28>1 [0-9T:.Z+-]+ [^ ]+ ras [0-9]+ mce \[ras@32473 kind="mce" severity="corrected" cpu="0" bank="7" status="0x9c[0-9a-f]+" addr="0x[0-9a-f]+" time="[0-9-]+T[0-9:]+Z"\] CPU 0 bank 7 corrected ' "$d-$k.msgs" ;;
		esac
		check "syslog ($k): a storm of 300 is rate-limited, with a suppressed summary" sh -c \
			"n=\$(grep -c 'CPU 0 bank 7' '$d-$k.msgs'); [ \$n -ge 20 ] && [ \$n -lt 300 ] && grep -q 'suppressed [0-9]* ' '$d-$k.msgs'"
		! grep -q 'BAD FRAME' "$d-$k.msgs" || fail "syslog ($k): bad octet-counted frame"
	done
}

# page offlining: a page past the threshold is written to soft_offline_page, once
daemon_page_offline() {
	local d=$OUT/dmn8
	daemon_feed "$d" 1 16 30 0 0 2 || { fail "ringfeed"; return; }
	: > "$d/offline"
	daemon_start "$d" --page-offline --page-threshold 10 --page-offline-file "$d/offline" --page-retries 0 \
		--dimm-threshold 0 --socket-threshold 0
	wait "$FEED"
	wait_records 10 "$d/log" 30
	daemon_stop "$d"
	check "page offline: the page with 10 corrected errors written once to the offline file" \
		test "$(cat "$d/offline")" = 0x5a5a000
	# a file that is not the kernel's: HardwareCorrupted does not grow, and that is said
	check "page offline: the threshold crossing said with its numbers" \
		grep -q 'page 0x5a5a000: 10 corrected errors in 86400 s: the page-threshold 10/86400s is crossed' "$d/log"
	check "page offline: an offline HardwareCorrupted does not show is not called done" \
		grep -Eq "page 0x5a5a000: soft offline written to $d/offline, but (/proc/kpageflags does not show the page HWPOISON|HardwareCorrupted stayed [0-9]* kB|/proc/meminfo has no HardwareCorrupted .* to verify it)(: not verified)?; gave up after 1 attempts" "$d/log"
	check "page offline: the outcome is a JSON record too" sh -c \
		"jq -s -e 'any(.[]; .kind == \"action\" and .action == \"soft-offline\" and .result == \"failed\" and .target == \"page 0x5a5a000\")' '$d/json' >/dev/null"
	check "page offline: metrics count the window's crossing (said once) and the one failed action" sh -c \
		"grep -q '^ras_threshold_crossings_total{kind=\"page\"} 1\$' '$d/metrics' &&
		 grep -q '^ras_page_actions_total{action=\"soft\",result=\"failed\"} 1\$' '$d/metrics'"
	check "page offline: the page is in the state file: never acted on twice" grep -q '^offlined 23130$' "$d/st/state"
}

# thresholds: leaky buckets per page, DIMM, socket and CPU bank, COUNT/PERIOD,
# kept in the state file across a restart; a crossing runs the trigger with what crossed
daemon_thresholds() {
	local d=$OUT/dmn12 t
	daemon_feed "$d" 1 16 6 0 0 3 || { fail "ringfeed"; return; }
	t="$d/trig"
	printf '#!/bin/sh\nenv | grep "^RAS_" | sort > "%s/env.$$"\n' "$d" > "$t"; chmod +x "$t"
	daemon_start "$d" --page-threshold 2/24h --socket-threshold 5/1h --trigger "$t" --trigger-severity fatal
	wait "$FEED"
	wait_records 10 "$d/log" 6
	wait_until 5 sh -c "ls '$d'/env.* >/dev/null 2>&1 && [ \$(cat '$d'/env.* | grep -c RAS_EVENT=threshold) -ge 2 ]"
	daemon_stop "$d"
	check "thresholds: the default page threshold 2/24h crossed on a repeating page (account: not offlined)" sh -c \
		"grep -q 'page 0x5a5a000: 2 corrected errors in 86400 s: the page-threshold 2/86400s is crossed' '$d/log' &&
		 grep -q 'page 0x5a5a000: threshold crossed; page-action account: not offlined' '$d/log'"
	check "thresholds: socket 5/1h crossed once" sh -c \
		"[ \$(grep -c 'socket 0: 5 corrected errors in 3600 s: the socket-threshold 5/3600s is crossed' '$d/log') = 1 ]"
	check "thresholds: the trigger runs for a crossing, with what crossed it" sh -c \
		"cat '$d'/env.* | grep -q '^RAS_THRESHOLD=socket\$' && cat '$d'/env.* | grep -q '^RAS_KEY=socket 0\$' &&
		 cat '$d'/env.* | grep -q '^RAS_COUNT=5\$' && cat '$d'/env.* | grep -q '^RAS_PERIOD=3600\$'"
	check "thresholds: buckets kept in the state file (count since the crossing, window, crossings)" \
		grep -q '^bucket socket 0 1 1796284616 3600 1 socket%200$' "$d/st/state"
	check "thresholds: the defaults (mcelog's page 2/24h, DIMM 10/24h, socket 100/24h; rasdaemon's CPU 18/24h), page-action account" sh -c \
		"'$RAS' daemon -f --config none --input tests/logs/mce-locate-skx.log --log - --state none 2>/dev/null |
		 grep -q 'thresholds page 2/86400s (account), dimm 10/86400s, socket 100/86400s, cpu 18/86400s'"
	check "thresholds: a bad COUNT/PERIOD is refused, naming the key" sh -c \
		"'$RAS' daemon -f --config none --dimm-threshold 10/fortnight 2>&1 | grep -q 'dimm-threshold 10/fortnight: expected COUNT/PERIOD'"
}


# cpu_case CPU BANK LINE STATE ARGS...: three corrected DCU-form errors of CPU in BANK into a
# daemon with --cpu-threshold 3/1h on the fake CPU tree $t (STATE: a state file to start from,
# or -), stopped once its log has LINE; $d, $t and $dcu are daemon_cpu_actions's
cpu_case() {
	local cpu=$1 bank=$2 line=$3 state=$4
	shift 4
	cpu_feed "$d" "$cpu" "$bank" $dcu 3 || { fail "ringfeed"; return 1; }
	[ "$state" = - ] || cp "$state" "$d/st/state"
	daemon_start "$d" --cpu-threshold 3/1h "$@" --cpu-dir "$t"
	wait "$FEED"
	wait_until 10 grep -q "$line" "$d/log"
	daemon_stop "$d"
	return 0	# a daemon's exit status is said by daemon_stop; the checks follow
}

# CPU actions: a CPU bank's threshold crossed by corrected cache errors takes its
# core offline with cpu-action isolate, under its limits; here on a fake CPU tree (the kernel's
# own test is QEMU e2e-cpu-isolate): what is refused and why, a write the tree does not
# follow is not called done, account, the state file
daemon_cpu_actions() {
	local d=$OUT/dmn13 t=$OUT/dmn13-cpu dcu=0x9000000000000134
	cpu_tree "$t" 0-3 0 1 2 3
	cpu_case 3 1 'CPU 3 bank 1: core of CPUs 2,3' - --cpu-action isolate || return
	check "cpu isolate: the crossing of 3/1h on CPU 3's DCU" \
		grep -q 'CPU 3 bank 1: 3 corrected errors in 3600 s: the cpu-threshold 3/3600s is crossed' "$d/log"
	check "cpu isolate: 0 written to the core's first CPU, and a list that still has it is not called done" sh -c \
		"grep -q 'CPU 3 bank 1: core of CPUs 2,3: $t/cpu2/online reads 0, but CPU 2 is still in $t/online: not verified' '$d/log' &&
		 [ \"\$(cat '$t/cpu2/online')\" = 0 ] && [ \"\$(cat '$t/cpu3/online')\" = 1 ]"
	check "cpu isolate: the failure is a JSON record and a metric; nothing in the state file" sh -c \
		"jq -s -e 'any(.[]; .kind == \"action\" and .action == \"isolate\" and .result == \"failed\" and .target == \"CPU 3 bank 1\")' '$d/json' >/dev/null &&
		 grep -q '^ras_cpu_actions_total{action=\"isolate\",result=\"failed\"} 1\$' '$d/metrics' &&
		 ! grep -q '^bucket isolated ' '$d/st/state'"
	# CPU 0's core: never
	cpu_tree "$t" 0-3 0 1 2 3
	cpu_case 1 1 'CPU 1 bank 1: threshold crossed; not isolated' - --cpu-action isolate || return
	check "cpu isolate: never the core of CPU 0 (refused, counted, nothing written)" sh -c \
		"grep -q 'CPU 1 bank 1: threshold crossed; not isolated: its core (CPUs 0,1) holds CPU 0, which is never taken offline' '$d/log' &&
		 grep -q '^ras_cpu_actions_total{action=\"isolate\",result=\"refused\"} 1\$' '$d/metrics' &&
		 [ \"\$(cat '$t/cpu1/online')\" = 1 ]"
	# a CHA bank (9 on Skylake-SP) is the socket's, not a core's
	cpu_case 3 9 'CPU 3 bank 9: threshold crossed; not isolated' - --cpu-action isolate || return
	check "cpu isolate: not for a bank several cores share (CHA)" sh -c \
		"grep -q 'CPU 3 bank 9: threshold crossed; not isolated: bank 9 (CHA) is not known to be one core.s own (on Skylake-SP' '$d/log' &&
		 [ \"\$(cat '$t/cpu3/online')\" = 1 ]"
	# limits from the state file: two CPUs isolated already, at most 2; then one core per period
	printf 'ras-state 1\nisolated 5 %s\nisolated 6 %s\n' "$(date +%s)" "$(date +%s)" > "$OUT/dmn13-state"
	cpu_case 3 1 'CPU 3 bank 1: threshold crossed; not isolated' "$OUT/dmn13-state" --cpu-action isolate || return
	check "cpu isolate: at most cpu-isolate-max CPUs in all, counting those in the state file" \
		grep -q 'not isolated: its core (CPUs 2,3) would take 4 CPUs offline in all, more than cpu-isolate-max 2' "$d/log"
	check "cpu isolate: the CPUs taken offline are kept in the state file" sh -c \
		"grep -q '^bucket isolated 5 ' '$d/st/state' && grep -q '^bucket isolated 6 ' '$d/st/state'"
	cpu_case 3 1 'CPU 3 bank 1: threshold crossed; not isolated' "$OUT/dmn13-state" --cpu-action isolate --cpu-isolate-max 8 || return
	check "cpu isolate: one core per cpu-threshold period" \
		grep -q 'not isolated: one core per cpu-threshold period (3600 s): ras took a core offline at ' "$d/log"
	mkdir -p "$t/cpu5" "$t/cpu6"; echo 0 > "$t/cpu5/online"; echo 1 > "$t/cpu6/online"
	check "ras health: a CPU ras took offline that is offline still is a problem, one back online is not" sh -c \
		"'$RAS' health --pidfile none --cpu-dir '$t' --state '$d/st/state' | grep -q '^CPU 5 taken offline by ras at .*cpu-action isolate' &&
		 ! '$RAS' health --pidfile none --cpu-dir '$t' --state '$d/st/state' | grep -q 'CPU 6 taken offline'"
	check "ras health: a CPU this machine does not have is not called offline" sh -c \
		"! '$RAS' health --pidfile none --cpu-dir '$t/none' --state '$d/st/state' | grep -q 'taken offline'"
	# account
	cpu_case 3 1 'CPU 3 bank 1: threshold crossed; cpu-action account' - --cpu-action account || return
	check "cpu account: said and counted, nothing written" sh -c \
		"grep -q 'CPU 3 bank 1: threshold crossed; cpu-action account: not isolated' '$d/log' &&
		 grep -q '^ras_cpu_actions_total{action=\"account\",result=\"done\"} 1\$' '$d/metrics' &&
		 [ \"\$(cat '$t/cpu3/online')\" = 1 ]"
	check "cpu-action: the default is off, said at start" sh -c \
		"'$RAS' daemon -f --config none --input tests/logs/mce-locate-skx.log --log - --state none 2>/dev/null |
		 grep -q 'cpu 18/86400s (off)'"
	check "cpu-action: a bad value is refused, naming the key" sh -c \
		"'$RAS' daemon -f --config none --cpu-action reboot 2>&1 | grep -q 'cpu-action reboot: expected off, account or isolate'"
}

# per-DIMM counters: memory errors of the one populated slot are counted in the
# state file under the DIMM's key, carried across a restart, exported as metrics, and read
# back by 'ras dimms --state' with the verdict (30 corrected in 24 h: R2, replace)
daemon_dimm_state() {
	local d=$OUT/dmn10 t=$OUT/dmn10-sys
	rm -rf "$t"; mkdir -p "$t/firmware/dmi/entries/17-0"
	cp tests/fixtures/smbios/none/entries/17-0.raw "$t/firmware/dmi/entries/17-0/raw"
	daemon_feed "$d" 1 16 15 0 0 2 || { fail "ringfeed"; return; }
	printf '#!/bin/sh\nenv | grep "^RAS_" | sort > "%s/env.$$"\n' "$OUT" > "$OUT/dmn10-trig"; chmod +x "$OUT/dmn10-trig"
	rm -f "$OUT"/env.*
	daemon_start "$d" --sysfs "$t" --trigger "$OUT/dmn10-trig" --trigger-severity fatal --dimm-threshold 10/24h
	wait "$FEED"
	wait_records 10 "$d/log" 15
	wait_until 5 sh -c "cat '$OUT'/env.* 2>/dev/null | grep -q RAS_THRESHOLD=dimm"
	daemon_stop "$d"
	check "DIMM threshold: its trigger names the DIMM slot (RAS_DIMM)" sh -c \
		"cat '$OUT'/env.* | grep -q '^RAS_THRESHOLD=dimm\$' && cat '$OUT'/env.* | grep -q '^RAS_DIMM=DIMM 0\$' &&
		 cat '$OUT'/env.* | grep -q '^RAS_KEY=DIMM 0\$'"
	check "DIMM counters: in the state file under the slot's key" grep -q '^dimm 15 0 .* slot%20/DIMM%200 DIMM%200 - - -$' "$d/st/state"
	mv "$d/st/state" "$OUT/dmn10-state"
	daemon_feed "$d" 1 16 15 0 0 2 || { fail "ringfeed"; return; }
	mv "$OUT/dmn10-state" "$d/st/state"
	daemon_start "$d" --sysfs "$t"
	wait "$FEED"
	wait_records 10 "$d/log" 15
	daemon_stop "$d"
	check "DIMM counters: carried across a restart, in the metrics" \
		grep -q '^ras_dimm_errors_total{key="slot \/DIMM 0",locator="DIMM 0",bank_locator="",serial="",severity="corrected"} 30$' "$d/metrics"
	check "DIMM verdict: 30 corrected in 24 h is replace (R2), metric 2" \
		grep -q '^ras_dimm_verdict{key="slot \/DIMM 0",locator="DIMM 0",bank_locator="",serial=""} 2$' "$d/metrics"
	check "ras dimms --state: the DIMM's errors and verdict" sh -c \
		"'$RAS' dimms --sysfs '$t' --state '$d/st/state' 2>/dev/null | grep -q '^DIMM 0  *-  *-  *30  *0  *[0-9]*+*  *one address (0x5a5a000)  *replace (R2: more than 24 corrected errors in 24 h'"
	check "ras dimms --json --state: the ras object" sh -c \
		"'$RAS' dimms --json --sysfs '$t' --state '$d/st/state' 2>/dev/null | jq -e '.ras.corrected == 30 and .ras.verdict == \"replace\"' >/dev/null"
}

# a storm of one repeated record: 100,000 identical records: the text log holds a
# few lines (the first 10, the storm's start, its summaries with the exact count), the JSON
# log all 100,000, the metrics count every one
daemon_storm() {
	local d=$OUT/dmn11 folded
	daemon_feed "$d" 1 16 100000 0 0 1 || { fail "ringfeed"; return; }
	daemon_start "$d" --storm-threshold 10 --storm-window 1
	wait "$FEED"
	wait_until 30 sh -c "[ \$(wc -l < '$d/json') = 100000 ]"
	sleep 1.2	# a window's summary is due without a record to bring it
	daemon_stop "$d"
	folded=$(sed -n 's/.*storm: .*: repeated \([0-9]*\) times in [0-9]* s, last at .*/\1/p' "$d/log" | awk '{ s += $1 } END { print s + 0 }')
	written=$(grep -v ' ras: ' "$d/log" | grep -c ' CPU [0-9]* bank ')
	check "storm: 100,000 identical records: the JSON log has each" sh -c "[ \$(wc -l < '$d/json') = 100000 ]"
	check "storm: the metrics count each" \
		grep -q '^ras_mce_errors_total{cpu="0",bank="7",bank_name="M2M0",severity="corrected"} 100000$' "$d/metrics"
	check "storm: the text log has a few dozen lines ($(wc -l < "$d/log"))" sh -c "[ \$(wc -l < '$d/log') -le 40 ]"
	check "storm: its start said once, with the threshold and window" sh -c \
		"[ \$(grep -c 'storm: CPU 0 bank 7 corrected M2M0: .*: more than 10 identical records in 1 s' '$d/log') = 1 ]"
	check "storm: written records + summarised counts = 100,000 exactly ($written written, $folded summarised)" \
		test "$(( written + ${folded:-0} ))" = 100000
	check "storm: the stop line says how many were summarised" \
		grep -q "stopping: 100000 records logged this run, ${folded:-x} of them in storm summaries" "$d/log"
}

# an initramfs daemon across switch_root (its /run moved into the new root, its old paths
# leading nowhere): its last state still reaches the moved directory, so the root daemon's
# --import-early logs each record once and counts all; its pidfile goes with it
daemon_pivot() {
	local d=$OUT/dmn14 p e m i opts
	rm -rf "$d"; p=$d/p e=$d/run m=$d/m; mkdir -p "$p" "$e" "$m"
	for i in 0 1; do python3 -c "import json
for i in range($((i * 3)), $((i * 3 + 3))): print(json.dumps({'status': 0x9c00000000010090, 'bank': 7, 'cpu': 0, 'addr': i, '_time': i}))" > "$d/batch$i"; done
	opts=(daemon -f --config none -S persistent -P "$p" -F "$FMT/linux-6.1" -I 50 --pstore-dir none --page-threshold 0 --socket-threshold 0)
	$MK ring "$FMT/linux-6.1" "$p" 0 "$d/batch0" --pages 4
	"$RAS" "${opts[@]}" --log "$e/early.log" --state "$e/state" --pidfile "$e/rasd.pid" 2>"$d/early.err" &
	local early=$!
	wait_until 5 grep -q '^count 0 7 corrected 3 ' "$e/state"
	mv "$e" "$d/moved"; e=$d/moved	# the pivot: the directory moves, the daemon's open log with it
	$MK ring "$FMT/linux-6.1" "$p" 0 "$d/batch1" --pages 4
	wait_until 5 sh -c "[ \$(grep -c ' CPU 0 bank 7 ' '$e/early.log') = 6 ]"
	"$RAS" "${opts[@]}" --log "$m/log" --state "$m/state" --pidfile "$m/pid" --import-early "$e" 2>"$d/main.err" &
	local main=$!
	wait "$early"
	wait_until 5 grep -q 'corrected 6 ' "$m/state"
	kill "$main"; wait "$main"
	check "pivot: the moved early daemon's last state reached its directory: every record logged once" sh -c \
		"[ \$(grep ' CPU 0 bank 7 ' '$m/log' | grep -o 'addr 0x[0-9a-f]*' | sort -u | wc -l) = 6 ] &&
		 [ \$(grep -c ' CPU 0 bank 7 ' '$m/log') = 6 ] && grep -q '^count 0 7 corrected 6 ' '$m/state'"
	check "pivot: the early daemon removed its pidfile in the moved directory" test ! -e "$e/rasd.pid"
	check "pivot: no write failed" sh -c "! grep -q 'No such file' '$d/early.err' '$e/early.log'"
}

# a daemon started in the background is ready when its starter exits: the pidfile holds its pid
# (systemd's Type=forking reads it then)
daemon_ready() {
	local d=$OUT/dmn15 i empty=0
	rm -rf "$d"; mkdir -p "$d/p"
	echo '{"status": 11240984669916758160, "bank": 7, "cpu": 0, "addr": 1, "_time": 1}' > "$d/b"
	$MK ring "$FMT/linux-6.1" "$d/p" 0 "$d/b" --pages 4
	for i in 1 2 3 4 5; do
		rm -f "$d/pid"
		"$RAS" daemon --config none -S persistent -P "$d/p" -F "$FMT/linux-6.1" --pstore-dir none \
			--log "$d/log" --state none --pidfile "$d/pid" 2>>"$d/err" || { empty=start; break; }
		[ -s "$d/pid" ] || empty=$((empty + 1))
		wait_until 5 test -s "$d/pid"
		kill "$(cat "$d/pid")"
		wait_until 5 sh -c "! test -e '$d/pid'"
	done
	check "daemonized: the pidfile holds the pid when the starter exits (5 of 5 starts; $empty not)" test "$empty" = 0
	check "daemonized: a daemon that cannot open its source exits non-zero, not forking first" sh -c \
		"'$RAS' daemon --config none -S persistent -P '$d/nonexistent' -F '$FMT/linux-6.1' --pstore-dir none \
		 --log '$d/log' --state none --pidfile '$d/pid2' 2>/dev/null; [ \$? != 0 ]"
}

# triggers are exec'd, never through a shell: a name full of shell syntax runs as itself
daemon_trigger_noshell() {
	local d=$OUT/dmn9 t
	daemon_feed "$d" 1 1 1 || { fail "ringfeed"; return; }
	t="$d/trig \$(touch pwned); touch pwned2 \`id\`"
	printf '#!/bin/sh\necho ran > "%s/ran"\n' "$d" > "$t"; chmod +x "$t"
	daemon_start "$d" --trigger "$t" --trigger-severity corrected
	wait "$FEED"
	wait_until 10 test -e "$d/ran"
	daemon_stop "$d"
	check "trigger: no shell (metacharacters in the program name are not interpreted)" sh -c \
		"test -e '$d/ran' && test ! -e pwned && test ! -e pwned2 && test ! -e '$d/pwned'"
}

# A healthy node reads OK from the first second: state and metrics written at
# start (every severity's counter at 0, the write time), a metrics directory
# that is missing (node_exporter not installed yet) never stops the logging,
# and the file appears once the directory does.
daemon_healthy_node() {
	local d=$OUT/dmn16 f
	rm -rf "$d"; mkdir -p "$d/st"
	cp -r "$ROOT/tests/tracefs/linux-6.1" "$d/t"
	for f in "$d"/t/per_cpu/cpu*/trace_pipe_raw; do : > "$f"; done
	daemon_run "$d/pid" "$RAS" daemon -f --config none -S tracefs -T "$d/t" --pstore-dir none \
		--log "$d/log" --state "$d/st/state" --pidfile "$d/pid" --metrics "$d/m/ras.prom" 2>>"$d/err" ||
		{ fail "healthy node: daemon start" "$(cat "$d/err")"; return; }
	wait_until 5 test -s "$d/st/state"
	wait_line 5 "$d/log" 'ras.prom: cannot be written'
	check "healthy node: no machine check yet, ras health says OK (exit 0)" sh -c \
		"'$RAS' health --state '$d/st/state' --pidfile '$d/pid' | grep -qx OK"
	check "healthy node: a missing metrics directory is said, and the daemon runs on" sh -c \
		"grep -q 'ras.prom: cannot be written: No such file or directory' '$d/log' && kill -0 $DAEMON"
	mkdir "$d/m"
	wait_until 10 test -s "$d/m/ras.prom"
	wait_line 5 "$d/log" 'ras.prom: written again'
	check "healthy node: the metrics file is written once its directory exists" sh -c \
		"grep -q 'ras.prom: written again' '$d/log' &&
		 grep -q '^ras_mce_errors_by_severity_total{severity=\"corrected\"} 0\$' '$d/m/ras.prom' &&
		 grep -q '^ras_mce_errors_by_severity_total{severity=\"fatal\"} 0\$' '$d/m/ras.prom' &&
		 grep -q '^ras_metrics_write_time_seconds [0-9]' '$d/m/ras.prom' &&
		 grep -Eq '^ras_file_write_failures_total\{file=\"metrics\"\} [1-9]' '$d/m/ras.prom'"
	check "healthy node: SIGTERM exits 0" daemon_stop "$d"
}

# A state file a newer ras wrote (a higher version, lines this one does not
# know): read, its counts kept, the unknown lines said and written back as
# they are; never the whole file dropped (a rollback zeroed every counter).
daemon_state_version() {
	local d=$OUT/dmn17 f
	rm -rf "$d"; mkdir -p "$d/st"
	cp -r "$ROOT/tests/tracefs/linux-6.1" "$d/t"
	for f in "$d"/t/per_cpu/cpu*/trace_pipe_raw; do : > "$f"; done
	printf 'ras-state 9\nstart 1796284000\nlost 2\ncount 0 7 corrected 41 M2M0\nfuture-line a b c\nprevboot ras\nfuture-two 1\n' \
		> "$d/st/state"
	daemon_run "$d/pid" "$RAS" daemon -f --config none -S tracefs -T "$d/t" --pstore-dir none \
		--log "$d/log" --state "$d/st/state" --pidfile "$d/pid" 2>>"$d/err" ||
		{ fail "state version: daemon start" "$(cat "$d/err")"; return; }
	wait_line 5 "$d/log" 'daemon started'
	daemon_stop "$d"
	check "state version: a newer ras's file is read, its unknown lines said" grep -q \
		"2 lines this ras does not know (the first: 'future-line a b c'), kept as they are: a newer ras wrote this file" "$d/err"
	check "state version: counts kept, unknown lines written back, this version's header" sh -c \
		"head -1 '$d/st/state' | grep -qx 'ras-state 2' && grep -qx 'count 0 7 corrected 41 M2M0' '$d/st/state' &&
		 grep -qx 'lost 2' '$d/st/state' && grep -qx 'future-line a b c' '$d/st/state' && grep -qx 'future-two 1' '$d/st/state'"
	check "state version: a version 1 file is read as it was" sh -c \
		"printf 'ras-state 1\\nstart 1796284000\\nlost 0\\ncount 1 4 corrected 3 MC\\n' > '$d/st/v1' &&
		 '$RAS' health --state '$d/st/v1' --pidfile none | grep -qx OK"
}

# systemd's Type=notify without libsystemd: READY=1 once reading, WATCHDOG=1
# every half WATCHDOG_USEC from the main loop, STOPPING=1 at SIGTERM.
daemon_notify() {
	local d=$OUT/dmn18 f
	rm -rf "$d"; mkdir -p "$d"
	cp -r "$ROOT/tests/tracefs/linux-6.1" "$d/t"
	for f in "$d"/t/per_cpu/cpu*/trace_pipe_raw; do : > "$f"; done
	python3 -c '
import socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind(sys.argv[1])
s.settimeout(15)
with open(sys.argv[2], "w") as out:
    while True:
        try:
            m = s.recv(256).decode()
        except socket.timeout:
            break
        out.write(m + "\n")
        out.flush()
        if m == "STOPPING=1":
            break
' "$d/notify" "$d/got" &
	local rcv=$!
	wait_until 5 test -S "$d/notify"
	NOTIFY_SOCKET=$d/notify WATCHDOG_USEC=400000 daemon_run "$d/pid" "$RAS" daemon -f --config none \
		-S tracefs -T "$d/t" -I 100 --pstore-dir none --log "$d/log" --state none --pidfile "$d/pid" 2>>"$d/err" ||
		{ fail "notify: daemon start" "$(cat "$d/err")"; kill $rcv; return; }
	wait_line 5 "$d/got" '^READY=1$'
	sleep 1.2
	daemon_stop "$d"
	wait $rcv
	check "notify: READY=1, WATCHDOG=1 every 0.2 s, STOPPING=1 at SIGTERM ($(grep -c WATCHDOG "$d/got") pings)" sh -c \
		"grep -qx READY=1 '$d/got' && [ \$(grep -cx WATCHDOG=1 '$d/got') -ge 4 ] && tail -1 '$d/got' | grep -qx STOPPING=1"
}

# A log that cannot be opened at start (its directory not there yet) never
# stops the daemon: the other sinks write, its lines are held, and it is
# opened when it can be, with what it held.
daemon_sink_later() {
	local d=$OUT/dmn19
	rm -rf "$d"; mkdir -p "$d"
	daemon_run "$d/pid" "$RAS" daemon -f --config none -S tracefs -T "$ROOT/tests/tracefs/linux-6.1" \
		--pstore-dir none --log "$d/later/ras.log" --json-log "$d/json" --state none --pidfile "$d/pid" \
		2>>"$d/err" || { fail "sink later: daemon start" "$(cat "$d/err")"; return; }
	wait_until 5 sh -c "[ \$(wc -l < '$d/json') -ge 4 ]"
	check "sink later: a log that cannot be opened is said; the daemon runs, the JSON log gets the records" sh -c \
		"grep -q 'later/ras.log: .*No such file or directory; its lines are held' '$d/err' && kill -0 $DAEMON &&
		 [ \$(wc -l < '$d/json') = 4 ]"
	mkdir "$d/later"
	wait_line 5 "$d/later/ras.log" 'opened after'
	daemon_stop "$d"
	check "sink later: opened once its directory exists, with the lines it held" sh -c \
		"[ \$(grep -c ' CPU [0-9] bank ' '$d/later/ras.log') = 4 ] && grep -q 'daemon started' '$d/later/ras.log'"
	# a log that is a symbolic link is refused (never followed), and the daemon runs on
	ln -s "$d/elsewhere" "$d/link.log"
	daemon_run "$d/pid" "$RAS" daemon -f --config none -S tracefs -T "$ROOT/tests/tracefs/linux-6.1" \
		--pstore-dir none --log "$d/link.log" --json-log "$d/json2" --state none --pidfile "$d/pid" \
		2>"$d/err2" || { fail "sink later: symlink: daemon start" "$(cat "$d/err2")"; return; }
	wait_until 5 sh -c "[ \$(wc -l < '$d/json2') -ge 4 ]"
	daemon_stop "$d"
	check "sink later: a log that is a symbolic link is refused, not followed; the JSON log gets the records" sh -c \
		"grep -Eq 'link.log: .*[Ss]ymbolic link.*its lines are held' '$d/err2' && [ ! -e '$d/elsewhere' ] &&
		 [ \$(wc -l < '$d/json2') = 4 ]"
}

# Every key the daemon's JSON logs of this run hold is in rasd.8's JSON section.
daemon_json_documented() {
	local sec missing k
	sec=$(sed -n '/^\.Ss JSON$/,/^\.Ss Bytes from the input$/p' "$ROOT/rasd.8")
	missing=
	for k in $(cat "$OUT"/dmn*/json 2>/dev/null | jq -r 'paths(scalars) | map(select(type == "string")) | last' |
	    sort -u); do
		printf '%s\n' "$sec" | grep -Eq "(^|[ (])$k( |,|\$)" || missing="$missing $k"
	done
	check "JSON log: every key this run's daemons wrote is in rasd.8's JSON section${missing:+ (missing:$missing)}" \
		test -z "$missing"
}

group_daemon() {
	[ -x "$RAS" ] || { fail "daemon: $RAS not built"; return; }
	daemon_basic || return
	daemon_hup_and_lost
	daemon_trigger
	daemon_config
	daemon_pstore
	daemon_handover
	daemon_kill9
	daemon_disk_full
	daemon_syslog
	daemon_page_offline
	daemon_thresholds
	daemon_cpu_actions
	daemon_dimm_state
	daemon_storm
	daemon_pivot
	daemon_ready
	daemon_trigger_noshell
	daemon_healthy_node
	daemon_state_version
	daemon_notify
	daemon_sink_later
	daemon_json_documented
	if OUT="$OUT/cpu-actions" RAS="$RAS" tests/cpu_actions.sh > "$OUT/cpu-actions.log" 2>&1
	then ok "CPU actions, health and state on fake CPU trees ($(grep -c '^ok - ' "$OUT/cpu-actions.log") cases)"
	else fail "CPU actions, health and state on fake CPU trees" "$(grep -m5 '^FAIL - ' "$OUT/cpu-actions.log")"; fi
	# what a record may make the daemon do, by its provenance (rasd.8 TRUST)
	relay "trust" "$OUT/trust-daemon.log" env OUT="$OUT/trust-daemon" RAS="$RAS" bash tests/trust_daemon.sh
	# state that survives: one record stream, restarted (or handed over) at hundreds of points,
	# leaves the state file one run leaves (tests/state_prop.c)
	relay "state" "$OUT/state-prop.log" bash tests/state_prop.sh -k 100
}

# shellcheck shell=bash
# tests/ecosystem.sh: ras against the receivers a fleet runs, not our own
# collectors: rsyslog 8.2302 (imtcp with octet counting, imudp, imuxsock,
# mmpstrucdata), syslog-ng 3.38 (syslog() over TCP and UDP, unix-dgram),
# systemd-journald (a journal namespace, read back with journalctl -o json),
# prometheus-node-exporter 1.5's textfile collector scraped over HTTP, and
# promtool 2.42's metrics lint.  Debian 12's packages, unpacked by
# 'make test-deps' into .deps/eco (the syslog daemons conflict as packages)
# and run as test processes on free ports: as nobody when we are root,
# except journald, which is a system daemon.  Sourced by tests.sh (group
# ecosystem); defines functions only.  tests/eco_check.py compares what a
# receiver got with ras's text and JSON logs and its drop counters.

ECO_ROOT=$ROOT/.deps/eco/root
ECO_DAEMON="--pstore-dir none --storm-threshold 0 --page-threshold 0 --dimm-threshold 0 --socket-threshold 0 --cpu-threshold 0 --syslog-rate 100000 --problem-interval 0"

# eco_copy: the receivers' files where nobody reaches them (the clone may be 0700)
eco_copy() {
	tmp_dir eco || return 1
	ECO=$TD
	mkdir -p "$ECO/bin" "$ECO/rsyslog" "$ECO/sng"
	cp "$ECO_ROOT/usr/sbin/rsyslogd" "$ECO_ROOT/usr/sbin/syslog-ng" "$ECO_ROOT/usr/bin/prometheus-node-exporter" \
		"$ECO_ROOT/usr/bin/promtool" "$ECO/bin/" &&
	cp -r "$ECO_ROOT/usr/lib/x86_64-linux-gnu/rsyslog/." "$ECO/rsyslog/" &&
	cp -r "$ECO_ROOT/usr/lib/syslog-ng/." "$ECO/sng/" && chmod -R a+rX "$ECO"
}

# eco_stop W: the receiver whose pidfile is W/pid gets SIGTERM and is gone
# within 10 s, else SIGKILL (as_nobody runs it under a subshell: its own pid)
eco_stop() {
	local pid
	pid=$(cat "$1/pid" 2>/dev/null) || return 0
	kill -TERM "$pid" 2>/dev/null
	wait_until 10 sh -c "! kill -0 $pid 2>/dev/null" || kill -KILL "$pid" 2>/dev/null
	rm -f "$1/pid"
}

# eco_up PORT: something accepts TCP connections on it
eco_up() { python3 -c "import socket,sys; socket.create_connection(('127.0.0.1', $1), 1)" 2>/dev/null; }

# eco_rsyslog W TCPPORT UDPPORT: rsyslogd -n in W (W/pid) with contrib's
# receiver configuration on the test's ports, writing W/out; and a local socket
# W/log.sock (imuxsock) into the same ruleset
eco_rsyslog() {
	local w=$1
	mkdir -p "$w"; chmod 0777 "$w"
	{
		printf 'global(workDirectory="%s")\nmodule(load="imuxsock" SysSock.Use="off")\n' "$w"
		sed -e "s|input(type=\"imtcp\" port=\"514\"|input(type=\"imtcp\" port=\"$2\" address=\"127.0.0.1\"|" \
		    -e "s|input(type=\"imudp\" port=\"514\"|input(type=\"imudp\" port=\"$3\" address=\"127.0.0.1\"|" \
		    -e "s|/var/log/ras-fleet.jsonl|$w/out|" "$ROOT/contrib/receivers/rsyslog-ras.conf"
		printf 'input(type="imuxsock" Socket="%s/log.sock" ruleset="ras")\n' "$w"
	} > "$w/rsyslog.conf"
	as_nobody "$ECO/bin/rsyslogd" -n -f "$w/rsyslog.conf" -i "$w/pid" -M "$ECO/rsyslog" >>"$w/rsyslogd.log" 2>&1 &
	at_exit "eco_stop '$w'"
	wait_until 5 test -s "$w/pid" && wait_until 5 eco_up "$2" && wait_until 2 test -S "$w/log.sock"
}

# eco_syslogng W TCPPORT UDPPORT: syslog-ng -F in W (W/pid) with contrib's
# receiver configuration on the test's ports, writing W/out; and a local
# unix-dgram socket W/log.sock into the same file
eco_syslogng() {
	local w=$1
	mkdir -p "$w"; chmod 0777 "$w"
	{
		printf '@version: 3.38\noptions { keep-hostname(yes); };\n'
		printf 'source s_ux { unix-dgram("%s/log.sock" perm(0666)); };\n' "$w"
		sed -e "s|syslog(transport(\"tcp\") port(514))|syslog(transport(\"tcp\") ip(\"127.0.0.1\") port($2))|" \
		    -e "s|syslog(transport(\"udp\") port(514))|syslog(transport(\"udp\") ip(\"127.0.0.1\") port($3))|" \
		    -e "s|/var/log/ras-fleet.jsonl|$w/out|" "$ROOT/contrib/receivers/syslog-ng-ras.conf"
		printf 'log { source(s_ux); filter(f_ras); destination(d_ras); };\n'
	} > "$w/syslog-ng.conf"
	LD_LIBRARY_PATH=$ECO/sng as_nobody "$ECO/bin/syslog-ng" -F -f "$w/syslog-ng.conf" --module-path="$ECO/sng/3.38" \
		-p "$w/pid" -c "$w/ctl" -R "$w/persist" --no-caps >>"$w/syslog-ng.log" 2>&1 &
	at_exit "eco_stop '$w'"
	wait_until 5 test -s "$w/pid" && wait_until 5 eco_up "$2" && wait_until 2 test -S "$w/log.sock"
}

# eco_run DIR N RATE OPTIONS...: N records fed, the daemon with OPTIONS logs
# them all and stops (SIGTERM, exit 0 in 5 s)
eco_run() {
	local d=$1 n=$2 rate=$3; shift 3
	daemon_feed "$d" 1 16 "$n" "$rate" || { kill_wait "$FEED"; return 1; }
	# shellcheck disable=SC2086
	DAEMON_QUIET="$ECO_DAEMON" daemon_start "$d" "$@" || { kill_wait "$FEED"; return 1; }
	daemon_reap "$FEED" 20
	wait_records 10 "$d/log" "$n"
}

# eco_wait_quiet FILE: its size stays the same for a second (a receiver caught up)
eco_wait_quiet() {
	local prev=-1 cur i
	for i in $(seq 20); do
		cur=$(wc -c < "$1" 2>/dev/null || echo 0)
		[ "$cur" = "$prev" ] && return 0
		prev=$cur; sleep 0.5
	done
	return 1
}

# eco_check NAME KIND OUT FROM INPUT DIR SINK: eco_check.py on the lines of OUT
# past line FROM (this run's), against the drops ras counted
eco_check() {
	local name=$1 kind=$2 out=$3 from=$4 inp=$5 d=$6 sink=$7 res
	tail -n "+$((from + 1))" "$out" > "$d/received.$inp"
	if res=$(python3 "$ROOT/tests/eco_check.py" received "$kind" "$d/received.$inp" "$inp" "$d" \
	    "$(rs_metric "$d/metrics" "$sink")" 2>&1); then
		ok "$name ($res)"
	else
		fail "$name" "$res"
	fi
}

# eco_got FILE FROM N PATTERN: FILE has N lines matching PATTERN past line FROM
eco_got() { [ "$(tail -n "+$(($2 + 1))" "$1" | grep -c "$4")" -ge "$3" ]; }

eco_lines() { if [ -e "$1" ]; then wc -l < "$1"; else echo 0; fi; }

eco_syslog() {
	local w=$ECO/rs s=$ECO/sn d pt pu st su rc fw fs proto port n
	pt=$(rs_free_port); pu=$(rs_free_port); st=$(rs_free_port); su=$(rs_free_port)
	eco_rsyslog "$w" "$pt" "$pu" || { fail "ecosystem: rsyslogd starts" "$(tail -3 "$w/rsyslogd.log")"; eco_stop "$w"; return; }
	eco_syslogng "$s" "$st" "$su" || { fail "ecosystem: syslog-ng starts" "$(tail -3 "$s/syslog-ng.log")"; eco_stop "$w"; eco_stop "$s"; return; }

	# TCP (octet-counted) and the local socket to rsyslog
	d=$OUT/eco-rs-tcp fw=$(eco_lines "$w/out")
	eco_run "$d" 400 400 --syslog-socket "$w/log.sock" --syslog-remote "tcp://127.0.0.1:$pt"
	wait_until 10 eco_got "$w/out" "$fw" 800 '"msg":" *CPU 0 bank 7 '
	daemon_stop "$d" 5; rc=$?
	eco_wait_quiet "$w/out"
	check "ecosystem: rsyslog: the daemon stops, exit 0 (rc $rc)" test "$rc" = 0
	eco_check "ecosystem: rsyslog imtcp (octet-counted): every message once, structured data (mmpstrucdata) equal to the JSON log" \
		rsyslog "$w/out" "$fw" imtcp "$d" remote
	eco_check "ecosystem: rsyslog imuxsock: every message once" rsyslog "$w/out" "$fw" imuxsock "$d" syslog

	# UDP to rsyslog, the local socket to syslog-ng
	d=$OUT/eco-rs-udp fw=$(eco_lines "$w/out") fs=$(eco_lines "$s/out")
	eco_run "$d" 300 300 --syslog-socket "$s/log.sock" --syslog-remote "udp://127.0.0.1:$pu"
	wait_until 10 eco_got "$w/out" "$fw" 300 '"msg":"CPU 0 bank 7 '
	daemon_stop "$d" 5
	eco_wait_quiet "$w/out"; eco_wait_quiet "$s/out"
	eco_check "ecosystem: rsyslog imudp: every message once, structured data equal to the JSON log" \
		rsyslog "$w/out" "$fw" imudp "$d" remote
	eco_check "ecosystem: syslog-ng unix-dgram: every message once" syslog-ng "$s/out" "$fs" s_ux "$d" syslog

	# TCP and UDP to syslog-ng (one source, s_ras: one run each)
	for proto in tcp udp; do
		port=$st n=400
		[ $proto = udp ] && port=$su n=300
		d=$OUT/eco-sn-$proto fs=$(eco_lines "$s/out")
		eco_run "$d" $n $n --syslog-remote "$proto://127.0.0.1:$port"
		wait_until 10 eco_got "$s/out" "$fs" $n '"msg":"CPU 0 bank 7 '
		daemon_stop "$d" 5
		eco_wait_quiet "$s/out"
		eco_check "ecosystem: syslog-ng syslog() over ${proto^^}: every message once, SDATA equal to the JSON log" \
			syslog-ng "$s/out" "$fs" s_ras "$d" remote
	done
	eco_stop "$s"

	# rsyslog restarted mid-stream: what it never got is what ras counted
	eco_restart "$w" "$pt" "$pu"
	eco_stop "$w"
}

# The collector goes away between two bursts and the daemon queues (1 MiB) then
# drops while it is gone: received + counted == sent, nothing twice.
eco_restart() {
	local w=$1 pt=$2 pu=$3 d=$OUT/eco-rs-restart url n=6000 rc dropped from
	url=tcp://127.0.0.1:$pt
	from=$(eco_lines "$w/out")
	daemon_feed "$d" 1 64 $n 2000 || { fail "ecosystem: restart: ringfeed"; kill_wait "$FEED"; return; }
	# shellcheck disable=SC2086
	DAEMON_QUIET="$ECO_DAEMON" daemon_start "$d" --syslog-remote "$url" ||
		{ fail "ecosystem: restart: daemon start" "$(tail -2 "$d/err")"; kill_wait "$FEED"; return; }
	wait_until 10 eco_got "$w/out" "$from" 500 '"msg":"CPU 0 bank 7 '
	kill -STOP "$FEED"
	eco_wait_quiet "$w/out"
	eco_stop "$w"
	wait_until 5 grep -q "ras: syslog-remote $url: connect: .*; retrying" "$d/log"
	kill -CONT "$FEED"
	daemon_reap "$FEED" 20
	wait_records 10 "$d/log" $n
	eco_rsyslog "$w" "$pt" "$pu" || fail "ecosystem: restart: rsyslogd again" "$(tail -3 "$w/rsyslogd.log")"
	wait_until 40 sh -c "tail -n 5 '$d/log' | grep -q 'ras: syslog-remote $url: connected'"
	eco_wait_quiet "$w/out"
	daemon_stop "$d" 5; rc=$?
	dropped=$(rs_metric "$d/metrics" remote)
	check "ecosystem: rsyslog restarted mid-stream: outage said, then 'connected' (exit $rc)" sh -c \
		"grep -q 'ras: syslog-remote $url: connect: .*; retrying' '$d/log' && grep -q 'ras: syslog-remote $url: connected' '$d/log' && [ $rc = 0 ]"
	check "ecosystem: rsyslog restarted mid-stream: the 1 MiB queue overflowed while it was down ($dropped dropped)" test "$dropped" -gt 0
	eco_check "ecosystem: rsyslog restarted mid-stream: received + ras_sink_dropped_total == sent, none twice" \
		rsyslog "$w/out" "$from" imtcp "$d" remote
}

# systemd-journald: a namespace of the real one, read back with journalctl
eco_journal() {
	local ns=ras-eco-$$ d=$OUT/eco-journal sock jd
	sock=/run/systemd/journal.$ns/socket
	if [ "$(id -u)" != 0 ] || [ ! -x /lib/systemd/systemd-journald ]; then
		skip "ecosystem: journald" "needs root and systemd-journald"; return
	fi
	/lib/systemd/systemd-journald "$ns" >"$OUT/eco-journald.log" 2>&1 &
	jd=$!
	at_exit "kill $jd 2>/dev/null; rm -rf /var/log/journal/*.$ns /run/log/journal/*.$ns"
	wait_until 5 test -S "$sock" || { fail "ecosystem: journald namespace $ns starts" "$(tail -2 "$OUT/eco-journald.log")"; return; }
	eco_run "$d" 300 300 --journal-socket "$sock"
	daemon_stop "$d" 5
	wait_until 10 sh -c "[ \$(journalctl --namespace='$ns' -o json --no-pager SYSLOG_IDENTIFIER=ras | grep -c '\"RAS_KIND\"') -ge 300 ]"
	journalctl --namespace="$ns" -o json --no-pager SYSLOG_IDENTIFIER=ras > "$d/journal.json" 2>&1
	eco_check "ecosystem: journald (native protocol): every message once, MESSAGE_ID per kind, PRIORITY, RAS_* equal to the JSON log" \
		journal "$d/journal.json" 0 - "$d" journal
	check "ecosystem: journald: journalctl MESSAGE_ID= selects the machine checks" sh -c \
		"[ \$(journalctl --namespace='$ns' -o json --no-pager MESSAGE_ID=6f6b413d4c3e4de19826fb6ba3e1595a | wc -l) = 300 ]"
	kill "$jd"; wait "$jd" 2>/dev/null
}

# node_exporter's textfile collector and promtool, DIMM labels in UTF-8
eco_metrics() {
	local d=$OUT/eco-metrics t=$OUT/eco-metrics-sys tf port res rc
	tf=$ECO/textfile; mkdir -p "$tf"; chmod 0755 "$tf"
	rm -rf "$t"; mkdir -p "$t/firmware/dmi/entries/17-0"
	# the one SMBIOS slot's locator "DIMM 0" made "DIMM ä0\xff": UTF-8, and a byte that is not
	python3 - tests/fixtures/smbios/none/entries/17-0.raw "$t/firmware/dmi/entries/17-0/raw" <<'EOF'
import sys
b = open(sys.argv[1], 'rb').read()
open(sys.argv[2], 'wb').write(b.replace(b'DIMM 0\0', 'DIMM ä0'.encode() + b'\xff\0'))
EOF
	daemon_feed "$d" 1 16 15 0 0 2 || { fail "ecosystem: metrics: ringfeed"; kill_wait "$FEED"; return; }
	# shellcheck disable=SC2086
	DAEMON_QUIET="$ECO_DAEMON" daemon_start "$d" --sysfs "$t" --metrics "$tf/ras.prom" ||
		{ fail "ecosystem: metrics: daemon start" "$(tail -2 "$d/err")"; kill_wait "$FEED"; return; }
	daemon_reap "$FEED" 10
	wait_records 10 "$d/log" 15
	wait_until 5 grep -q '^ras_dimm_errors_total{.*} 15$' "$tf/ras.prom"
	daemon_stop "$d" 5
	res=$("$ECO/bin/promtool" check metrics < "$tf/ras.prom" 2>&1); rc=$?
	check "ecosystem: promtool check metrics: ras.prom clean (exit $rc${res:+: $(echo "$res" | head -3 | tr '\n' ' ')})" \
		test "$rc" = 0 -a -z "$res"
	port=$(rs_free_port)
	mkdir -p "$ECO/ne"; chmod 0777 "$ECO/ne"
	# shellcheck disable=SC2016
	as_nobody sh -c 'echo $$ > "$0"; exec "$@"' "$ECO/ne/pid" "$ECO/bin/prometheus-node-exporter" \
		--web.listen-address="127.0.0.1:$port" --collector.disable-defaults \
		--collector.textfile --collector.textfile.directory="$tf" >"$OUT/eco-node-exporter.log" 2>&1 &
	at_exit "eco_stop '$ECO/ne'"
	wait_until 10 eco_up "$port"
	python3 -c "import urllib.request; print(urllib.request.urlopen('http://127.0.0.1:$port/metrics', timeout=5).read().decode())" \
		> "$d/scrape" 2>&1
	eco_stop "$ECO/ne"
	check "ecosystem: node_exporter textfile collector: scraped over HTTP, node_textfile_scrape_error 0" \
		grep -qx 'node_textfile_scrape_error 0' "$d/scrape"
	check "ecosystem: node_exporter: the DIMM series with its UTF-8 locator (the byte that is not UTF-8 as ?)" \
		grep -q '^ras_dimm_errors_total{bank_locator="",key=".*",locator="DIMM ä0?",serial="",severity="corrected"} 15$' "$d/scrape"
	check "ecosystem: node_exporter: ras_metrics_write_time_seconds and every severity from 0" sh -c \
		"grep -q '^ras_metrics_write_time_seconds ' '$d/scrape' && grep -q '^ras_mce_errors_by_severity_total{severity=\"fatal\"} 0\$' '$d/scrape'"
}

# The logs a shipper in group adm reads: created 0640 root:adm, and again so
# after logrotate's rename and SIGHUP (the daemon has dropped its
# capabilities by then: it is in the group, it needs no CAP_CHOWN)
eco_log_group() {
	local d=$OUT/eco-group g=adm
	if [ "$(id -u)" != 0 ] || ! getent group adm >/dev/null; then
		skip "ecosystem: logs in group adm" "needs root and a group adm"; return
	fi
	eco_run "$d" 10 0 || { fail "ecosystem: log group: daemon" "$(tail -2 "$d/err")"; return; }
	check "ecosystem: logs created 0640 root:adm (rsyslog's convention: adm reads logs)" sh -c \
		"[ \"\$(stat -c '%a %U:%G' '$d/log' '$d/json' | sort -u)\" = '640 root:$g' ]"
	mv "$d/log" "$d/log.1"; mv "$d/json" "$d/json.1"
	kill -HUP "$DAEMON"
	wait_until 5 test -e "$d/log" -a -e "$d/json"
	daemon_stop "$d" 5
	check "ecosystem: logs made again after rotation (SIGHUP, capabilities dropped) are root:adm too" sh -c \
		"[ \"\$(stat -c '%a %U:%G' '$d/log' '$d/json' | sort -u)\" = '640 root:$g' ]"
	eco_run "$d" 10 0 --log-group none || { fail "ecosystem: log group none: daemon" "$(tail -2 "$d/err")"; return; }
	daemon_stop "$d" 5
	check "ecosystem: --log-group none: root:root" sh -c "[ \"\$(stat -c '%U:%G' '$d/log')\" = root:root ]"
	expect_err "ecosystem: --log-group of no group: a configuration error (exit 2)" 2 "log-group nosuchgroup: no such group" \
		"$RAS" daemon -f --config none --log-group nosuchgroup
}

group_ecosystem() {
	if [ ! -x "$ECO_ROOT/usr/sbin/rsyslogd" ] || [ ! -x "$ECO_ROOT/usr/bin/promtool" ]; then
		fail "ecosystem: receivers unpacked in .deps/eco" "'make test-deps' fetches them"; return
	fi
	ringfeed_build || { fail "ecosystem: ringfeed build"; return; }
	eco_copy || { fail "ecosystem: copy the receivers to a temporary directory"; return; }
	eco_syslog
	eco_journal
	eco_metrics
	eco_log_group
}

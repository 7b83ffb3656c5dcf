#!/usr/bin/env bash
# tests/install.sh: 'make install' and 'make install-contrib' as a packager
# (DESTDIR, PREFIX) and an admin run them, the man pages they install, the
# systemd unit against the example config, and logrotate with a running
# daemon (contrib/ras.logrotate: rename, SIGHUP through the pidfile, the
# daemon reopens).  Standalone runner (tests/lib.sh): prints "ok - "/"FAIL - "
# lines (tests.sh relays them), exits 1 if any failed.  Needs root for the
# "nothing outside DESTDIR" check (the install runs as nobody, in a copy of
# the tree under /tmp: the clone itself may be where nobody cannot reach) and
# for installing logrotate when it is missing.
#
#   tests/install.sh [KEEP]     KEEP: leave the temporary directory
set -u
cd "$(dirname "$0")/.." || exit 1
ROOT=$PWD
. tests/lib.sh
PATH=$PATH:/usr/sbin:/sbin
[ -z "${1:-}" ] || KEEP_TMP=1

tmp_dir install; T=$TD
DAEMON='' FEED='' SLEEPER=''
at_exit 'kill_wait $DAEMON $FEED $SLEEPER'

# newdest NAME: an empty DESTDIR that the installing user owns (nobody when
# we are root: any write outside it then fails)
newdest() {
	mkdir -p "$T/$1"
	[ -z "$AS_NOBODY" ] || chown 65534:65534 "$T/$1"
	echo "$T/$1"
}

# the tree as make install and install-contrib read it (the Makefile, ras, its
# sources and the .deps files ./ras depends on, times kept: ras stays up to date),
# in $T/src, owned by the installing user: what a packager unpacks and builds
SRC=$T/src
tree_copy() {
	local f
	mkdir -p "$SRC/.deps" || return 1
	cp -a Makefile ras.c ras.h rasd.8 ras contrib "$SRC/" || return 1
	cp -a .deps/flavour .deps/kinc "$SRC/.deps/" || return 1
	for f in .deps/ncurses*/lib/*.a; do
		[ -e "$f" ] || continue
		mkdir -p "$SRC/$(dirname "$f")" && cp -a "$f" "$SRC/$f" || return 1
	done
	[ -z "$AS_NOBODY" ] || chown -R 65534:65534 "$SRC"
	# nothing to build: make install only installs
	as_nobody make --no-print-directory -q -C "$SRC" ras || { echo "   make -q ras: the copy's ras is out of date" >&2; return 1; }
}

# files_are DIR LIST: the files and links under DIR are exactly LIST (sorted, relative)
files_are() {
	local got
	got=$(cd "$1" && find . \( -type f -o -type l \) | sed 's|^\./||' | sort | tr '\n' ' ')
	[ "$got" = "$2" ] || { echo "   files: $got" >&2; echo "   want:  $2" >&2; return 1; }
}

mode_is() { [ "$(stat -c %a "$1" 2>/dev/null)" = "$2" ]; }

# ---- make install ---------------------------------------------------------
install_main() {
	local d m out marker
	make --no-print-directory ras >"$T/build.log" 2>&1 || { fail "make" "$(tail -3 "$T/build.log")"; return 1; }
	ok "make: ./ras built"
	tree_copy 2>"$T/install.log" || { fail "make install DESTDIR=... PREFIX=/usr/local" "copy of the tree: $(tail -3 "$T/install.log")"; return 1; }
	d=$(newdest inst)
	marker=$T/marker; touch "$marker"; sleep 1
	if as_nobody make --no-print-directory -C "$SRC" install DESTDIR="$d" PREFIX=/usr/local >"$T/install.log" 2>&1; then
		ok "make install DESTDIR=... PREFIX=/usr/local${AS_NOBODY:+ (as nobody: nothing written outside DESTDIR)}"
	else
		fail "make install DESTDIR=... PREFIX=/usr/local" "$(tail -3 "$T/install.log")"; return 1
	fi
	# and nothing appeared where an install goes without DESTDIR
	out=$(find /usr/local /usr/sbin /usr/share/man/man8 /usr/lib/systemd/system /etc/init.d /etc/logrotate.d \
		-xdev -newer "$marker" \( -name 'ras*' -o -name '*.8' \) 2>/dev/null | head -5)
	check "make install: nothing new outside DESTDIR (/usr/local, /usr/sbin, man8, /etc)" test -z "$out"
	check "make install: exactly sbin/ras, sbin/rasd, man8/rasd.8, man8/ras.8 under PREFIX" \
		files_are "$d" "usr/local/sbin/ras usr/local/sbin/rasd usr/local/share/man/man8/ras.8 usr/local/share/man/man8/rasd.8 "
	check "make install: ras mode 0755, runs, --version" sh -c \
		"[ \$(stat -c %a '$d/usr/local/sbin/ras') = 755 ] && '$d/usr/local/sbin/ras' --version | grep -q '^ras [0-9]'"
	check "make install: rasd is a relative link to ras and starts the daemon's usage" sh -c \
		"[ \"\$(readlink '$d/usr/local/sbin/rasd')\" = ras ] && '$d/usr/local/sbin/rasd' --help | grep -q 'usage: ras daemon'"
	check "make install: ras stripped" sh -c "file -L '$d/usr/local/sbin/ras' | grep -q ', stripped'"
	check "make install: man pages mode 0644" sh -c \
		"[ \$(stat -c %a '$d/usr/local/share/man/man8/rasd.8') = 644 ] && [ \$(stat -c %a '$d/usr/local/share/man/man8/ras.8') = 644 ]"
	# the default PREFIX is /usr
	d=$(newdest inst-usr)
	if as_nobody make --no-print-directory -C "$SRC" install DESTDIR="$d" >"$T/install2.log" 2>&1; then
		check "make install DESTDIR=... (default PREFIX=/usr)" \
			files_are "$d" "usr/sbin/ras usr/sbin/rasd usr/share/man/man8/ras.8 usr/share/man/man8/rasd.8 "
	else fail "make install DESTDIR=... (default PREFIX)" "$(tail -3 "$T/install2.log")"; fi
	INST=$T/inst
}

# ---- man pages --------------------------------------------------------------
install_man() {
	local m=$INST/usr/local/share/man nd='read, decode and log x86 machine checks'
	if command -v man >/dev/null; then
		check "man -l ras.8 renders (man-db)" sh -c "MANWIDTH=80 man -l '$m/man8/ras.8' 2>'$T/man.err' | grep -q '$nd' && [ ! -s '$T/man.err' ]"
		check "man ras finds ras.8 in the installed tree" sh -c "[ \"\$(MANPATH='$m' man -w ras)\" = '$m/man8/ras.8' ]"
		check "man ras shows RAS(8), man rasd RASD(8)" sh -c \
			"MANPATH='$m' MANWIDTH=80 man ras | head -1 | grep -q '^RAS(8)' && MANPATH='$m' MANWIDTH=80 man rasd | head -1 | grep -q '^RASD(8)'"
	else skip "man-db: man -l ras.8" "no man"; fi
	if command -v mandoc >/dev/null; then
		check "mandoc renders ras.8 from any directory" sh -c "cd / && mandoc -Tascii '$m/man8/ras.8' | grep -q '$nd'"
		check "mandoc -Tlint -W warning ras.8: no warnings" mandoc -Tlint -W warning "$m/man8/ras.8"
	else skip "mandoc renders ras.8" "no mandoc (make test-deps)"; fi
}

# ---- make install-contrib -------------------------------------------------
install_contrib() {
	local d=$T/contrib
	d=$(newdest contrib)
	mkdir -p "$d/etc"; echo "log = /tmp/keep-me" > "$d/etc/ras.conf"
	[ -z "$AS_NOBODY" ] || chown -R 65534:65534 "$d/etc"
	if as_nobody make --no-print-directory -C "$SRC" install-contrib DESTDIR="$d" PREFIX=/usr/local >"$T/contrib.log" 2>&1; then
		ok "make install-contrib DESTDIR=... PREFIX=/usr/local${AS_NOBODY:+ (as nobody)}"
	else fail "make install-contrib" "$(tail -3 "$T/contrib.log")"; return 1; fi
	check "install-contrib: unit, init script, logrotate snippet, example config" files_are "$d" \
		"etc/init.d/rasd etc/logrotate.d/ras etc/ras.conf etc/ras.conf.example usr/local/lib/systemd/system/rasd.service "
	check "install-contrib: an existing /etc/ras.conf is left alone" sh -c "[ \"\$(cat '$d/etc/ras.conf')\" = 'log = /tmp/keep-me' ]"
	check "install-contrib: modes (init script 0755, the rest 0644)" sh -c \
		"[ \$(stat -c %a '$d/etc/init.d/rasd') = 755 ] && [ \$(stat -c %a '$d/etc/logrotate.d/ras') = 644 ] &&
		 [ \$(stat -c %a '$d/etc/ras.conf.example') = 644 ] && [ \$(stat -c %a '$d/usr/local/lib/systemd/system/rasd.service') = 644 ]"
	check "install-contrib: unit and init script start PREFIX's rasd" sh -c \
		"grep -qx 'ExecStart=/usr/local/sbin/rasd -f' '$d/usr/local/lib/systemd/system/rasd.service' &&
		 grep -qx 'DAEMON=/usr/local/sbin/rasd' '$d/etc/init.d/rasd'"
	check "install-contrib: the init script is valid sh" sh -n "$d/etc/init.d/rasd"
	check "install-contrib: files as in contrib/ but for the rasd path" sh -c \
		"cmp -s contrib/ras.logrotate '$d/etc/logrotate.d/ras' && cmp -s contrib/ras.conf.example '$d/etc/ras.conf.example' &&
		 sed 's|/usr/local/sbin/rasd|/usr/sbin/rasd|g' '$d/usr/local/lib/systemd/system/rasd.service' | cmp -s - contrib/rasd.service &&
		 sed 's|/usr/local/sbin/rasd|/usr/sbin/rasd|g' '$d/etc/init.d/rasd' | cmp -s - contrib/rasd.init"
	d=$(newdest contrib-usr)
	if as_nobody make --no-print-directory -C "$SRC" install-contrib DESTDIR="$d" >"$T/contrib2.log" 2>&1; then
		check "install-contrib (default PREFIX=/usr): unit in /usr/lib/systemd/system, /usr/sbin/rasd, no ras.conf" sh -c \
			"grep -qx 'ExecStart=/usr/sbin/rasd -f' '$d/usr/lib/systemd/system/rasd.service' &&
			 grep -qx 'DAEMON=/usr/sbin/rasd' '$d/etc/init.d/rasd' && [ ! -e '$d/etc/ras.conf' ]"
	else fail "make install-contrib DESTDIR=... (default PREFIX)" "$(tail -3 "$T/contrib2.log")"; fi
	CONTRIB=$T/contrib
}

# ---- the unit ---------------------------------------------------------------
# every path ras.conf.example writes (its commented defaults and examples)
# is writable under the unit's ProtectSystem=strict
unit_covers_example() {
	python3 - contrib/rasd.service contrib/ras.conf.example <<'EOF'
import os, re, sys
unit, conf = sys.argv[1], sys.argv[2]
rw, dirs = [], []
for line in open(unit):
    k, _, v = line.strip().partition('=')
    if k == 'ReadWritePaths':
        rw += [p.lstrip('-+') for p in v.split()]
    for kind, base in (('StateDirectory', '/var/lib'), ('RuntimeDirectory', '/run'),
                       ('LogsDirectory', '/var/log'), ('CacheDirectory', '/var/cache')):
        if k == kind:
            rw += [os.path.join(base, p.split(':')[0]) for p in v.split()]
rw += ['/sys', '/proc', '/dev']            # not made read-only by ProtectSystem=strict
# keys whose value is a file ras writes (its directory: new files, renames) or a directory
files = {'log', 'json-log', 'metrics', 'state', 'pidfile', 'page-offline-file'}
dirs = {'import-early'}
bad = 0
for line in open(conf):
    m = re.match(r'^#?\s*([a-z-]+)\s*=\s*(\S+)\s*$', line)
    if not m or m.group(1) not in files | dirs or not m.group(2).startswith('/'):
        continue
    path = m.group(2)
    need = os.path.dirname(path) if m.group(1) in files and m.group(1) != 'page-offline-file' else path
    if not any(need == p or need.startswith(p.rstrip('/') + '/') for p in rw):
        print(f"   {m.group(1)} = {path}: {need} is read-only under the unit (ReadWritePaths: {' '.join(rw)})")
        bad = 1
sys.exit(bad)
EOF
}

install_unit() {
	local u=$T/verify/rasd.service
	check "rasd.service: every path ras.conf.example writes is in ReadWritePaths (or StateDirectory)" unit_covers_example
	check "rasd.service: no copytruncate in the logrotate snippet" sh -c "! grep -v '^[[:space:]]*#' contrib/ras.logrotate | grep -q copytruncate"
	if ! command -v systemd-analyze >/dev/null; then skip "systemd-analyze verify rasd.service" "no systemd-analyze"; return; fi
	mkdir -p "$T/verify"
	# the installed unit, with ExecStart pointing at the installed binary
	sed "s|^ExecStart=/usr/local/sbin/rasd|ExecStart=$INST/usr/local/sbin/rasd|" \
		"$CONTRIB/usr/local/lib/systemd/system/rasd.service" > "$u"
	if systemd-analyze verify --man=no "$u" >"$T/verify.log" 2>&1 && [ ! -s "$T/verify.log" ]; then
		ok "systemd-analyze verify rasd.service: clean"
	else fail "systemd-analyze verify rasd.service" "$(head -3 "$T/verify.log")"; fi
}

# ---- logrotate with a running daemon ---------------------------------------
# logrotate_conf PIDFILE: contrib/ras.logrotate with the test's paths
logrotate_conf() {
	sed -e "s|/var/log/ras.log|$L/ras.log|g" -e "s|/var/log/ras.jsonl|$L/ras.jsonl|g" \
		-e "s|/run/rasd.pid|$1|g" contrib/ras.logrotate
}

# json_once FILE... N: valid JSON lines, addr 0..N-1 each exactly once
json_once() {
	local n=${*: -1}
	python3 - "${@:1:$#-1}" "$n" <<'EOF'
import json, sys
n = int(sys.argv[-1]); addrs = []
for f in sys.argv[1:-1]:
    for line in open(f):
        r = json.loads(line)
        if 'addr' in r:
            addrs.append(int(r['addr'], 16))
sys.exit(sorted(addrs) != list(range(n)))
EOF
}

install_logrotate() {
	local n=800 rate=250 rasd=$INST/usr/local/sbin/rasd a b
	L=$T/lr
	if ! command -v logrotate >/dev/null; then
		make --no-print-directory pkgs PKGS=logrotate >"$T/pkgs.log" 2>&1
		command -v logrotate >/dev/null || { fail "logrotate: not installed" "$(tail -2 "$T/pkgs.log")"; return; }
	fi
	[ -x "$rasd" ] || rasd=$ROOT/ras
	ringfeed_build || return
	daemon_feed "$L/ring" 1 4 "$n" "$rate" || { fail "logrotate: ringfeed start" "$(cat "$L/ring/feed.out")"; return; }
	# the installed rasd: comm is "rasd", as under systemd or the init script
	daemon_run "$L/rasd.pid" "$rasd" -f --config none --ring-dir "$L/ring" -F "$FMT/linux-6.1" -I 10 --pstore-dir none \
		--log "$L/ras.log" --json-log "$L/ras.jsonl" --state none --pidfile "$L/rasd.pid" \
		--storm-threshold 0 --page-threshold 0 --socket-threshold 0 2>>"$L/err" ||	# every record counted below
		{ fail "logrotate: daemon start" "$(cat "$L/err")"; return; }
	wait_records 10 "$L/ras.log" 100 -gt
	logrotate_conf "$L/rasd.pid" > "$L/logrotate.conf"
	if logrotate -f -s "$L/state" "$L/logrotate.conf" >"$L/logrotate.out" 2>&1; then
		ok "logrotate -f with contrib/ras.logrotate (temp paths): exit 0"
	else fail "logrotate -f" "$(head -3 "$L/logrotate.out")"; fi
	check "logrotate: ras.log and ras.jsonl renamed to .1 (delaycompress: not yet compressed)" \
		test -s "$L/ras.log.1" -a -s "$L/ras.jsonl.1"
	check "logrotate: the daemon reopened (HUP): new ras.log and ras.jsonl, mode 0640" \
		wait_until 5 sh -c "[ -s '$L/ras.log' ] && [ -s '$L/ras.jsonl' ] && [ \$(stat -c %a '$L/ras.log') = 640 ]"
	wait "$FEED"; FEED=
	wait_until 20 sh -c "[ \$(cat '$L/ras.log.1' '$L/ras.log' | grep -c ' CPU [0-9]* bank ') -ge $n ]"
	a=$(count_records "$L/ras.log.1"); b=$(count_records "$L/ras.log")
	cat "$L/ras.log.1" "$L/ras.log" > "$L/all"
	if [ "$a" -gt 0 ] && [ "$b" -gt 0 ] && daemon_exactly_once "$L/all" "$n"; then
		ok "logrotate: the daemon keeps logging into the new file: $a + $b records, none lost or doubled"
	else fail "logrotate: records across the rotation" "ras.log.1 $a, ras.log $b, want $n in all"; fi
	check "logrotate: JSON log likewise, every record once, valid JSON" json_once "$L/ras.jsonl.1" "$L/ras.jsonl" "$n"
	check "logrotate: the daemon still runs" kill -0 "$DAEMON"
	# a second rotation: .1 is compressed now, the daemon reopens again
	logrotate -f -s "$L/state" "$L/logrotate.conf" >"$L/logrotate2.out" 2>&1
	check "logrotate: a second rotation compresses .1 to .2.gz" sh -c \
		"[ -s '$L/ras.log.2.gz' ] && [ -s '$L/ras.log.1' ] && gzip -t '$L/ras.log.2.gz'"
	# a stale pidfile naming another process: postrotate does not signal it
	sleep 60 & SLEEPER=$!
	echo "$SLEEPER" > "$L/stale.pid"
	logrotate_conf "$L/stale.pid" > "$L/logrotate-stale.conf"
	echo x >> "$L/ras.log"
	logrotate -f -s "$L/state-stale" "$L/logrotate-stale.conf" >"$L/logrotate3.out" 2>&1
	check "logrotate: a stale pidfile naming another process: not signalled" kill -0 "$SLEEPER"
	kill "$SLEEPER"; wait "$SLEEPER" 2>/dev/null; SLEEPER=
	kill -TERM "$DAEMON"; wait "$DAEMON"; a=$?; DAEMON=
	check "logrotate: the daemon exits 0 on TERM" test "$a" = 0
}

install_main && install_man
install_contrib
[ -n "${INST:-}" ] && [ -n "${CONTRIB:-}" ] && install_unit
[ -n "${INST:-}" ] && install_logrotate
summary install

# shellcheck shell=bash
# tests/lib.sh: the test harness.  Sourced (bash) by tests.sh, by the group
# files it sources (tests/*.sh) and by every runner script it starts
# (tests/top.sh, tests/install.sh, tests/initramfs/*-test.sh, tests/kernel/run.sh,
# tests/qemu/e2e.sh, ...), so that a check is written the same way everywhere
# and a runner's result lines are the ones tests.sh counts.
#
# It sets, unless already set: ROOT (the repository), OUT (tests/out), RAS
# (./ras), FMT (tests/formats), REC (tests/records), MK (mkcapture.py).
#
# Results: each check prints one line, "ok - NAME", "FAIL - NAME: WHY" or
# "skip - NAME: WHY" (PASS, FAIL, SKIP count them; FAILED, SKIPPED name them)
#   ok NAME                 passed
#   fail NAME [WHY]         failed
#   skip NAME [WHY]         could not run here (said and counted, not failed)
#   check NAME CMD...       ok if CMD succeeds, else fail
#   check_eq NAME GOT WANT  ok if GOT is WANT, else fail saying both
#   run RC STDOUT STDERR CMD...      CMD must exit RC; its output kept in the files
#   expect_err NAME RC PATTERN CMD...  CMD fails with exit RC, prints nothing on
#                           stdout and at most two lines on stderr, one matching
#                           PATTERN (grep -E)
#   relay [-s REGEX] NAME LOG CMD...  run another runner (a script that sources
#                           this file, or uses tests/testlib.py): its result
#                           lines become ours, named "NAME: ...", the rest is
#                           shown indented (with -s only the lines matching
#                           REGEX); all of it is kept in LOG ('-': nowhere).
#                           A runner that never printed its summary line
#                           failed: "NAME: did not finish"
#   relay_lines NAME [REGEX]  the same for result lines on standard input (a
#                           results file), no summary line looked for; NAME
#                           may be empty (the lines keep their names)
#   summary NAME [NOTE]     "# NAME: P passed, F failed, S skipped in T s"
#                           and the failed checks; false if any failed.  The
#                           last line of a runner (relay looks for it)
# Files and processes
#   at_exit CMD             eval CMD when the shell exits (last registered first)
#   tmp_dir NAME            TD: a new empty directory under this run's own
#                           directory in /tmp, which is mode 0711, so that
#                           another user reaches it whatever the modes of the
#                           directories above the clone; removed at exit
#                           (KEEP_TMP=1 keeps it)
#   as_nobody CMD...        CMD as nobody (uid 65534) when we are root and have
#                           setpriv (AS_NOBODY=1), else as ourselves.  Give it
#                           copies under tmp_dir, never paths in the clone: the
#                           clone may live under a 0700 directory (mktemp -d,
#                           a CI checkout)
#   wait_until SECONDS CMD...     poll (every 50 ms) until CMD succeeds; false at the end
#   wait_line SECONDS FILE PATTERN  until a line of FILE matches (grep -E)
# The daemon (a feed of records in perf-layout ring files, tests/ringfeed.c)
#   ringfeed_build          $OUT/ringfeed, built when missing or older than its sources
#   daemon_feed DIR NCPUS PAGES COUNT [RATE] [LOST] [ADDRMOD]
#                           DIR afresh (and DIR/st), ringfeed writing COUNT records
#                           into it in the background (FEED its pid); true once it
#                           has created the rings
#   daemon_start DIR [OPTIONS...]  ras daemon -f on DIR's rings (DAEMON its pid): logs
#                           DIR/log, DIR/json, state DIR/st/state, DIR/pid, DIR/metrics,
#                           stderr appended to DIR/err; storm folding and thresholds off
#                           (DAEMON_QUIET; the feeds repeat one record) unless OPTIONS
#                           say otherwise (later options win)
#   daemon_run PIDFILE CMD...  any daemon command so: true once it wrote PIDFILE and
#                           runs, false as soon as it exited (5 s at most)
#   daemon_stop DIR [SECONDS]  SIGTERM; true if it exits 0 within SECONDS (30), killed
#                           after; DIR/err's last lines said otherwise
#   daemon_alive PID        running (not gone, not a zombie)
#   daemon_reap PID SECONDS    it exits within SECONDS (reaped: its exit status), or is
#                           killed (124)
#   kill_wait PID...        SIGKILL and reap each (empty ones skipped)
#   count_records FILE      record lines in a daemon log (0 without the file)
#   wait_records SECONDS FILE N [OP]  until FILE holds N record lines (OP: a test(1)
#                           comparison: =, the default, -ge, -gt)
#   daemon_exactly_once FILE N     the records of FILE are addr 0..N-1, each once
#   cpu_tree DIR ONLINE CPU...  a fake /sys/devices/system/cpu (--cpu-dir): DIR/online
#                           holds ONLINE; each CPU online (CPU 0 has no online file),
#                           in 2-thread cores (2k, 2k+1)
#   cpu_feed DIR CPU BANK STATUS COUNT  daemon_feed of COUNT records of CPU in BANK

[ -n "${ROOT:-}" ] || ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=${OUT:-$ROOT/tests/out}
RAS=${RAS:-$ROOT/ras}
FMT=${FMT:-$ROOT/tests/formats}
REC=${REC:-$ROOT/tests/records}
MK=${MK:-python3 $ROOT/tests/mkcapture.py}
PASS=0 FAIL=0 SKIP=0 FAILED=() SKIPPED=()
LIB_T0=$SECONDS
# the Python helpers import tests/mkcapture.py and tests/testlib.py: no __pycache__ in the tree
export PYTHONDONTWRITEBYTECODE=1

# ---- results ---------------------------------------------------------------------------

ok()   { PASS=$((PASS + 1)); echo "ok - $1"; }
fail() { FAIL=$((FAIL + 1)); FAILED+=("$1"); echo "FAIL - $1${2:+: $2}"; }
skip() { SKIP=$((SKIP + 1)); SKIPPED+=("$1"); echo "skip - $1${2:+: $2}"; }
check() { local n=$1; shift; if "$@"; then ok "$n"; else fail "$n"; fi; }
check_eq() { if [ "$2" = "$3" ]; then ok "$1"; else fail "$1" "got '$2' want '$3'"; fi; }

run() {
	local want=$1 so=$2 se=$3 rc; shift 3
	"$@" >"$so" 2>"$se"; rc=$?
	[ "$rc" = "$want" ] || { echo "   expected exit $want, got $rc: $*" >&2; sed 's/^/   | /' "$se" >&2; return 1; }
}

expect_err() {
	local n=$1 want=$2 pat=$3; shift 3
	if run "$want" "$OUT/so" "$OUT/se" "$@" && grep -qE -- "$pat" "$OUT/se" && [ ! -s "$OUT/so" ] &&
	   [ "$(wc -l < "$OUT/se")" -le 2 ]; then
		ok "$n"
	else
		fail "$n" "stderr: $(head -c 300 "$OUT/se")"
	fi
}

# the summary line a runner ends with, as summary prints it
LIB_SUMMARY='^# .*: [0-9]+ passed, [0-9]+ failed'

relay_lines() {
	local show=${2:-} line
	while IFS= read -r line; do
		case $line in
		"ok - "*) ok "${1:+$1: }${line#ok - }" ;;
		"FAIL - "*) fail "${1:+$1: }${line#FAIL - }" ;;
		"skip - "*) skip "${1:+$1: }${line#skip - }" ;;
		*)	[[ $line =~ $LIB_SUMMARY ]] && LIB_DONE=1
			[ -z "$show" ] || [[ $line =~ $show ]] && echo "   $line" ;;
		esac
	done
}

relay() {
	local show='' name log; [ "$1" = -s ] && { show=$2; shift 2; }
	name=$1 log=$2; shift 2
	[ "$log" = - ] && log=/dev/null
	LIB_DONE=0
	relay_lines "$name" "$show" < <("$@" 2>&1 | tee "$log")
	[ "$LIB_DONE" = 1 ] || fail "$name: did not finish" "$(tail -3 "$log" 2>/dev/null)"
}

summary() {
	local s
	echo "# $1: $PASS passed, $FAIL failed, $SKIP skipped in $((SECONDS - LIB_T0)) s${2:+ ($2)}"
	[ "$SKIP" = 0 ] || for s in "${SKIPPED[@]}"; do echo "#   skipped: $s"; done
	[ "$FAIL" = 0 ] || { for s in "${FAILED[@]}"; do echo "#   failed: $s"; done; return 1; }
}

# ---- files and processes ---------------------------------------------------------------

LIB_EXIT=()
lib_exit() { local i; for ((i = ${#LIB_EXIT[@]} - 1; i >= 0; i--)); do eval "${LIB_EXIT[i]}"; done; }
at_exit() {
	LIB_EXIT+=("$1")
	trap lib_exit EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
}

LIB_TMP=
tmp_dir() {
	if [ -z "$LIB_TMP" ]; then
		LIB_TMP=$(mktemp -d /tmp/ras-tests.XXXXXX) || return 1
		chmod 0711 "$LIB_TMP"
		at_exit 'if [ -n "${KEEP_TMP:-}" ]; then echo "# kept $LIB_TMP"; else rm -rf "$LIB_TMP"; fi'
	fi
	TD=$LIB_TMP/$1
	rm -rf "$TD" && mkdir -p "$TD"
}

AS_NOBODY=
[ "$(id -u)" = 0 ] && command -v setpriv >/dev/null && AS_NOBODY=1
as_nobody() {
	if [ -n "$AS_NOBODY" ]; then setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; else "$@"; fi
}

wait_until() {
	local t=$1 i=0; shift
	while ! "$@" 2>/dev/null; do
		i=$((i + 1)); [ "$i" -gt $((t * 20)) ] && return 1; sleep 0.05
	done
}
wait_line() { wait_until "$1" grep -qE -- "$3" "$2"; }

# ---- the daemon --------------------------------------------------------------------------

ringfeed_build() {
	local f=$OUT/ringfeed
	[ -x "$f" ] && [ "$f" -nt "$ROOT/tests/ringfeed.c" ] && [ "$f" -nt "$ROOT/ras.c" ] && [ "$f" -nt "$ROOT/ras.h" ] &&
		return 0
	mkdir -p "$OUT"
	gcc -std=gnu11 -O2 -Wall -Wextra -Werror -Wno-missing-field-initializers -o "$f" "$ROOT/tests/ringfeed.c" \
		2>"$OUT/ringfeed.log" || { fail "ringfeed build" "$(head -3 "$OUT/ringfeed.log")"; return 1; }
}

daemon_feed() {
	local d=$1; shift
	rm -rf "$d"; mkdir -p "$d/st"
	"$OUT/ringfeed" "$FMT/linux-6.1" "$d" "$@" > "$d/feed.out" 2>&1 &
	FEED=$!
	wait_until 5 grep -q ready "$d/feed.out"
}

DAEMON_QUIET="--storm-threshold 0 --page-threshold 0 --dimm-threshold 0 --socket-threshold 0 --cpu-threshold 0"
daemon_start() {
	local d=$1; shift
	# shellcheck disable=SC2086
	daemon_run "$d/pid" "$RAS" daemon -f --config none --ring-dir "$d" -F "$FMT/linux-6.1" -I 10 --log "$d/log" \
		--json-log "$d/json" --state "$d/st/state" --pidfile "$d/pid" --metrics "$d/metrics" \
		$DAEMON_QUIET "$@" 2>>"$d/err"
}

daemon_run() {
	local pf=$1; shift
	rm -f "$pf"
	"$@" &
	DAEMON=$!
	wait_until 5 lib_daemon_up "$pf" "$DAEMON"
	[ -s "$pf" ] && daemon_alive "$DAEMON"
}
lib_daemon_up() { [ -s "$1" ] || ! daemon_alive "$2"; }

daemon_stop() {
	local rc t=${2:-30}
	kill -TERM "$DAEMON" 2>/dev/null
	daemon_reap "$DAEMON" "$t"; rc=$?
	[ "$rc" = 124 ] && echo "   daemon still running $t s after SIGTERM: killed" >&2
	[ "$rc" = 0 ] || echo "   daemon exit $rc: $(tail -3 "$1/err" 2>/dev/null)" >&2
	return "$rc"
}

daemon_alive() {
	local s
	s=$(sed -n 's/^State:[[:space:]]*\(.\).*/\1/p' "/proc/$1/status" 2>/dev/null)
	[ -n "$s" ] && [ "$s" != Z ]
}

daemon_reap() {
	local pid=$1 t=$2
	if timeout "$t" sh -c "while s=\$(sed -n 's/^State:[[:space:]]*//p' /proc/$pid/status 2>/dev/null) &&
	    [ -n \"\$s\" ] && [ \"\${s%% *}\" != Z ]; do sleep 0.05; done"; then
		wait "$pid" 2>/dev/null
	else
		kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
		return 124
	fi
}

kill_wait() {
	local p
	for p in "$@"; do
		[ -n "$p" ] || continue
		kill -KILL "$p" 2>/dev/null; wait "$p" 2>/dev/null
	done
	return 0
}

count_records() {
	local n
	n=$(grep -c ' CPU [0-9]* bank ' "$1" 2>/dev/null)
	echo "${n:-0}"
}
lib_records_are() { [ "$(count_records "$1")" "$3" "$2" ]; }
wait_records() { wait_until "$1" lib_records_are "$2" "$3" "${4:-=}"; }

daemon_exactly_once() {
	local f=$1 n=$2
	[ "$(grep -o ' addr 0x[0-9a-f]*' "$f" | sort -u | wc -l)" = "$n" ] &&
	[ "$(count_records "$f")" = "$n" ] &&
	grep -o ' addr 0x[0-9a-f]*' "$f" | python3 -c "import sys; exit(max(int(l.split()[1], 16) for l in sys.stdin) != $n - 1)"
}

cpu_tree() {
	local t=$1 c lo; shift
	rm -rf "$t"; mkdir -p "$t"
	echo "$1" > "$t/online"; shift
	for c in "$@"; do
		mkdir -p "$t/cpu$c/topology"
		[ "$c" = 0 ] || echo 1 > "$t/cpu$c/online"
		lo=$((c / 2 * 2))
		echo "$lo-$((lo + 1))" > "$t/cpu$c/topology/thread_siblings_list"
	done
}

cpu_feed() { RINGFEED_CPU=$2 RINGFEED_BANK=$3 RINGFEED_STATUS=$4 daemon_feed "$1" 1 16 "$5"; }

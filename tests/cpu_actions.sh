#!/bin/bash
# cpu_actions.sh -- regression cases of the daemon's CPU actions, health and state
# compatibility), on a fake CPU tree: never on this machine's /sys.  Run by the daemon group.
# Each case prints "ok - " or "FAIL - " (tests/lib.sh) with what it saw; exit 1 if any failed.
#   ./tests/cpu_actions.sh            (after make; OLD_RAS=path of a ras built at 238eb50 for C4)
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
OUT=${OUT:-$ROOT/tests/out/cpu-actions}
. tests/lib.sh
rm -rf "$OUT"; mkdir -p "$OUT"
ringfeed_build || exit 2

# start DIR [OPTIONS...]: lib.sh's daemon_start with the thresholds of this review off
# (the CPU threshold stays at its default unless given)
start() {
	DAEMON_QUIET="--storm-threshold 0 --page-threshold 0 --dimm-threshold 0 --socket-threshold 0 --rank-threshold 0 --row-threshold 0" \
		daemon_start "$@"
}
stop() { daemon_stop "$1"; }
DCU=0x9000000000000134

# C1. A core ras isolated (state file: CPUs 2,3, two hours ago) that is online again (a
# reboot, or an operator's echo 1), whose bank crosses the threshold again: cpu_act
# returns at "if (!todo) return;" -- no action line, no JSON action, no metric.
d=$OUT/c1 t=$OUT/c1-cpu
cpu_tree "$t" 0-3 0 1 2 3
cpu_feed "$d" 3 1 $DCU 3
then=$(( $(date +%s) - 7200 ))
printf 'ras-state 1\nisolated 2 %s\nisolated 3 %s\n' "$then" "$then" > "$d/st/state"
start "$d" --cpu-threshold 3/1h --cpu-action isolate --cpu-isolate-max 8 --cpu-dir "$t"
wait "$FEED"
wait_until 10 grep -q 'CPU 3 bank 1: 3 corrected errors' "$d/log"
sleep 0.5
stop "$d"
if grep -q 'CPU 3 bank 1: 3 corrected errors in 3600 s' "$d/log" &&
   ! grep -q 'CPU 3 bank 1: \(core of\|threshold crossed;\)' "$d/log"; then
	fail "C1: crossing on CPU 3 (core 2,3 online again, isolated by ras 2 h ago): nothing said, nothing counted:"
	grep 'CPU 3 bank 1:' "$d/log" | sed 's/^/      /'
	grep '^ras_cpu_actions_total' "$d/metrics" | sed 's/^/      /'
else
	ok "C1: a crossing on a core ras isolated before and that is online again is said"
fi

# C2. ras health: a CPU in the state file that does not exist (or whose online file cannot be
# read) is said to be "taken offline by ras ... offline still"; health reads
# /sys/devices/system/cpu whatever --cpu-dir the daemon had.
printf 'ras-state 1\nisolated 4000 %s\n' "$(date +%s)" > "$OUT/c2-state"
h=$("$RAS" health --pidfile none --state "$OUT/c2-state" 2>&1); hrc=$?
if [ ! -e /sys/devices/system/cpu/cpu4000 ] && printf '%s' "$h" | grep -q 'CPU 4000 taken offline by ras'; then
	fail "C2: ras health (exit $hrc) says CPU 4000, which this machine does not have, is offline by ras: $h"
else
	ok "C2: ras health does not claim a CPU that does not exist is offline ($h)"
fi

# C3. More than MAX_CPUS (4096) CPUs: cpu_in_file parses the first 4096 of DIR/online, so
# CPUs 4096 and 4097 (online) read as offline: nothing is done and "offline already (not by
# ras)" is said.
d=$OUT/c3 t=$OUT/c3-cpu
cpu_tree "$t" 0-4097 0 1 4096 4097
cpu_feed "$d" 4097 1 $DCU 3
start "$d" --cpu-threshold 3/1h --cpu-action isolate --cpu-dir "$t"
wait "$FEED"
wait_until 10 grep -q 'CPU 4097 bank 1: \(core of\|threshold crossed;\)' "$d/log"
stop "$d"
if grep -q 'CPU 4097 bank 1: core of CPUs 4096,4097: offline already (not by ras)' "$d/log" &&
   [ "$(cat "$t/cpu4097/online")" = 1 ]; then
	fail "C3: CPUs 4096,4097 online in $t/online (0-4097) said to be offline already; nothing written:"
	grep 'CPU 4097 bank 1:' "$d/log" | sed 's/^/      /'
else
	ok "C3: a core past CPU 4095 ($(grep 'CPU 4097 bank 1: core' "$d/log" | head -1))"
fi

# C4. State format: a ras of 238eb50 (the version before this diff) reads a state file written
# by this one with a CPU in it and drops the whole state ("not a ras state file line; counters
# start from zero"), then writes its own: every counter, DIMM history and bucket is gone.  A
# downgrade, or two versions sharing /var/lib/ras/state.  (This ras writes the state first,
# from one it reads with "isolated 2 T" in it.)
OLD=${OLD_RAS:-/tmp/h-rev6-old/ras}
if [ -x "$OLD" ]; then
	d=$OUT/c4
	cpu_feed "$d" 0 7 0x9c00000000010090 1
	printf 'ras-state 1\nstart 1796284000\nlost 0\ncount 0 7 corrected 41 M2M0\nisolated 2 1796284000\n' > "$d/st/state"
	start "$d"
	wait "$FEED"
	wait_until 10 grep -q ' CPU 0 bank 7 ' "$d/log"
	stop "$d"
	cp "$d/st/state" "$OUT/c4-state"
	cpu_feed "$d" 0 7 0x9c00000000010090 1
	cp "$OUT/c4-state" "$d/st/state"
	"$OLD" daemon -f --config none --ring-dir "$d" -F "$FMT/linux-6.1" -I 10 --log "$d/log" \
		--state "$d/st/state" --pidfile "$d/pid" --metrics "$d/metrics" 2>"$d/err" &
	DAEMON=$!
	wait "$FEED"
	wait_until 10 grep -q ' CPU 0 bank 7 ' "$d/log"
	stop "$d"
	if ! grep -q '^count 0 7 corrected 43 ' "$d/st/state"; then
		fail "C4: ras 238eb50 dropped the state this ras wrote (count 0 7: 41 + 1 + 1 expected, $(grep '^count 0 7' "$d/st/state")):"
		grep -h 'state' "$d/err" | head -2 | sed 's/^/      /'
	else
		ok "C4: ras 238eb50 keeps the rest of a state this ras wrote with a CPU in it ($(grep -h 'state' "$d/err" | head -1))"
	fi
else
	skip "C4" "no old ras at $OLD"
fi

# C5. Corrected errors with Intel's threshold-based status yellow (bits 54:53 = 10: the cache's
# corrected-error count passed the hardware's threshold, severity corrected-threshold) are
# left out of every bucket (thresholds_account: dec->sev != SEV_CORRECTED): a cache in yellow
# never crosses --cpu-threshold, so cpu-action never acts on the cache the hardware itself
# calls degraded; --node-threshold ("all corrected errors") misses them too.
d=$OUT/c5 t=$OUT/c5-cpu
cpu_tree "$t" 0-3 0 1 2 3
cpu_feed "$d" 3 1 0x9040000000000134 3
start "$d" --cpu-threshold 3/1h --node-threshold 3/1h --cpu-action account --cpu-dir "$t"
wait "$FEED"
wait_until 10 sh -c "[ \$(grep -c ' CPU 3 bank 1 corrected-threshold' '$d/log') = 3 ]"
sleep 0.3
stop "$d"
if [ "$(grep -c ' CPU 3 bank 1 corrected-threshold' "$d/log")" = 3 ] && ! grep -q 'is crossed' "$d/log"; then
	fail "C5: 3 corrected DCU errors with threshold status yellow cross neither cpu-threshold 3/1h nor node-threshold 3/1h:"
	grep '^ras_threshold_crossings_total{kind="\(cpu\|node\)"}' "$d/metrics" | sed 's/^/      /'
else
	ok "C5: corrected errors in yellow are counted"
fi
# C6. A ring-dir (rasd.8: "tests and replay") is taken for the kernel: with cpu-action isolate
# (say from /etc/ras.conf) and no --cpu-dir, a replayed ring takes THIS machine's CPUs offline.
# Shown in a private mount namespace where /sys/devices/system/cpu is a fake tree (marker file
# checked first: the daemon never runs against the real tree here).
d=$OUT/c6 t=$OUT/c6-cpu
cpu_tree "$t" 0-3 0 1 2 3
touch "$t/REVIEW6-FAKE-TREE"
cpu_feed "$d" 3 1 $DCU 3
unshare --mount --propagation private sh -c '
	mount --bind "$1" /sys/devices/system/cpu || exit 3
	[ -e /sys/devices/system/cpu/REVIEW6-FAKE-TREE ] || exit 3
	"$2" daemon -f --config none --ring-dir "$3" -F "$4/linux-6.1" -I 10 --log "$3/log" \
		--state "$3/st/state" --pidfile "$3/pid" --storm-threshold 0 --page-threshold 0 \
		--cpu-threshold 3/1h --cpu-action isolate 2>"$3/err" &
	p=$!; sleep 2; kill -TERM $p; wait $p' sh "$t" "$RAS" "$d" "$FMT"
rc=$?
wait "$FEED" 2>/dev/null
if [ "$rc" = 3 ]; then
	skip "C6" "no private mount namespace with a fake /sys/devices/system/cpu"
elif [ "$(cat "$t/cpu2/online")" = 0 ]; then
	fail "C6: a ring-dir record took the default --cpu-dir's CPU 2 offline (0 written to /sys/devices/system/cpu/cpu2/online, a fake tree here):"
	grep 'CPU 3 bank 1:' "$d/log" | sed 's/^/      /'
else
	ok "C6: a ring-dir record does not act on the default CPU tree ($(grep 'CPU 3 bank 1: threshold crossed' "$d/log" | head -1 | cut -c 22-))"
fi
summary cpu-actions

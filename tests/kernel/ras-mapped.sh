# ras-mapped.sh -- tests/kernel/run.sh: ras on a boot-time trace instance of a kernel with
# kernel.patch v4, read through mappings of trace_pipe_raw that consume nothing.
# (QEMU harness scenario; needs /root/ras-lib.sh, see run.sh.)
#  early:      machine checks from the QEMU monitor and mce-inject, made before any ras
#              process ran, are printed by `ras dump -v` (source tracefs, mapped), and again
#              by a second dump: nothing was consumed (the kernel's "read events" stay 0);
#  concurrent: `ras daemon` and two `ras dump --wait` at once all see the same records, and
#              auto picks the instance for a dump although a daemon runs;
#  wakeup:     the daemon is woken by poll() at each commit, and sleeps when nothing comes;
#  hotplug:    CPU 1 offline/online cycles with the daemon and a dump running;
#  restart:    a daemon restarted with its state logs only what came while it was down;
#  overflow:   a stopped daemon and a full buffer: logged + lost = written, exactly, and the
#              logged ones are the newest, in order;
#  reset:      the buffer cleared (echo > trace) under a mapped dump: it says so and
#              reads on from the new start.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 200
# qemu-cmdline: trace_instance=mce,mce:mce_record no_timer_check
# qemu-needs: ras

. /root/ras-lib.sh

I=$RASTEST_T/instances/mce
# stat FIELD: the sum over the instance's CPUs of a per_cpu/cpuN/stats field
stat_sum() {
	cat $I/per_cpu/cpu*/stats | sed -n "s/^$1: *\([0-9]*\).*/\1/p" | awk '{ s += $1 } END { print s + 0 }'
}
# written: events the instance has recorded (held + overwritten + consumed)
written() { echo $(( $(stat_sum entries) + $(stat_sum overrun) + $(stat_sum 'read events') )); }
DOPTS="--problem-interval 0 --storm-threshold 0 --page-threshold 0 --socket-threshold 0 --cpu-threshold 0"

[ -d $I ] || { bad "instance" "no $I: trace_instance= not applied?"; finish mapped; }
[ "$(cat $I/events/mce/mce_record/enable)" = 1 ] || bad "instance" "mce_record not enabled in $I"

# --- early: records made before ras runs ------------------------------------------------
EARLY="0xa0001000 0xa0002000 0xa0003000 0xa0004000"
monitor 0 1 0xa0001000
monitor 1 2 0xa0002000
sw 0 3 0xa0003000
sw 1 4 0xa0004000 1
wait_for '[ "$(written)" -ge 4 ]' 20 || bad "early" "the instance holds $(written) records, expected 4"
rc=0; ras dump -v > /tmp/early.out 2> /tmp/early.err || rc=$?
cat /tmp/early.out /tmp/early.err
ck "early: ras dump -v exits 0, source tracefs instances/mce, mapped, not consumed" \
	"exit $rc, stderr: $(tr '\n' '|' < /tmp/early.err)" \
	"[ $rc = 0 ] && grep -q '^ras: source: tracefs .*instances/mce.*mapped, not consumed' /tmp/early.err"
ck "early: 2 monitor + 2 mce-inject records made before ras ran are all printed, once each" \
	"printed: $(show /tmp/early.out)" 'same_set /tmp/early.out "$EARLY"'
rc=0; ras dump -v > /tmp/early2.out 2> /tmp/early2.err || rc=$?
ck "early: a second ras dump prints the same 4 records (nothing consumed)" \
	"exit $rc: $(show /tmp/early2.out)" "[ $rc = 0 ] && cmp -s /tmp/early.out /tmp/early2.out"
ck "early: the kernel's read events stay 0 (per_cpu/cpuN/stats)" "read events: $(stat_sum 'read events')" \
	"[ $(stat_sum 'read events') = 0 ]"

# --- concurrent readers -------------------------------------------------------------------
mkdir -p /var/lib/ras
ras daemon -f $DOPTS --log /var/log/ras.log --state /var/lib/ras/state --pidfile /run/rasd.pid 2> /tmp/daemon.err &
DPID=$!
wait_for '[ "$(count /var/log/ras.log)" -ge 4 ]' 10 ||
	bad "concurrent" "the daemon did not log the 4 early records: $(tr '\n' '|' < /tmp/daemon.err)"
ras dump -v -1 --wait 8 > /tmp/dump1.out 2> /tmp/dump1.err &
P1=$!
ras dump -v -1 --wait 8 > /tmp/dump2.out 2> /tmp/dump2.err &
P2=$!
wait_for 'grep -q "source:" /tmp/dump1.err && grep -q "source:" /tmp/dump2.err' 10
sw 0 5 0xb0001000
sw 1 6 0xb0002000 1
monitor 1 7 0xb0003000
CONC="$EARLY 0xb0001000 0xb0002000 0xb0003000"
wait_for '[ "$(count /var/log/ras.log)" -ge 7 ]' 10
r1=0; wait $P1 || r1=$?
r2=0; wait $P2 || r2=$?
kill -0 $DPID 2>/dev/null || bad "concurrent" "the daemon died"
cat /tmp/dump1.err /tmp/dump2.err /var/log/ras.log
ck "concurrent: ras daemon logs the 4 early + 3 new records, once each" \
	"daemon log: $(show /var/log/ras.log)" 'same_set /var/log/ras.log "$CONC"'
ck "concurrent: auto gives a dump the instance although a daemon runs (it consumes nothing)" \
	"$(grep 'source:' /tmp/dump1.err)" "grep -q '^ras: source: tracefs .*mapped' /tmp/dump1.err"
ck "concurrent: first ras dump --wait (running with the daemon) sees the same 7" \
	"exit $r1: $(show /tmp/dump1.out)" "[ $r1 = 0 ] && same_set /tmp/dump1.out '$CONC'"
ck "concurrent: second ras dump --wait (at the same time) sees the same 7" \
	"exit $r2: $(show /tmp/dump2.out)" "[ $r2 = 0 ] && same_set /tmp/dump2.out '$CONC'"
ck "early: each record with its CPU, bank, status and misc (ras dump -1 lines)" "$(head -2 /tmp/dump1.out)" \
	"grep 'addr 0xa0001000' /tmp/dump1.out | grep -q 'CPU 0 bank 1 .*status $CE2 addr 0xa0001000 misc 0x86' &&
	 grep 'addr 0xa0004000' /tmp/dump1.out | grep -q 'CPU 1 bank 4 .*status $CE1 addr 0xa0004000'"

# --- wakeup ---------------------------------------------------------------------------------
START=$(grep -m1 'daemon started' /tmp/daemon.err)
log "KT daemon start line: $START"
sw 0 8 0xc0001000
wait_for 'grep -q "addr 0xc0001000" /var/log/ras.log' 10
LAT=$WAITED_MS
ck "wakeup: daemon woken by poll() at each commit; new record logged ${LAT} ms after mce-inject" \
	"start line: $START" "echo '$START' | grep -q 'woken by poll() at each commit' && grep -q 'addr 0xc0001000' /var/log/ras.log"
T0=$(cputicks $DPID); sleep 3; T1=$(cputicks $DPID)
ck "wakeup: the daemon sleeps in poll() when nothing comes (CPU time in 3 s idle: $((T1 - T0)) ticks < 30)" \
	"$((T1 - T0)) ticks of CPU in 3 s" "[ $((T1 - T0)) -lt 30 ]"

# --- hotplug --------------------------------------------------------------------------------
ras dump -v -1 --wait 14 > /tmp/hot.out 2> /tmp/hot.err &
PH=$!
sleep 1
HOT=""
OFFLINE_OK=1
cpu1() { echo "$1" > /sys/devices/system/cpu/cpu1/online; }
for i in 1 2 3; do
	cpu1 0 || bad "hotplug" "cannot offline CPU 1"
	if [ $i = 1 ]; then
		# CPU 1 offline: its buffer stays readable
		ras dump -1 > /tmp/offline.out 2> /tmp/offline.err || OFFLINE_OK=0
		grep -q 'addr 0xb0002000' /tmp/offline.out || OFFLINE_OK=0
	fi
	sw 0 9 0xd00${i}1000
	HOT="$HOT 0xd00${i}1000"
	cpu1 1 || bad "hotplug" "cannot online CPU 1"
	sw 1 3 0xd00${i}2000 1
	HOT="$HOT 0xd00${i}2000"
done
setci
monitor 1 8 0xd0004000
HOT="$HOT 0xd0004000"
ck "hotplug: CPU 1 offline: ras dump reads its buffer (records CPU 1 logged before)" \
	"$(show /tmp/offline.out) $(tr '\n' '|' < /tmp/offline.err)" "[ $OFFLINE_OK = 1 ]"
wait_for 'grep -q "addr 0xd0004000" /var/log/ras.log' 10
rh=0; wait $PH || rh=$?
cat /tmp/hot.err
ALL="$CONC 0xc0001000 $HOT"
ck "hotplug: 3 offline/online cycles: no kernel BUG/WARNING/oops/lockdep splat" "$(oops | head -3)" \
	"! oops | grep -q ."
ck "hotplug: ras daemon alive and logged the 7 records made around and after the re-onlines" \
	"daemon $(kill -0 $DPID 2>/dev/null && echo alive || echo dead); log: $(show /var/log/ras.log)" \
	"kill -0 $DPID && same_set /var/log/ras.log '$ALL'"
ck "hotplug: a ras dump --wait running across the cycles exits 0 and saw them all" \
	"exit $rh: $(show /tmp/hot.out)" "[ $rh = 0 ] && same_set /tmp/hot.out '$ALL'"
rc=0; ras dump -v > /tmp/final.out 2> /tmp/final.err || rc=$?
cat /tmp/final.err
N=$(echo $ALL | wc -w)
ck "hotplug: a new ras dump -v: all $N records since boot, once each, 0 lost" \
	"exit $rc: $(show /tmp/final.out) / $(grep 'records (' /tmp/final.err)" \
	"[ $rc = 0 ] && same_set /tmp/final.out '$ALL' &&
	       grep -q '^ras: $N records ($N printed, 0 lost) from tracefs' /tmp/final.err"

# --- restart: the state file carries the read positions (per boot) ------------------------
kill -TERM $DPID
rd=0; wait $DPID || rd=$?
ck "daemon: SIGTERM -> exit 0, \"$N records logged this run\", no lost record reported" \
	"exit $rd: $(tail -2 /tmp/daemon.err | tr '\n' '|')" \
	"[ $rd = 0 ] && grep -q 'stopping: $N records logged this run' /tmp/daemon.err && ! grep -q 'lost' /tmp/daemon.err"
sw 0 2 0xe0001000
sw 1 2 0xe0002000 1
ras daemon -f $DOPTS --log /var/log/ras.log --state /var/lib/ras/state --pidfile none 2> /tmp/daemon2.err &
DPID=$!
wait_for 'grep -q "addr 0xe0002000" /var/log/ras.log && grep -q "addr 0xe0001000" /var/log/ras.log' 10
sleep 1.2
kill -TERM $DPID
rd=0; wait $DPID || rd=$?
cat /tmp/daemon2.err
ck "restart: a daemon restarted with the same --state logs only the 2 records made while it was down" \
	"exit $rd; log now: $(show /var/log/ras.log); $(grep -i 'continuing\|lost' /tmp/daemon2.err | head -3 | tr '\n' '|')" \
	'[ $rd = 0 ] && same_set /var/log/ras.log "$ALL 0xe0001000 0xe0002000" && grep -q "stopping: 2 records logged this run" /tmp/daemon2.err && grep -q "mapped ftrace buffers: continuing" /tmp/daemon2.err'

# --- overflow: exact loss ---------------------------------------------------------------------
# A small buffer (resizing needs no mapping: no ras runs now), then a daemon stopped while
# more records come than it holds: the daemon logs the newest and counts the rest lost.
echo 8 > $I/buffer_size_kb || bad "overflow" "cannot resize $I"
echo > $I/trace	# empty: the kernel's reset publishes 0 entries
log "KT buffer_size_kb $(cat $I/buffer_size_kb)"
: > /var/log/ras3.log
ras daemon -f $DOPTS --log /var/log/ras3.log --state /var/lib/ras/state3 --pidfile none 2> /tmp/daemon3.err &
DPID=$!
wait_for 'grep -q "daemon started" /tmp/daemon3.err' 10
sleep 1
kill -STOP $DPID
B=200
A() { printf '0x%x' $((0x100000 + $1 * 4096)); }
_i=0; while [ $_i -lt $B ]; do sw 0 1 "$(A $_i)" 0; _i=$((_i + 1)); done
kill -CONT $DPID
wait_for '[ "$(count /var/log/ras3.log)" -gt 0 ]' 10
sleep 1.5
kill -TERM $DPID
rd=0; wait $DPID || rd=$?
cat /tmp/daemon3.err | tail -5
K=$(count /var/log/ras3.log)
L=$(grep -o 'lost [0-9]* records on CPU 0' /tmp/daemon3.err | awk '{ s += $2 } END { print s + 0 }')
FIRST=$(( ( $(addrs /var/log/ras3.log | head -1) - 0x100000 ) / 4096 ))
exp=""; _i=$((B - K)); while [ $_i -lt $B ]; do exp="$exp $(A $_i)"; _i=$((_i + 1)); done
log "KT overflow: logged $K (from record $FIRST), lost $L of $B"
ck "overflow: $B records while the daemon was stopped: logged $K + lost $L = $B exactly" \
	"logged $K, lost $L; $(grep lost /tmp/daemon3.err | head -2 | tr '\n' '|')" \
	"[ $rd = 0 ] && [ $K -gt 0 ] && [ $K -lt $B ] && [ $((K + L)) = $B ]"
ck "overflow: the logged ones are the newest $K, in order" "first logged: record $FIRST" \
	"[ \"\$(addrs /var/log/ras3.log | tr '\n' ' ')\" = \"\$(echo $exp) \" ]"

# --- reset while mapped: the kernel says so, readers start again --------------------------------
ras dump -v -1 --wait 20 > /tmp/reset.out 2> /tmp/reset.err &
PR=$!
# (its output is a file: buffered until it exits)
wait_for 'grep -q "source:" /tmp/reset.err' 10
sleep 1
echo > $I/trace
sw 0 4 0xf0001000 0
sleep 2
kill -INT $PR 2>/dev/null
rr=0; wait $PR || rr=$?
cat /tmp/reset.err
ck "reset: a dump mapped while the buffer is cleared says so, then prints the record made after" \
	"exit $rr: $(addrs /tmp/reset.out | tail -2 | tr '\n' ' ') $(grep -i reset /tmp/reset.err | head -1)" \
	"[ $rr = 0 ] && [ \"\$(addrs /tmp/reset.out | tail -1)\" = 0xf0001000 ] && [ $(count /tmp/reset.out) = $((K + 1)) ] &&
	 grep -q 'ftrace buffer reset' /tmp/reset.err"
ck "overflow, reset: no kernel BUG/WARNING/oops" "$(oops | head -3)" "! oops | grep -q ."
finish mapped

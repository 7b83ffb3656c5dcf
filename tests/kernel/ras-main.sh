# ras-main.sh -- tests/kernel/run.sh: ras on the persistent mce_record buffers of kernel.patch
# (QEMU harness scenario; needs /root/ras-lib.sh and /bin/persist-reader, see run.sh).
#  early:      machine checks from the QEMU monitor and mce-inject, all made before any ras
#              process ran, are printed by a `ras dump -v` started afterwards (source persistent);
#  concurrent: `ras daemon`, two `ras dump --wait` (and `ras top --once` if the binary has it)
#              mapped at the same time all see the same records;
#  wakeup:     how the daemon learns of a new record (poll() or polling), and how fast;
#  hotplug:    CPU 1 offline/online cycles with the daemon and a dump running: no crash, an
#              offline CPU's buffer stays readable, records after re-online are read, none twice.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 170
# qemu-cmdline: no_timer_check
# qemu-needs: ras

. /root/ras-lib.sh

log "KT files: $(ls $D | tr '\n' ' ')"
[ -e $D/mce_record0 ] || { bad "persistent files" "no $D/mce_record0: not the kernel.patch kernel?"; finish main; }
[ -z "$(pidof ras)" ] || bad "early" "a ras process is running before the test starts"

# --- early: records made before ras runs ------------------------------------------------
EARLY="0xa0001000 0xa0002000 0xa0003000 0xa0004000"
monitor 0 1 0xa0001000
monitor 1 2 0xa0002000
sw 0 3 0xa0003000
sw 1 4 0xa0004000 1
wait_for '[ "$(written)" -ge 4 ]' 20 || bad "early" "the kernel holds $(written) records, expected 4"
log "KT kernel view: $(pr_addrs $D/mce_record[0-9] | tr '\n' ' ')"
rc=0; ras dump -v > /tmp/early.out 2> /tmp/early.err || rc=$?
cat /tmp/early.out /tmp/early.err
ck "early: ras dump -v exits 0 and says source persistent" \
	"exit $rc, stderr: $(tr '\n' '|' < /tmp/early.err)" \
	"[ $rc = 0 ] && grep -q '^ras: source: persistent ' /tmp/early.err"
ck "early: 2 monitor + 2 mce-inject records made before ras ran are all printed, once each" \
	"printed: $(show /tmp/early.out)" 'same_set /tmp/early.out "$EARLY"' 
ck "early: -v summary: 4 records (4 printed, 0 lost) from persistent" \
	"$(grep 'records (' /tmp/early.err)" "grep -q '^ras: 4 records (4 printed, 0 lost) from persistent' /tmp/early.err"

# --- concurrent readers -------------------------------------------------------------------
mkdir -p /var/lib/ras
ras daemon -f --problem-interval 0 --storm-threshold 0 --page-threshold 0 --socket-threshold 0 --cpu-threshold 0 --log /var/log/ras.log --state /var/lib/ras/state --pidfile none 2> /tmp/daemon.err &
DPID=$!
wait_for '[ "$(count /var/log/ras.log)" -ge 4 ]' 10 ||
	bad "concurrent" "the daemon did not log the 4 early records: $(tr '\n' '|' < /tmp/daemon.err)"
ras dump -v -1 --wait 8 > /tmp/dump1.out 2> /tmp/dump1.err &
P1=$!
ras dump -v -1 --wait 8 > /tmp/dump2.out 2> /tmp/dump2.err &
P2=$!
wait_for 'grep -q "source:" /tmp/dump1.err && grep -q "source:" /tmp/dump2.err' 10
# three mappings at once (daemon + two dumps), and then new records arrive in both buffers
sw 0 5 0xb0001000
sw 1 6 0xb0002000 1
monitor 1 7 0xb0003000
CONC="$EARLY 0xb0001000 0xb0002000 0xb0003000"
wait_for '[ "$(count /var/log/ras.log)" -ge 7 ]' 10
HAVE_TOP=0
if ras top --help > /tmp/top.help 2>&1; then
	HAVE_TOP=1
	# while the two dumps still hold their mappings
	ras top --once --no-state > /tmp/top.out 2> /tmp/top.err || ras top --once > /tmp/top.out 2> /tmp/top.err
fi
r1=0; wait $P1 || r1=$?
r2=0; wait $P2 || r2=$?
kill -0 $DPID 2>/dev/null || bad "concurrent" "the daemon died"
cat /tmp/dump1.err /tmp/dump2.err /var/log/ras.log
ck "concurrent: ras daemon logs the 4 early + 3 new records, once each" \
	"daemon log: $(show /var/log/ras.log)" 'same_set /var/log/ras.log "$CONC"' 
ck "concurrent: first ras dump --wait (running with the daemon) sees the same 7" \
	"exit $r1: $(show /tmp/dump1.out)" "[ $r1 = 0 ] && same_set /tmp/dump1.out '$CONC'"
ck "concurrent: second ras dump --wait (at the same time) sees the same 7" \
	"exit $r2: $(show /tmp/dump2.out)" "[ $r2 = 0 ] && same_set /tmp/dump2.out '$CONC'"
ck "concurrent: the two dumps print identical lines" "$(diff /tmp/dump1.out /tmp/dump2.out | head -3)" \
	"cmp -s /tmp/dump1.out /tmp/dump2.out"
ck "early: each record with its CPU, bank, status and misc (ras dump -1 lines)" "$(head -2 /tmp/dump1.out)" \
	"grep 'addr 0xa0001000' /tmp/dump1.out | grep -q 'CPU 0 bank 1 .*status $CE2 addr 0xa0001000 misc 0x86' &&
	 grep 'addr 0xa0002000' /tmp/dump1.out | grep -q 'CPU 1 bank 2 .*status $CE2 addr 0xa0002000 misc 0x86' &&
	 grep 'addr 0xa0003000' /tmp/dump1.out | grep -q 'CPU 0 bank 3 .*status $CE1 addr 0xa0003000' &&
	 grep 'addr 0xa0004000' /tmp/dump1.out | grep -q 'CPU 1 bank 4 .*status $CE1 addr 0xa0004000'"
ck "concurrent: daemon log lines = ras dump -1 lines (same records, same decode)" \
	"$(diff /tmp/dump1.out /tmp/l1 | head -4 | tr '\n' '|')" \
	"grep ' CPU [0-9]* bank ' /var/log/ras.log > /tmp/l1; cmp -s /tmp/l1 /tmp/dump1.out"
if [ $HAVE_TOP = 1 ]; then
	cat /tmp/top.out /tmp/top.err
	ck "concurrent: ras top --once (with the daemon running) counts the same 7 records, 0 lost" \
		"$(head -2 /tmp/top.out | tr '\n' '|') $(head -2 /tmp/top.err)" \
		"grep -q '^total 7: .* lost 0' /tmp/top.out"
else
	skp "concurrent: ras top --once" "this ras has no 'top' command ($(head -1 /tmp/top.help))"
fi

# --- wakeup: how the daemon learns of new records ------------------------------------------
START=$(grep -m1 'daemon started' /tmp/daemon.err)
log "KT daemon start line: $START"
HOW=$(echo "$START" | grep -o 'polled every [0-9]* ms\|poll()')
sw 0 8 0xc0001000
wait_for 'grep -q "addr 0xc0001000" /var/log/ras.log' 10
LAT=$WAITED_MS
echo "$START" | grep -q 'poll()' && MODE=poll || MODE=polling
echo "KT_WAKEUP mode=$MODE how='$HOW' latency_ms=$LAT"
ck "wakeup: daemon $(echo "${HOW:-?}" | sed 's/poll()/woken by poll()/') on the persistent files; new record logged ${LAT} ms after mce-inject" \
	"start line: $START" "grep -q 'addr 0xc0001000' /var/log/ras.log"
# poll() is readable while data_head differs from the last one the file read: a daemon
# that never reads it with pread() would spin in poll()
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
	[ "$(cat /sys/devices/system/cpu/online)" = 0 ] || bad "hotplug" "online: $(cat /sys/devices/system/cpu/online)"
	if [ $i = 1 ]; then
		# CPU 1 offline: its buffer (with 0xa0004000 and 0xb0002000 in it) stays readable
		ras dump -1 > /tmp/offline.out 2> /tmp/offline.err || OFFLINE_OK=0
		grep -q 'addr 0xb0002000' /tmp/offline.out || OFFLINE_OK=0
		[ "$(pr_addrs $D/mce_record1 | grep -c 0xb0002000)" = 1 ] || OFFLINE_OK=0
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
	"! dmesg | grep -qE 'BUG:|WARNING:|Oops|Call Trace|general protection|lockdep|circular'"
ck "hotplug: ras daemon alive and logged the 7 records made around and after the re-onlines" \
	"daemon $(kill -0 $DPID 2>/dev/null && echo alive || echo dead); log: $(show /var/log/ras.log)" \
	"kill -0 $DPID && same_set /var/log/ras.log '$ALL'"
ck "hotplug: a ras dump --wait running across the cycles exits 0 and saw them all" \
	"exit $rh: $(show /tmp/hot.out)" "[ $rh = 0 ] && same_set /tmp/hot.out '$ALL'"
R1=$(pr_addrs $D/mce_record1 | tr '\n' ' ')
ck "hotplug: records made on CPU 1 after each re-online are in mce_record1" "mce_record1 holds: $R1" \
	"echo '$R1' | grep -q 0xd0012000 && echo '$R1' | grep -q 0xd0022000 && echo '$R1' | grep -q 0xd0032000"
rc=0; ras dump -v > /tmp/final.out 2> /tmp/final.err || rc=$?
cat /tmp/final.err
N=$(echo $ALL | wc -w)
ck "hotplug: a new ras dump -v: all $N records since boot, once each, 0 lost" \
	"exit $rc: $(show /tmp/final.out) / $(grep 'records (' /tmp/final.err)" \
	"[ $rc = 0 ] && same_set /tmp/final.out '$ALL' &&
	       grep -q '^ras: $N records ($N printed, 0 lost) from persistent' /tmp/final.err"

# --- daemon stop ----------------------------------------------------------------------------
kill -TERM $DPID
rd=0; wait $DPID || rd=$?
tail -3 /tmp/daemon.err
ck "daemon: SIGTERM -> exit 0, \"$N records logged this run\", no lost record reported" \
	"exit $rd: $(tail -2 /tmp/daemon.err | tr '\n' '|')" \
	"[ $rd = 0 ] && grep -q 'stopping: $N records logged this run' /tmp/daemon.err && ! grep -q 'lost' /tmp/daemon.err"

# --- restart: the state file carries the read positions (per boot) ------------------------
sw 0 2 0xe0001000
sw 1 2 0xe0002000 1
wait_for '[ "$(written)" -ge $((N + 2)) ]' 10
: > /tmp/daemon2.err
ras daemon -f --problem-interval 0 --storm-threshold 0 --page-threshold 0 --socket-threshold 0 --cpu-threshold 0 --log /var/log/ras.log --state /var/lib/ras/state --pidfile none 2> /tmp/daemon2.err &
DPID=$!
wait_for 'grep -q "addr 0xe0002000" /var/log/ras.log && grep -q "addr 0xe0001000" /var/log/ras.log' 10
sleep 1.2
kill -TERM $DPID
rd=0; wait $DPID || rd=$?
cat /tmp/daemon2.err
ck "restart: a daemon restarted with the same --state logs only the 2 records made while it was down" \
	"exit $rd; log now: $(show /var/log/ras.log); $(grep -i 'state\|lost' /tmp/daemon2.err | head -3 | tr '\n' '|')" \
	'[ $rd = 0 ] && same_set /var/log/ras.log "$ALL 0xe0001000 0xe0002000" && grep -q "stopping: 2 records logged this run" /tmp/daemon2.err'
finish main

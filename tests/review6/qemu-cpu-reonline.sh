# qemu-cpu-reonline.sh -- review 6 reproducer (not in run-all: tests/review6/): the perf source
# after cpu-action isolate.  The daemon takes the core of CPU 3 (CPUs 2,3) offline; an operator
# brings it back (echo 1 > cpuN/online); the same core's next corrected error.  On a stock
# kernel the perf events of a CPU that went offline are taken out of its context
# (perf_event_exit_cpu_context) and never come back; source_hotplug() skips a CPU that has a
# ring: the running daemon reads nothing from CPUs 2,3 again and says nothing about it.
# A fresh `ras dump -S perf` sees the error: the kernel did log it.
#
#   tests/qemu/boot.py --ras ./ras tests/review6/qemu-cpu-reonline.sh
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 4,sockets=1,cores=2,threads=2
# qemu-timeout: 150
# qemu-needs: ras

ST=0x9000000000000134 BANK=1
mkdir -p /var/lib/ras /run
C=/sys/devices/system/cpu
LOG=/var/log/r.log
[ "$(cat $C/cpu3/topology/thread_siblings_list)" = 2-3 ] || fail "CPU 3's siblings are not 2-3"

ras daemon -f --source perf --log $LOG --state /var/lib/ras/r.state --pidfile /run/rasd.pid \
  --pstore-dir none --metrics /var/lib/ras/r.prom --cpu-threshold 3/1h --cpu-action isolate \
  > /tmp/r.out 2>&1 &
RASD=$!
wait_for "grep -q 'daemon started' $LOG" 15 || { cat /tmp/r.out; fail "ras daemon did not start"; }
for i in 1 2 3; do
  mce_inject 3 $BANK $ST 0 0 0 || fail "monitor refused"
  wait_for "[ \$(grep -c ' CPU 3 bank $BANK .*status $ST' $LOG) -ge $i ]" 10 || { cat $LOG; fail "error $i not logged"; }
done
wait_for "grep -q 'core of CPUs 2,3 taken offline, verified' $LOG" 10 || { cat $LOG; fail "not isolated"; }
[ "$(cat $C/online)" = 0-1 ] || fail "online CPUs '$(cat $C/online)', not 0-1"

# the operator brings the core back
echo 1 > $C/cpu2/online && echo 1 > $C/cpu3/online || fail "cannot bring CPUs 2,3 back online"
[ "$(cat $C/online)" = 0-3 ] || fail "online CPUs '$(cat $C/online)' after onlining"
sleep 2

# a control: CPU 1's error is logged by the running daemon
mce_inject 1 $BANK $ST 0 0 0 || fail "monitor refused"
wait_for "grep -q ' CPU 1 bank $BANK .*status $ST' $LOG" 10 || { cat $LOG; fail "control: CPU 1's error not logged"; }

# the core's next error, with a fresh reader beside the daemon
ras dump -S perf --wait 8 > /tmp/dump.out 2> /tmp/dump.err &
DUMP=$!
sleep 2
mce_inject 3 $BANK $ST 0 0 0 || fail "monitor refused"
wait $DUMP
log "fresh ras dump -S perf: $(grep -c "CPU 3 bank $BANK" /tmp/dump.out) record(s) of CPU 3"
sleep 2
kill -TERM $RASD; wait $RASD
echo "---- daemon log"; cat $LOG
putfile $LOG r.log
n=$(grep -c " CPU 3 bank $BANK .*status $ST" $LOG)
grep -q "CPU 3 bank $BANK" /tmp/dump.out || fail "the kernel's tracepoint did not give CPU 3's 4th error to a fresh reader either"
[ "$n" -ge 4 ] || grep -q 'CPU 3.*came back online after it was offline' $LOG ||
  fail "CPU 3's error after the core came back: a fresh 'ras dump -S perf' reads it, the daemon that isolated the core does not ($n of 4 logged), and it said nothing: $(grep -i 'cpu 3\|CPU 2\|came online' $LOG | grep -v 'bank 1 corrected' | tr '\n' ' ')"
[ "$n" -ge 4 ] && pass "the daemon reads CPUs 2,3 again after they came back online"
pass "the daemon does not read CPU 3 again after it came back online, and says so"

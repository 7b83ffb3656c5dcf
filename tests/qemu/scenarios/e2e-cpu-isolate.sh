# e2e-cpu-isolate.sh -- CPU actions against the real kernel: corrected data-cache
# errors (MCACOD 0x0134, a data read in the DCU, status VAL|EN = 0x9000000000000134) injected
# from the QEMU monitor into bank 1 of one CPU, three of them, cross --cpu-threshold 3/1h.
# Skylake-Server, 2 cores x 2 threads (CPUs 0,1 and 2,3: the guest kernel's
# thread_siblings_list); one daemon (perf source, files of its own) per case:
#   1 isolate  errors on CPU 3: its core (CPUs 2,3) taken offline, verified by the kernel's own
#              files (cpuN/online 0, /sys/devices/system/cpu/online 0-1), a JSON action record,
#              ras_cpu_actions_total{action="isolate",result="done"} 1, "isolated" lines in the
#              state file, and `ras health` says it (exit 1); brought back online by hand while
#              the daemon runs, the daemon says it no longer reads them (perf events do not
#              come back with a CPU)
#   2 cpu 0    errors on CPU 1: its core holds CPU 0: refused, said, nothing goes offline
#   3 account  errors on CPU 3 (back online): said and counted, nothing goes offline
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 4,sockets=1,cores=2,threads=2
# qemu-timeout: 150
# qemu-needs: ras

ST=0x9000000000000134 BANK=1
mkdir -p /var/lib/ras /run
C=/sys/devices/system/cpu

[ -e /sys/devices/system/machinecheck/machinecheck3/bank$BANK ] || fail "CPU 3 has no bank $BANK"
[ "$(cat $C/cpu3/topology/thread_siblings_list)" = 2-3 ] ||
  fail "CPU 3's siblings are '$(cat $C/cpu3/topology/thread_siblings_list)', not 2-3 (QEMU topology)"
[ "$(cat $C/cpu1/topology/thread_siblings_list)" = 0-1 ] || fail "CPU 1's siblings are not 0-1"
[ "$(cat $C/online)" = 0-3 ] || fail "online CPUs '$(cat $C/online)', not 0-3"

# start NAME ARGS...: a daemon with files of its own
start() {
  n=$1; shift
  LOG=/var/log/$n.log JSON=/var/log/$n.json PROM=/var/lib/ras/$n.prom STATE=/var/lib/ras/$n.state
  RASD_WHAT=$n rasd_start $LOG /tmp/$n.out --source perf --json-log $JSON --state $STATE --pidfile /run/rasd.pid \
    --pstore-dir none --metrics $PROM --cpu-threshold 3/1h "$@"
}
stop() {
  RASD_WHAT=$n rasd_stop
  echo "---- $n: ras.log"; cat $LOG
  echo "---- $n: metrics"; grep '^ras_cpu_actions_total\|^ras_threshold_crossings_total' $PROM
  putfile $LOG $n.log
  putfile $JSON $n.json
}
# three CPU: three corrected DCU errors on CPU, each logged before the next (the kernel polls
# the bank every second; a second injection before the poll would overwrite the first)
three() {
  for i in 1 2 3; do
    mce_inject $1 $BANK $ST 0 0 0 || fail "$n: monitor refused: mce $1 $BANK $ST 0 0 0"
    wait_for "[ \$(grep -c ' CPU $1 bank $BANK .*status $ST' $LOG) -ge $i ]" 10 ||
      { cat $LOG; fail "$n: error $i on CPU $1 not logged within 10 s"; }
  done
}
want() {
  wait_for "grep -qF '$1' $LOG" ${2:-10} || { cat $LOG; fail "$n: no '$1'"; }
}
want_metric() {
  wait_for "grep -q '^$1 $2\$' $PROM" 5 || { grep '^ras_cpu' $PROM; fail "$n: metrics: no '$1 $2'"; }
}

# ---- 1: isolate the core of CPU 3
start isolate --cpu-action isolate
mark isolate
three 3
want "CPU 3 bank 1: 3 corrected errors in 3600 s: the cpu-threshold 3/3600s is crossed"
want "CPU 3 bank 1: core of CPUs 2,3 taken offline, verified: 2 CPUs now offline by ras"
want_metric 'ras_cpu_actions_total{action="isolate",result="done"}' 1
[ "$(cat $C/online)" = 0-1 ] || fail "isolate: online CPUs '$(cat $C/online)', not 0-1"
[ "$(cat $C/cpu2/online)" = 0 ] && [ "$(cat $C/cpu3/online)" = 0 ] || fail "isolate: cpu2/cpu3 online files not 0"
grep '"kind":"action"' $JSON | grep '"action":"isolate"' | grep '"target":"CPU 3 bank 1"' |
  grep -q '"result":"done"' || fail "isolate: no JSON action record isolate CPU 3 bank 1 done: $(grep action $JSON)"
# the operator brings the core back while the daemon runs: the perf event of a CPU that went
# offline does not come back with it; the daemon must say it does not read CPU 3, not go quiet
echo 1 > $C/cpu2/online && echo 1 > $C/cpu3/online || fail "isolate: cannot bring CPUs 2,3 back online"
want "CPU 3: came back online after it was offline: its perf event did not come back with it" 15
stop
echo 0 > $C/cpu2/online && echo 0 > $C/cpu3/online || fail "isolate: cannot take CPUs 2,3 offline again"
grep -q '^bucket isolated 2 ' $STATE && grep -q '^bucket isolated 3 ' $STATE || fail "isolate: state file has no isolated lines: $(cat $STATE)"
hrc=0; h=$(ras health --pidfile none --state $STATE) || hrc=$?
log "ras health: exit $hrc: $h"
[ $hrc = 1 ] || fail "isolate: ras health exit $hrc, not 1 (problem)"
case $h in "CPU "[23]" taken offline by ras at "*) ;; *) fail "isolate: ras health says '$h'" ;; esac
dmesg | grep -i 'smpboot\|CPU [23] is now offline' | tail -3

# ---- 2: the core of CPU 0 is never taken offline
start cpu0 --cpu-action isolate
mark cpu0
three 1
want "CPU 1 bank 1: threshold crossed; not isolated: its core (CPUs 0,1) holds CPU 0, which is never taken offline"
want_metric 'ras_cpu_actions_total{action="isolate",result="refused"}' 1
stop
[ "$(cat $C/online)" = 0-1 ] || fail "cpu0: online CPUs '$(cat $C/online)', not 0-1"

# ---- 3: account, with CPU 3's core back
echo 1 > $C/cpu2/online && echo 1 > $C/cpu3/online || fail "cannot bring CPUs 2,3 back online"
[ "$(cat $C/online)" = 0-3 ] || fail "online CPUs '$(cat $C/online)' after onlining, not 0-3"
h=$(ras health --pidfile none --state /var/lib/ras/isolate.state) || :
case $h in *"taken offline"*) fail "ras health: a CPU back online is still said: $h" ;; esac
start account --cpu-action account
mark account
three 3
want "CPU 3 bank 1: threshold crossed; cpu-action account: not isolated"
want_metric 'ras_cpu_actions_total{action="account",result="done"}' 1
stop
[ "$(cat $C/online)" = 0-3 ] || fail "account: online CPUs '$(cat $C/online)', not 0-3"
pass "cpu isolate: core of CPU 3 offline and verified; CPU 0's core refused; account moves nothing"

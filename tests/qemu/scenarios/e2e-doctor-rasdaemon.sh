# e2e-doctor-rasdaemon.sh -- `ras doctor` beside other consumers of machine checks.
# 1. rasdaemon running: `consumers` warns naming rasdaemon and its pid; exit 1.
# 2. then also `cat /sys/kernel/tracing/trace_pipe` (a reader of the main ftrace buffer) in
#    the same boot: `consumers` warns "pid N reads /sys/kernel/tracing/trace_pipe" (that
#    message takes precedence over the rasdaemon one); exit 1.
# rasdaemon is Debian's package (0.6.8) with its libraries and loader, put in the initramfs by
# tests/qemu/e2e.sh (args_e2e-doctor-rasdaemon, --file, like tests/qemu/compare.sh); run
# through boot.py without them, a stand-in (a script named rasdaemon) is used and the guest
# says so; e2e.sh fails unless the real one ran.
#
# qemu-cpus: Skylake-Server-v1
# qemu-smp: 1
# qemu-timeout: 60
# qemu-needs: ras

RD=/usr/sbin/rasdaemon
if [ -x $RD ]; then
  # rasdaemon 0.6.8 finds debugfs in /proc/mounts and makes its own instance
  # <debugfs>/tracing/instances/rasdaemon (/init mounted debugfs and tracefs)
  mkdir -p /var/lib/rasdaemon
  LD_LIBRARY_PATH=/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu $RD -f -r > /tmp/rd.out 2> /tmp/rd.err &
  RDPID=$!
  wait_for "grep -q 'Listening to events' /tmp/rd.err || ! kill -0 $RDPID" 30 || true
  kill -0 $RDPID 2>/dev/null && grep -q 'Listening to events' /tmp/rd.err ||
    { cat /tmp/rd.err; fail "rasdaemon did not start"; }
  WHAT="Debian's rasdaemon ($(LD_LIBRARY_PATH=/lib/x86_64-linux-gnu $RD -V 2>&1 | head -1))"
  echo real > /tmp/rasdaemon-kind
else
  # stand-in: a shell script named rasdaemon (comm is the script's name; sleep is its child)
  printf '#!/bin/sh\nsleep 600\n' > /tmp/rasdaemon && chmod +x /tmp/rasdaemon
  /tmp/rasdaemon &
  RDPID=$!
  wait_for "[ \"\$(cat /proc/$RDPID/comm)\" = rasdaemon ]" 5 || fail "stand-in comm: $(cat /proc/$RDPID/comm)"
  WHAT="a STAND-IN (no $RD in the initramfs: tests/qemu/e2e.sh puts Debian's there): a script named rasdaemon"
  echo stand-in > /tmp/rasdaemon-kind
fi
putfile /tmp/rasdaemon-kind
log "INFO consumer 1: $WHAT, pid $RDPID, comm $(cat /proc/$RDPID/comm); its tracefs files:" \
  "$(ls -l /proc/$RDPID/fd 2>/dev/null | sed -n 's/.*-> //p' | grep tracing | sort -u | tr '\n' ' ')"

doctor_run rasdaemon
doctor_want consumers warn "rasdaemon (pid $RDPID) also logs machine checks"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (warn)"

# A reader of the main buffer's trace_pipe in the same boot: named in preference to rasdaemon
cat $RASTEST_T/trace_pipe > /dev/null &
CAT=$!
wait_for "ls -l /proc/$CAT/fd | grep -q trace_pipe" 5 || fail "cat did not open trace_pipe"
log "INFO consumer 2: cat, pid $CAT: $(ls -l /proc/$CAT/fd | sed -n 's/.*-> //p' | grep trace_pipe)"
doctor_run
doctor_want consumers warn "pid $CAT reads /sys/kernel/tracing/trace_pipe: what it reads from the main ftrace buffer"
[ "$DOCTOR_RC" = 1 ] || fail "exit $DOCTOR_RC, expected 1 (warn)"
kill $CAT $RDPID 2>/dev/null || true
pass "consumers: $(cat /tmp/rasdaemon-kind) rasdaemon pid $RDPID, then trace_pipe reader pid $CAT; exit $DOCTOR_RC"

# e2e-previous-boot-bad.sh -- a persistent instance booted without ^traceoff on stock 6.12: the
# kernel writes the new boot's first record over the old tail page, which was also the page being
# read, and from then on every read of that CPU returns a page with nothing in it (and a WARNING
# at ring_buffer.c:5384 in dmesg), in a loop as fast as the reader reads.
# Boot 1: the daemon logs A, B and C (CPU 0) live; then the monitor's system_reset.
# Boot 2: the daemon says tracing was on before it read the instance (the previous boot cannot be
# told from this one), then D (CPU 0) puts the buffer in that state. ras says so once and then
# once a minute with a count, reads that CPU again after 1, 2, 4 ... s (not in a loop: a few
# kernel warnings, not thousands), and the metrics count every bad read.
#
# qemu-kernels: 6.12
# qemu-cpus-6.12: Skylake-Server-v1
# qemu-smp: 2
# qemu-timeout: 120
# qemu-needs: ras
# qemu-reboot: yes
# qemu-cmdline: reserve_mem=12M:16M:mcei trace_instance=mcei@mcei,mce:mce_record

I=$RASTEST_T/instances/mcei
CE=0x9c00000000010090
mkdir -p /var/lib/ras /run /var/log
[ -f $I/last_boot_info ] || fail "instances/mcei is not a persistent instance"
START="--state /var/lib/ras/state --pidfile /run/rasd.pid --metrics /run/ras.prom"

if [ "$RASTEST_BOOT" = 1 ]; then
  rasd_start /var/log/ras.log /tmp/rasd.out $START
  for a in 0xa000 0xb000 0xc000; do
    mce_inject 0 1 $CE 0 $a 0 || fail "inject $a"
    wait_for "grep -q 'addr $a' /var/log/ras.log" 10 || fail "$a not logged"
  done
  rasd_stop
  log "system_reset"; mon system_reset
  sleep 30; fail "no reset"
fi

rasd_start /var/log/ras.log /tmp/rasd.out $START
grep -q "tracing was on before ras read it: the previous boot's records cannot be told from this boot's" /var/log/ras.log ||
  { cat /var/log/ras.log; fail "the missing ^traceoff not said"; }
mce_inject 0 1 $CE 0 0xd000 0 || fail "inject D"
wait_for "grep -qE 'ftrace page with no event|corrupt ftrace page' /var/log/ras.log" 15 || { cat /var/log/ras.log; fail "the bad buffer not said"; }
sleep 8
rasd_stop
cat /var/log/ras.log
said=$(grep -cE 'ftrace page with no event|corrupt ftrace page' /var/log/ras.log)
warned=$(dmesg | grep -c 'WARNING: CPU' || true)
bad=$(sed -n 's/^ras_reader_problems_total //p' /run/ras.prom)
log "INFO bad buffer: said $said times, kernel warnings $warned, ras_reader_problems_total $bad"
[ "$said" -le 2 ] || fail "said $said times in 10 s, not once (and once with the count)"
[ "${bad:-0}" -ge 2 ] || fail "metrics: ras_reader_problems_total ${bad:-none}"
[ "$warned" -le 12 ] || fail "$warned kernel warnings: ras read the bad buffer in a loop"
grep -E 'ftrace page with no event|corrupt ftrace page' /var/log/ras.log | tail -1 | grep -q 'more like it since it was last said\|more times since it was last said' ||
  log "INFO no count line yet (the minute had not passed)"
pass "a buffer that keeps failing: said $said times, $warned kernel warnings in 10 s, $bad problems counted"

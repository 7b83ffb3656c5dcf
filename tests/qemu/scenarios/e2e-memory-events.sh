# e2e-memory-events.sh -- the memory errors the kernel reports outside
# mce:mce_record, read for real. Pages of a process are poisoned with
# madvise(MADV_HWPOISON) (memory_failure() runs, as for a real uncorrected memory
# error); the daemon on the perf source logs ras:memory_failure_event for exactly
# those pfns, with the kernel's action, beside a machine check injected from the
# monitor into the same per-CPU buffers; then the tracefs source in an instance of
# its own (--enable-event) reads the next one; and what ras logged agrees with the
# kernel's own "Memory failure:" console lines.
#
# qemu-kernels: 6.12
# qemu-cpus: Cascadelake-Server-v1
# qemu-smp: 2
# qemu-timeout: 120
# qemu-needs: ras
# qemu-build: guest/hwpoison.c

LOG=/var/log/ras.log JSON=/var/log/ras.json
mkdir -p /var/lib/ras /run
hc() { awk '/^HardwareCorrupted/ { print $2 }' /proc/meminfo; }

# a trigger for every record: memory records read live run it as machine checks do (rasd.8 TRUST)
mkdir -p /tmp/trig
printf '#!/bin/sh\nenv | grep "^RAS_" | sort > /tmp/trig/env.$$\n' > /tmp/trig.sh
chmod +x /tmp/trig.sh
rasd_start $LOG /tmp/rasd.out --source perf --json-log $JSON --state none --pidfile /run/rasd.pid \
  --trigger /tmp/trig.sh --trigger-severity corrected
grep 'daemon started' $LOG
grep -q 'ras: mc_event extlog_mem_event memory_failure_event' $LOG ||
  fail "the daemon's source does not name the ras: events: $(grep 'daemon started' $LOG)"

hc0=$(hc)
hwpoison 2 > /tmp/poison.txt || { cat /tmp/poison.txt; fail "hwpoison failed"; }
cat /tmp/poison.txt
mce_inject 1 1 0x9c00410000010016 0 0x12345000 0x0 || fail "monitor refused the mce"
wait_for "[ \$(grep -c memory_failure $JSON) -ge 2 ] && grep -q '\"status\":\"0x9c00410000010016\"' $JSON" 15 ||
  { cat $LOG; fail "the poisoned pages and the machine check were not both logged"; }
sleep 1.5	# a duplicate would show by now
cat $LOG
[ "$(grep -c memory_failure $JSON)" = 2 ] || fail "$(grep -c memory_failure $JSON) memory_failure records, not 2"
for pfn in $(sed -n 's/^poisoned pfn //p' /tmp/poison.txt); do
  grep "\"pfn\":\"$pfn\"" $JSON | grep -q '"kernel_action":"Recovered"' ||
    fail "pfn $pfn: no memory_failure record with the kernel's action Recovered"
  grep -q "addr $(printf '0x%x' $((pfn << 12)))" $LOG || fail "pfn $pfn: not in the text log as its address"
done
grep -q '"operation":"dirty LRU page"' $JSON || fail "page type not named from the kernel's format"
[ "$(grep -c '"time_logged":true' $JSON)" = 2 ] || fail "memory records without their logging time"
grep -q "^20[0-9-]*T[0-9:]*Z .*memory_failure.*(time: when logged)" $LOG || fail "text log: memory record without a time"
[ $(($(hc) - hc0)) = 8 ] || fail "HardwareCorrupted grew by $(($(hc) - hc0)) kB, not 8"
# one error, one count: an SRAO patrol scrub error broadcast from the monitor is a machine check,
# and the kernel's memory_failure() of its page is a second report of it (same page, another
# reporter): logged, marked same_error, counted once by summary
mce_inject -b 0 9 0xbd000000000000c0 0x5 0x1234000 0x86 || fail "monitor refused the mce -b command"
wait_for "grep -q '\"pfn\":\"0x1234\"' $JSON && grep -q '\"status\":\"0xbd000000000000c0\"' $JSON" 15 ||
  { cat $LOG; fail "the SRAO machine check and its memory_failure were not both logged"; }
sleep 1.5
grep '"pfn":"0x1234"' $JSON
grep '"pfn":"0x1234"' $JSON | grep -q '"same_error":true' ||
  fail "the memory_failure of the SRAO error's page is not marked as the same error"
grep '"pfn":"0x1234"' $JSON | grep -q '"reported_by":\["mce","memory_failure"\]' ||
  fail "the memory_failure record does not name both reporters"
n=$(grep -c '^{' $JSON); same=$(grep -c '"same_error":true' $JSON)
ras summary --json $JSON > /tmp/sum.json || fail "ras summary failed"
[ "$(sed -n 's/.*"records":\([0-9]*\).*/\1/p' /tmp/sum.json)" = $((n - same)) ] ||
  fail "summary counts $(sed -n 's/.*"records":\([0-9]*\).*/\1/p' /tmp/sum.json) of $n records ($same the same error again)"
rasd_stop
# the memory_failure records (kernel-live) ran the trigger, each with its kind and provenance
cat /tmp/trig/env.* | grep -E 'RAS_(KIND|PROVENANCE|SEVERITY|ADDR)=' | sort | uniq -c
[ "$(grep -l '^RAS_KIND=memory-failure$' /tmp/trig/env.* | xargs grep -l '^RAS_PROVENANCE=live$' | wc -l)" = 2 ] ||
  fail "the 2 memory_failure records did not each run the trigger as live memory-failure records"
grep -l '^RAS_KIND=mce$' /tmp/trig/env.* | xargs grep -q '^RAS_PROVENANCE=live$' ||
  fail "the machine check's trigger did not say live"
putfile $LOG ras.log
putfile $JSON ras.json

# tracefs: an instance of its own, the ras: events enabled by --enable-event
ras dump -S tracefs --instance rastest --enable-event > /dev/null 2>/tmp/en.err ||
  { cat /tmp/en.err; fail "dump --enable-event failed"; }
T=/sys/kernel/tracing/instances/rastest/events/ras/memory_failure_event/enable
[ "$(cat $T)" = 1 ] || fail "--enable-event left $T at $(cat $T)"
hwpoison 1 > /tmp/poison2.txt || fail "hwpoison failed"
pfn=$(sed -n 's/^poisoned pfn //p' /tmp/poison2.txt)
ras dump -S tracefs --instance rastest --json > /tmp/t.json 2>/tmp/t.err || { cat /tmp/t.err; fail "dump tracefs failed"; }
cat /tmp/t.json
grep "\"pfn\":\"$pfn\"" /tmp/t.json | grep -q '"kernel_action":"Recovered"' ||
  fail "tracefs: pfn $pfn not read ($(cat /tmp/t.err))"

# the daemon as init scripts and initramfs hooks start it, forking into the background: perf's
# rings are not inherited by a fork, so it must open them in the process that reads (review finding)
ras daemon --source perf --log /var/log/bg.log --state none --pidfile /run/rasbg.pid --pstore-dir none ||
  fail "background daemon did not start"
wait_for "grep -q 'daemon started' /var/log/bg.log" 15 || fail "background daemon: no start line"
hwpoison 1 > /tmp/poison3.txt || fail "hwpoison failed"
pfn3=$(sed -n 's/^poisoned pfn //p' /tmp/poison3.txt)
mce_inject 0 1 0x9c00410000010016 0 0x23456000 0x0 || fail "monitor refused the mce"
wait_for "grep -q 'addr $(printf '0x%x' $((pfn3 << 12)))' /var/log/bg.log && grep -q 'status 0x9c00410000010016' /var/log/bg.log" 15 ||
  { cat /var/log/bg.log; fail "background daemon (no -f) logged neither the poisoned page nor the MCE"; }
bg=$(cat /run/rasbg.pid)
t0=$(awk '{ print $14 + $15 }' /proc/$bg/stat); sleep 2; t1=$(awk '{ print $14 + $15 }' /proc/$bg/stat)
[ $((t1 - t0)) -le 5 ] || fail "background daemon used $((t1 - t0)) ticks in 2 s idle (spinning)"
kill -TERM $bg
cat /var/log/bg.log

# the kernel's console says the same: "Memory failure: 0xPFN: recovery action for dirty LRU page: Recovered"
for pfn in $(sed -n 's/^poisoned pfn //p' /tmp/poison.txt /tmp/poison2.txt /tmp/poison3.txt); do
  dmesg | grep -q "Memory failure: $pfn: recovery action for dirty LRU page: Recovered" ||
    fail "the kernel did not print pfn $pfn as ras logged it"
done
pass "4 poisoned pages (perf, tracefs, a daemon in the background) and machine checks, logged once each"

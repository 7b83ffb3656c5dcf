# e2e-pstore-crash.sh -- "ras dump after a crash", from pstore.
# Boot 1: ramoops on reserved RAM (memmap=1M$0x1f000000), `ras daemon` running, then a fatal
# machine check from the QEMU monitor (broadcast on Intel, see below): CPU 1 bank 3, status 0xbe00000000000135
# (VAL|UC|EN|MISCV|ADDRV|PCC, data cache data read), ADDR 0x5678000, MISC 0x8c. PCC makes the
# kernel panic ("Fatal machine check"); with panic=1 and no -no-reboot QEMU resets and keeps RAM.
# Boot 2: /sys/fs/pstore/dmesg-ramoops-N holds the kernel log of the crash, and
# `ras dump --input` on it decodes exactly that record: fatal, CPU 1, bank 3, status, addr, misc.
# The host side (tests/qemu/e2e.sh) decodes the same record from console.log and from the
# pstore file, and prints the file's format (header line, "<L>[  T] " prefixes).
# Boot 2 also shows what real hardware does after a warm reset: the banks still hold the errors
# and the kernel logs them again at boot (polled, MCGSTATUS 0, TSC 0), before /init: in dmesg
# and, with trace_event=mce:mce_record, in the ftrace buffer. Reported as INFO lines: a pstore
# reader and a boot-time reader will see the same fatal error twice ("exactly once").
# trace_clock=global: without it, a kernel that finds sched_clock unstable (the EPYC model under
# TCG) switches the trace clock in a late initcall, which empties the ring buffer and loses the
# records logged at boot before it ("Unstable clock detected, switching default tracing clock").
#
# qemu-kernels: 6.1 6.12
# qemu-cpus: EPYC
# qemu-cpus-6.12: Icelake-Server-v1
# qemu-smp: 2
# qemu-timeout: 90
# qemu-needs: ras
# qemu-reboot: yes
# qemu-modules: ramoops
# qemu-cmdline: memmap=1M$0x1f000000 trace_event=mce:mce_record trace_clock=global

STATUS=0xbe00000000000135
load_module ramoops mem_address=0x1f000000 mem_size=0x100000 record_size=0x20000 ||
  fail "ramoops did not load"
log "boot $RASTEST_BOOT; pstore: $(ls /sys/fs/pstore | tr '\n' ' ')"

if [ "$RASTEST_BOOT" = 1 ]; then
  [ -z "$(ls /sys/fs/pstore)" ] || fail "pstore not empty on the first boot"
  mkdir -p /var/lib/ras /run
  ras daemon -f --log /var/log/ras.log --state /var/lib/ras/state --pidfile /run/rasd.pid \
    > /tmp/rasd.out 2>&1 &
  wait_for "grep -q 'daemon started' /var/log/ras.log" 15 || fail "ras daemon did not start"
  mark inject
  # Intel: broadcast, or the kernel dies of a rendezvous timeout before printing the record.
  # AMD: no broadcast (no monarch rendezvous there), else the other CPU's VAL|UC bank-1 record
  # QEMU adds may win the race to panic first and the PCC record is never printed.
  case $(grep -m1 '^vendor_id' /proc/cpuinfo) in *AMD*) B= ;; *) B=-b ;; esac
  mce_inject $B 1 3 $STATUS 0x5 0x5678000 0x8c || fail "monitor refused the mce command"
  sleep 20
  fail "no panic after a PCC machine check"
fi

[ "$RASTEST_BOOT" = 2 ] || fail "unexpected boot $RASTEST_BOOT"
mark boot2
F=$(ls /sys/fs/pstore/dmesg-ramoops-* 2>/dev/null | head -1)
[ -n "$F" ] || fail "no dmesg-ramoops-N in pstore: $(ls /sys/fs/pstore | tr '\n' ' ')"
ls -l /sys/fs/pstore
log "INFO $F first line: '$(head -1 "$F")'; $(wc -c < "$F") bytes," \
  "MCE lines: $(grep -c 'Hardware Error' "$F")"
putfile "$F" pstore-dmesg.txt
case $F in *.enc.z) fail "pstore could not decompress $F" ;; esac
grep -q 'Kernel panic' "$F" || fail "the pstore record has no kernel panic"

t0=$(now_ms)
ras dump -v --input "$F" > /tmp/dump.txt 2> /tmp/dump.err || { cat /tmp/dump.err; fail "ras dump --input $F failed"; }
log "ras dump --input pstore took $(( $(now_ms) - t0 )) ms"
cat /tmp/dump.txt /tmp/dump.err
ras dump -1 --input "$F" > /tmp/dump1.txt 2>/dev/null
ras dump --json --input "$F" > /tmp/dump.json 2>/dev/null
n=$(grep -c ' CPU [0-9]* bank [0-9]* ' /tmp/dump1.txt || true)
[ "$n" = 1 ] || fail "ras decoded $n records from the pstore file, expected 1"
grep -q "CPU 1 bank 3 fatal [^|]*| status $STATUS addr 0x5678000 misc 0x8c mcgstatus 0x5 " /tmp/dump1.txt ||
  fail "wrong decode: $(cat /tmp/dump1.txt)"
grep -q 'severity fatal: processor context corrupt' /tmp/dump.txt || fail "no PCC reason in the verbose decode"
grep -q '"severity":"fatal"' /tmp/dump.json || fail "JSON severity"
grep -q '1 records (1 printed, 0 lost) from text log' /tmp/dump.err || fail "dump -v summary: $(cat /tmp/dump.err)"

# The same error, re-logged at boot from the banks that survived the reset.
dmesg > /tmp/dmesg2.txt
ras dump -1 --input /tmp/dmesg2.txt > /tmp/boot2.txt 2>/dev/null || true
log "INFO boot 2 kernel re-logged from the banks: $(grep -c ' CPU [0-9]* bank ' /tmp/boot2.txt) records:" \
  "$(sed 's/^[^ ]* \(CPU [0-9]* bank [0-9]* [a-z-]*\) .*| \(status [^ ]*\) .*\(mcgstatus [^ ]*\).*/\1 \2 \3;/' /tmp/boot2.txt | tr '\n' ' ')"
log "INFO boot 2 ftrace buffer (trace_event=mce:mce_record) holds $(grep -c 'mce_record:' $RASTEST_T/trace)" \
  "records, $(grep -c "MC3: ${STATUS#0x}" $RASTEST_T/trace) of them the fatal one"

# ras dump --pstore finds it on its own; the daemon logs it once, as a headline
ras dump --pstore -1 > /tmp/p.txt 2>/tmp/p.err || { cat /tmp/p.err; fail "ras dump --pstore failed"; }
grep -q "CPU 1 bank 3 fatal [^|]*| status $STATUS " /tmp/p.txt || fail "dump --pstore: $(cat /tmp/p.txt /tmp/p.err)"
ras dump --pstore --json | grep -q '"origin":"/sys/fs/pstore/dmesg-ramoops-' || fail "dump --pstore: no origin"
mkdir -p /var/lib/ras
for i in 1 2; do
  ras daemon -f --log /tmp/rasd.log --state /var/lib/ras/state --pidfile /tmp/rasd.pid >/dev/null 2>&1 &
  wait_for '[ -s /tmp/rasd.pid ]' 10 || fail "daemon $i did not start"
  sleep 0.5; kill $(cat /tmp/rasd.pid); wait
done
[ "$(grep -c 'ended with a fatal machine check on CPU 1 bank 3' /tmp/rasd.log)" = 1 ] ||
  fail "daemon crash-log headline not logged exactly once: $(grep 'crash log' /tmp/rasd.log)"
log "INFO daemon: $(grep 'crash log' /tmp/rasd.log | cut -c1-200)"

putfile /tmp/dump1.txt ras-dump-pstore.txt
putfile /tmp/dmesg2.txt dmesg-boot2.txt
putfile /tmp/dump.json ras-dump-pstore.json
pass "the fatal MCE of boot 1 decoded from $F"
